/**
 * Disputes with deadlines (docs/product.md#disputes, docs/decisions/0061-disputes-with-deadlines.md):
 * how long a seller has to answer a dispute by the kind of lot sold, the rule codes every decision
 * names, and the window of the public decision-time figures. One source for server and web.
 */

/** The kinds of lot, as far as a dispute's deadline goes. */
export const LOT_KINDS = ['items', 'currency', 'accounts', 'services'] as const;
export type LotKind = (typeof LOT_KINDS)[number];

const HOUR_MS = 3_600_000;

/** How long the seller has to answer a dispute with proof, by the lot's kind. */
export const DISPUTE_ANSWER_MS: Record<LotKind, number> = {
  items: 2 * HOUR_MS,
  currency: 2 * HOUR_MS,
  accounts: 12 * HOUR_MS,
  services: 24 * HOUR_MS,
};

const SERVICE_WORDS =
  /boost|coach|level|raid|escort|sherpa|quest|placement|carry|farm|support|exploration|услуг|буст|прокач/i;
const ACCOUNT_WORDS = /account|аккаунт/i;

/**
 * A lot's kind: the one a lot's attributes name (`kind`), else read from the lot itself: a lot
 * sold by the unit is currency, one named for accounts is accounts, one named for a service done
 * for the buyer (boosting, coaching, levelling, raids, quests) is services, anything else items.
 */
export function lotKind(lot: { name: string; pricingType: string; kind?: unknown }): LotKind {
  if (typeof lot.kind === 'string' && (LOT_KINDS as readonly string[]).includes(lot.kind))
    return lot.kind as LotKind;
  if (lot.pricingType === 'PER_UNIT') return 'currency';
  if (ACCOUNT_WORDS.test(lot.name)) return 'accounts';
  if (SERVICE_WORDS.test(lot.name)) return 'services';
  return 'items';
}

/** When the seller must have answered a dispute opened at `openedAt` over a lot of `kind`. */
export const sellerAnswerBy = (openedAt: Date, kind: LotKind): Date =>
  new Date(openedAt.getTime() + DISPUTE_ANSWER_MS[kind]);

/**
 * The rules a dispute is decided by: every decision names one (the web's rules page lists their
 * texts in both languages). `sellerSilent` is the system's own: the seller did not answer in time.
 */
export const DISPUTE_RULES = [
  'sellerSilent',
  'notDelivered',
  'notAsDescribed',
  'partlyDelivered',
  'deliveredAsDescribed',
  'accountRecovered',
  'buyerBadFaith',
  'agreement',
] as const;
export type DisputeRule = (typeof DISPUTE_RULES)[number];

/** The public figures of time to a decision cover the decisions of this many days. */
export const DISPUTE_STATS_DAYS = 90;
