import { LEGAL_PAGES, OPERATOR } from './common';
import type { LegalText } from './types';

/** The operator's requisites in English. Name, INN and email are placeholders for the operator to fill in. */
export const requisitesEn: LegalText = {
  lead: 'Details of the Gamelot operator, the goods sold, how they are delivered and how payment works.',
  sections: [
    {
      id: 'operator',
      heading: 'Operator',
      blocks: [
        {
          facts: [
            { label: 'Operator', value: OPERATOR.nameEn, fill: true },
            { label: 'Status', value: 'Self-employed (payer of the professional income tax)' },
            { label: 'INN (taxpayer number)', value: OPERATOR.inn, fill: true },
            { label: 'Email', value: OPERATOR.email, fill: true },
            { label: 'Website', value: 'Gamelot — a marketplace for game goods and services' },
          ],
        },
      ],
    },
    {
      id: 'goods',
      heading: 'Goods and delivery',
      blocks: [
        'All goods on Gamelot are digital: game keys, accounts, in-game items and currency, services and software licences. Nothing is shipped physically.',
        'Goods are delivered automatically to the buyer’s personal account on Gamelot or to the email address given at registration; services are rendered within the time stated in the offer.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payment',
      blocks: [
        'Bank card payments are accepted through a payment provider. Card details are entered on the provider’s secure page and are not passed to the operator. Receipts are issued as required for self-employed persons.',
        'Refund terms are set out in the user agreement: refunds are possible only for unactivated keys within 24 hours of purchase.',
      ],
    },
    {
      id: 'large',
      heading: 'Special terms for large turnover',
      blocks: [
        'Sellers whose turnover on the marketplace exceeds 5,000,000 roubles a month trade on special terms: settlements under a separate contract, with enhanced seller checks and an individual payout schedule. Contact support to discuss the terms.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents',
      blocks: [
        {
          links: [
            { to: LEGAL_PAGES.agreement, label: 'User agreement' },
            { to: LEGAL_PAGES.privacy, label: 'Privacy policy' },
            { to: LEGAL_PAGES.cookies, label: 'Cookie policy' },
          ],
        },
      ],
    },
  ],
};
