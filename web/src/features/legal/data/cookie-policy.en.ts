import { LEGAL_PAGES, OPERATOR } from './common';
import type { LegalText } from './types';

/** The Gamelot cookie policy in English (a translation; the Russian text prevails). */
export const cookiePolicyEn: LegalText = {
  lead:
    'Gamelot uses cookies and similar browser storage so that you stay signed in, the site remembers your settings, and we can see how to make it better.',
  sections: [
    {
      id: 'what',
      heading: 'What cookies are',
      blocks: [
        'Cookies are small files a website stores in your browser. We count similar technologies as cookies too, such as the browser’s local storage (localStorage), where for instance your sign-in key is kept. Cookies give us no access to any other data on your device.',
      ],
    },
    {
      id: 'types',
      heading: 'Which cookies we use and how long they last',
      blocks: [
        {
          table: {
            head: ['Type', 'Purpose', 'Lifetime'],
            rows: [
              [
                'Session (strictly necessary)',
                'Running the site during a visit: form protection, moving on to payment, keeping the page state',
                'Until the browser is closed',
              ],
              [
                'Authentication',
                'The sign-in key (jwt) and the current user’s data, so you need not sign in on every visit',
                'Up to 30 days',
              ],
              ['Preferences', 'Interface language and theme (dark or light)', 'Up to 1 year'],
              ['Analytics', 'Anonymised visit statistics, to find errors and improve the site', 'Up to 2 years'],
            ],
          },
        },
        'Session and authentication cookies are necessary for the site to work: without them you cannot sign in or make deals. Analytics cookies are used only with your consent.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-party cookies',
      blocks: [
        'When you pay, the payment provider may set its own cookies on its payment page; their lifetimes and purposes are set by the provider. Google’s rules apply when you sign in with Google.',
      ],
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      blocks: [
        {
          list: [
            'Sign out — the sign-in key is removed at once.',
            'Clear cookies and site data in your browser settings — sign-in, language and theme are reset.',
            'Block cookies in your browser settings — signing in and making deals will then be unavailable.',
          ],
        },
      ],
    },
    {
      id: 'more',
      heading: 'More information',
      blocks: [
        `How we process personal data is described in the privacy policy. Send questions to ${OPERATOR.email}.`,
        { links: [{ to: LEGAL_PAGES.privacy, label: 'Privacy policy' }] },
      ],
    },
  ],
};
