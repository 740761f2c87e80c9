import { LEGAL_PAGES, OPERATOR } from './common';
import type { LegalText } from './types';

/** The Gamelot privacy policy in English (a translation; the Russian text prevails). */
export const privacyPolicyEn: LegalText = {
  lead:
    'We collect only the data Gamelot cannot work without. This policy explains what that data is, why we need it, how long we keep it and how you can control it.',
  sections: [
    {
      id: 'operator',
      heading: 'Who processes the data',
      blocks: [
        `The personal data operator is ${OPERATOR.nameEn}, a self-employed person operating the Gamelot marketplace (details on the Requisites page). Data is processed in accordance with Russian Federal Law No. 152-FZ “On Personal Data”.`,
      ],
    },
    {
      id: 'data',
      heading: 'What data we process',
      blocks: [
        {
          list: [
            'Account data: username, email address, password (only as an irreversible hash), registration date; with Google sign-in, your name, email address and profile picture from Google.',
            'Profile data you fill in yourself: avatar, background, country, about text, links to social networks.',
            'Trading data: offers, deals, amounts, reviews, favourites, follows, support requests and arbitration materials.',
            'Chat messages and their attachments.',
            'Technical data: IP address, browser and device type, time of your last visit (for the “online” status), error and security logs.',
            'Payment data: from the payment provider we receive only the status and amount of a payment. Bank card details are processed by the provider; we neither receive nor store them.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'to create and run your account and show your public profile;',
            'to carry out deals, accept payments and pay sellers;',
            'to settle disputes in arbitration and answer requests;',
            'to protect users from fraud, account takeover and abuse;',
            'to send notifications about messages, orders and followers (you can adjust them);',
            'to meet legal requirements, including tax accounting.',
          ],
        },
      ],
    },
    {
      id: 'bases',
      heading: 'Legal bases',
      blocks: [
        {
          list: [
            'performance of a contract — the user agreement you are a party to;',
            'your consent — for optional features such as analytics cookies;',
            'compliance with legal obligations (accounting for payments, answering requests from public authorities);',
            'the operator’s legitimate interest — the security of the Platform and fraud prevention.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          list: [
            'Account and profile data — for as long as the account exists. When the account is deleted it is erased; reviews and chats remain without your name.',
            'Deal and payment data — 5 years after the deal is completed: it is needed to settle disputes and for accounting and tax purposes.',
            'Technical logs — no longer than 1 year.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        'We do not sell personal data. Data is shared only with those the service cannot work without: the payment provider (to process payments), the hosting provider (to store data) and the email delivery service (for notifications). Data may also be disclosed to public authorities on grounds provided by law.',
        'Your public profile — name, avatar, country, about text, links, offers and reviews — is visible to other users.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect data',
      blocks: [
        'Connections to the site are encrypted (HTTPS), passwords are stored as Argon2 hashes, and only those who need data for their work can access it. Chats are readable by their participants only, notifications by their recipient only.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          list: [
            'to learn what data of yours we process;',
            'to correct your data — most of it can be changed yourself on the profile editing page;',
            'to delete your account and data — in Settings, except data we must keep by law;',
            'to withdraw consent to optional processing;',
            'to complain about the operator to Roskomnadzor (the Russian data protection authority) or to a court.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'Which cookies and similar technologies we use, and how long they last, is described in the cookie policy.',
        { links: [{ to: LEGAL_PAGES.cookies, label: 'Cookie policy' }] },
      ],
    },
    {
      id: 'contacts',
      heading: 'Contacts',
      blocks: [`Send requests about personal data to ${OPERATOR.email}. We reply within 10 working days.`],
    },
  ],
};
