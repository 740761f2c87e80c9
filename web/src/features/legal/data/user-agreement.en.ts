import { commissionText, LEGAL_PAGES, OPERATOR } from './common';
import type { LegalText } from './types';

const commission = commissionText('en');

/** The Gamelot user agreement in English (a translation of the Russian text, which prevails). */
export const userAgreementEn: LegalText = {
  lead:
    'This agreement is a contract between you and the operator of the Gamelot marketplace. It explains how trading in game goods and services works, what you may and may not do, and how disputes are settled. By using Gamelot you accept its terms. If the versions differ, the Russian text prevails.',
  sections: [
    {
      id: 'general',
      heading: 'General provisions',
      blocks: [
        `Gamelot (the “Platform”) is an online service where users sell and buy game keys, accounts, in-game items and currency, levelling and raid services and software licences. The Platform is operated by ${OPERATOR.nameEn}, a self-employed person (a payer of the professional income tax); the operator's details are on the Requisites page.`,
        'The agreement applies to you from the moment you register, sign in as a guest or otherwise use the Platform. If you do not agree with it, do not use the Platform.',
        'The Platform may be used by persons aged 14 or over; deals may be made in one’s own name by persons aged 18 or over, or by minors with the consent of their legal representatives.',
      ],
    },
    {
      id: 'terms',
      heading: 'Definitions',
      blocks: [
        {
          list: [
            'User — anyone registered on the Platform or using it as a guest.',
            'Seller — a user who has published an offer. Buyer — a user who has paid for an offer.',
            'Offer — a seller’s listing of a good or service with its description, price and delivery terms.',
            'Deal — the purchase of an offer through the Platform, from payment to confirmation of receipt.',
            'Arbitration — the review of a dispute over a deal by the Platform’s support team.',
          ],
        },
      ],
    },
    {
      id: 'role',
      heading: 'The Platform’s role',
      blocks: [
        'The Platform is only a technical intermediary: it provides the catalogue, the chat, payment acceptance and dispute tools. The Platform is not a seller, does not own the goods, does not render the services listed in offers and is not a party to the deal between seller and buyer.',
        'Games, trademarks and in-game valuables belong to their owners. The Platform is not affiliated with game publishers and is not responsible for their decisions, including bans of game accounts under a publisher’s rules.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'Buying, selling, following and messaging require a registered account. Guest mode allows browsing only.',
        {
          list: [
            'Give accurate details and keep your password secret. Actions taken from your account are deemed to be yours.',
            'Do not create several accounts to inflate reviews or ratings or to evade a ban.',
            'Do not hand over or sell your Gamelot account to anyone else.',
            'You may delete your account at any time in Settings; reviews and chats remain, without your name.',
          ],
        },
      ],
    },
    {
      id: 'sellers',
      heading: 'Sellers’ duties',
      blocks: [
        {
          list: [
            'Sell only what you are entitled to dispose of and what was obtained lawfully.',
            'Describe the good accurately and completely: what the buyer receives, on which server or in which region, when and how.',
            'Keep stock and price up to date; withdraw the offer when the good runs out.',
            'Deliver the good or render the service within the time stated in the offer, and answer the buyer in the Gamelot chat.',
            'Do not invite the buyer to pay or continue the deal outside the Platform.',
            'Follow the trading rules (the Trading Rules page) and pay the taxes on your income yourself.',
          ],
        },
      ],
    },
    {
      id: 'buyers',
      heading: 'Buyers’ duties',
      blocks: [
        {
          list: [
            'Read the offer’s description carefully before paying and ask the seller questions in the chat.',
            'Pay for purchases through the Platform only.',
            'Check the good at once and confirm receipt when everything is in order.',
            'Leave honest reviews, without insults or attempts to pressure the seller.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: 'Prohibited goods and services',
      blocks: [
        'The following may not be listed or sold on the Platform:',
        {
          list: [
            'stolen or hacked accounts, keys and items, and anything obtained with someone else’s payment details;',
            'cheats, bots, exploits, malware and tools for circumventing protection;',
            'personal data of third parties, access to other people’s mailboxes and means of payment;',
            'counterfeit, already activated or knowingly non-working keys;',
            'goods and services unrelated to games, and any goods whose circulation is prohibited by law;',
            'material infringing copyright and content prohibited by the laws of the Russian Federation.',
          ],
        },
        'Offers of such goods are removed, and the measures set out in the trading rules are applied to offenders.',
      ],
    },
    {
      id: 'commission',
      heading: 'Commission and payments',
      blocks: [
        `The Platform charges a commission of ${commission} of the seller’s price. The commission is added to the price the seller sets, so the price shown in an offer is the full amount the buyer pays.`,
        'Payments are accepted through a payment provider. The Platform neither receives nor stores bank card details. The money for a deal becomes available to the seller once the buyer confirms receipt or the time for opening a dispute has passed.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'Refunds are possible only for unactivated keys and only within 24 hours of purchase. To request one, contact support and attach your chat with the seller; the key must not have been used.',
        'Accounts, in-game items and currency, and services once delivered or rendered are not refundable unless arbitration decides otherwise.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes and arbitration',
      blocks: [
        'If a good is not delivered, does not match its description or stops working through the seller’s fault, the buyer opens a dispute. Disputes between users are settled by the Platform’s arbitration.',
        'Arbitration reviews the Gamelot chat, the offer’s description and the parties’ evidence and decides to complete the deal, refund the money or grant partial compensation. The parties must answer arbitration’s requests within a reasonable time.',
        'Arbitration’s decision is binding on the Platform and does not take away a user’s right to go to court as provided by law.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation and bans',
      blocks: [
        'The administration may hide or block suspicious offers, hold a deal for review, and restrict or ban an account that breaks this agreement or the trading rules. Users learn the reason for a ban from support.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'The Platform is provided “as is”. The operator takes reasonable measures to keep it running but is not liable for interruptions beyond its control, for the actions of users and game publishers, or for losses from deals made outside the Platform.',
        'The seller is liable to the buyer for the quality and lawfulness of the good and for its match with the description.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to the agreement',
      blocks: [
        'The operator may amend the agreement. A new version is published on this page with its effective date. By continuing to use the Platform you accept the new version.',
      ],
    },
    {
      id: 'contacts',
      heading: 'Contacts',
      blocks: [
        `Send questions about the agreement, disputes and bans to ${OPERATOR.email}.`,
        {
          links: [
            { to: LEGAL_PAGES.rules, label: 'Trading rules' },
            { to: LEGAL_PAGES.privacy, label: 'Privacy policy' },
            { to: LEGAL_PAGES.requisites, label: 'Operator’s requisites' },
          ],
        },
      ],
    },
  ],
};
