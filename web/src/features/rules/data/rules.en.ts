import type { RuleTexts } from './rule-types';

/** The trading rules in English (docs/product.md#rules-page); rules.ru.ts holds the same in Russian. */
export const rulesEn: RuleTexts = {
  sanctions: {
    offerRemoval: 'Offer removal',
    warning: 'Warning',
    temporaryBan: 'Temporary ban',
    permanentBan: 'Permanent ban',
    accountSuspension: 'Account suspension',
    legalAction: 'Legal action',
    refundStrike: 'Refund requirement + strike',
    reportingSuspension: 'Suspension of reporting privileges',
  },
  categories: [
    {
      id: 'general',
      title: 'General Rules',
      summary: 'What may be listed and how an offer must describe it.',
      rules: [
        {
          violation: 'Listing goods or services that are not related to games, or that you do not own or control',
          sanction: 'offerRemoval',
        },
        {
          violation: 'Publishing duplicate offers in the same category to push other sellers down the list',
          sanction: 'warning',
        },
        {
          violation:
            'A misleading title, picture or description: wrong server, region, level, rank or contents of the offer',
          sanction: 'offerRemoval',
        },
        {
          violation: 'Selling goods obtained with cheats, bots, exploits or duplication bugs',
          sanction: 'temporaryBan',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Account Services',
      summary: 'Selling accounts and working on a buyer’s account (boosting, coaching, leveling).',
      rules: [
        { violation: 'Selling a stolen, hacked or brute-forced account', sanction: 'permanentBan' },
        {
          violation:
            'Taking a sold account back after the deal: changing its e-mail or password, or reclaiming it through the game’s support',
          sanction: 'accountSuspension',
        },
        {
          violation: 'Not handing over the full access data (login, password, linked e-mail) the offer promises',
          sanction: 'refundStrike',
        },
        {
          violation: 'Using cheats, macros or scripts while boosting or leveling a buyer’s account',
          sanction: 'temporaryBan',
        },
      ],
    },
    {
      id: 'goods',
      title: 'Virtual Goods',
      summary: 'Keys, gift cards, in-game currency and items.',
      rules: [
        {
          violation: 'Delivering goods that differ from the offer in quantity, quality, server or region',
          sanction: 'refundStrike',
        },
        {
          violation: 'Selling keys, codes or gift cards that were already activated or were obtained by fraud',
          sanction: 'permanentBan',
        },
        {
          violation: 'Not delivering within the time stated in the offer without telling the buyer why',
          sanction: 'warning',
        },
        {
          violation: 'Offering goods the user agreement prohibits: pirated software, cheats, personal data',
          sanction: 'offerRemoval',
        },
      ],
    },
    {
      id: 'behavior',
      title: 'User Behavior',
      summary: 'How members treat each other in chats, reviews and reports.',
      rules: [
        {
          violation: 'Insults, threats, harassment or discrimination in chats, offers or reviews',
          sanction: 'temporaryBan',
        },
        {
          violation: 'Spam, or advertising other trading platforms and external contacts',
          sanction: 'warning',
        },
        {
          violation: 'Fake reviews, review swaps, or pressing a buyer to change or remove a review',
          sanction: 'temporaryBan',
        },
        {
          violation: 'Filing reports you know to be false, or flooding moderators with reports',
          sanction: 'reportingSuspension',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payment Rules',
      summary: 'Every deal is paid through Gamelot, so both sides stay protected.',
      rules: [
        {
          violation: 'Asking for or accepting payment outside the platform (cards, wallets, crypto)',
          sanction: 'accountSuspension',
        },
        {
          violation: 'Opening a chargeback or payment dispute in bad faith after receiving the goods',
          sanction: 'permanentBan',
        },
        {
          violation: 'Fraud, money laundering or paying with stolen cards or accounts',
          sanction: 'legalAction',
        },
      ],
    },
  ],
};
