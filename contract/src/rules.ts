/**
 * Business constants and pure rules shared by server and web (docs/product.md#validation, #limits).
 * One source for each rule: the server enforces them, the web app shows them.
 */

/** Platform commission added on top of the seller's base price (docs/product.md#overview, #limits). */
export const COMMISSION_RATE = 0.13;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;

export const SHORT_DESCRIPTION_MAX = 100;
export const LONG_DESCRIPTION_MAX = 2000;
export const ABOUT_MAX = 500;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Files in one upload request (docs/product.md#chat: "at most 5 per message"). */
export const UPLOAD_MAX_FILES = 5;
/** Decoding cap: a small file can still describe a huge picture (a "pixel bomb"). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What an image upload may be; the server checks by decoding, this is for the file picker. */
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const PRICE_MIN = 0.01;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 8;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_BADGE_CAP = 9;
export const LOT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const LOT_DEFAULT_PAGE_SIZE = 10;
export const PLAYERS_PAGE_SIZE = 24;
export const PROFILE_REVIEWS_PAGE_SIZE = 3;
export const PROFILE_LIST_PAGE_SIZE = 20;
export const MESSAGE_HISTORY_SIZE = 100;
export const TOP_SELLERS_COUNT = 6;
/** At most this many users per GET /api/followers/checkFollowMany (ADR 0028). */
export const CHECK_FOLLOW_MANY_MAX = 50;

/** Passkeys (docs/product.md#passkeys): a name the owner gives each, and how many one account keeps. */
export const PASSKEY_NAME_MAX_LENGTH = 64;
export const PASSKEYS_PER_USER_MAX = 20;

/** Chat (docs/product.md#validation "Chat", docs/product.md#chat): a message is non-empty trimmed text or 1–5 attachments. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_MAX_ATTACHMENTS = 5;
export const CHAT_NAME_MAX_LENGTH = 64;
export const CHAT_TYPE_USER_TO_USER = 'USER_TO_USER';
/** The live chat link reconnects this long after an error (docs/product.md#states, #limits). */
export const CHAT_RECONNECT_DELAY_MS = 5000;
/** STOMP heart-beat, both ways (docs/product.md#api "Real-time"). */
export const REALTIME_HEARTBEAT_MS = 10_000;

/** A user counts as online when seen within this window. */
export const ONLINE_WINDOW_MS = 2 * 60 * 1000;
export const PRESENCE_PING_INTERVAL_MS = 120_000;

export const ROLE_USER = 'USER';
export const ROLE_GUEST = 'GUEST';
export const ROLE_ADMIN = 'ADMIN';
/** Guest identity: never stored on the server (docs/product.md#entities). */
export const GUEST_USER_ID = -1;
export const GUEST_NAME = 'Guest';

export type Role = typeof ROLE_USER | typeof ROLE_GUEST | typeof ROLE_ADMIN;

/** Money is integer kopecks everywhere except at the edges, where it is shown as roubles. */
export function roublesToKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

export function kopecksToRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** COMMISSION_RATE in hundredths of a percent, so the commission is integer arithmetic. */
const COMMISSION_BASIS_POINTS = Math.round(COMMISSION_RATE * 10_000);

/**
 * The one commission rule (ADR 0031): the platform's commission on a sale whose seller's base is
 * `baseKopecks` is COMMISSION_RATE of it rounded half-up to the kopeck, and never less than one
 * kopeck: rounding never makes a sale free of commission. Zero only when the base is zero.
 */
export function commissionKopecks(baseKopecks: number): number {
  if (baseKopecks <= 0) return 0;
  return Math.max(1, Math.floor((baseKopecks * COMMISSION_BASIS_POINTS + 5000) / 10_000));
}

/** Final price = base + commission (commissionKopecks). */
export function finalPriceKopecks(baseKopecks: number): number {
  return baseKopecks + commissionKopecks(baseKopecks);
}

/** Seller star display: a 1–10 rating shown as floor(x/2) stars, clamped to 0–5. */
export function ratingToStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating / 2)));
}

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The domains of the demo seeds' accounts (demo@gamelot.local, …@demo.gamelot.local,
 * …@seed.gamelot.test). Nobody registers at them, so an account there is always one a seed made:
 * a production server refuses to start while one signs in with the public demo password, and a
 * stranger must not be able to trigger that (docs/decisions/0030-google-linking-and-safe-defaults.md).
 */
export const DEMO_EMAIL_DOMAINS = ['gamelot.local', 'demo.gamelot.local', 'seed.gamelot.test'] as const;

export function isDemoEmail(email: string): boolean {
  const domain = normalizeEmail(email).split('@').pop() ?? '';
  return (DEMO_EMAIL_DOMAINS as readonly string[]).includes(domain);
}

/* Offers (docs/product.md#entities "Lot", "Offer"; #validation "Create offer", "Edit offer"; ADR 0006). */

export const OFFER_NAME_MAX = 200;
/** Roubles. Far above any real listing; keeps kopecks × quantity inside safe integers. */
export const PRICE_MAX = 10_000_000;
export const OFFER_AVAILABILITY_MAX = 1_000_000_000;
/** A free-text product attribute value (type 'text'). */
export const OFFER_ATTRIBUTE_TEXT_MAX = 100;
/** Offer attribute keys the product does not declare but the original client sends (docs/product.md#entities Offer). */
export const OFFER_RESERVED_ATTRIBUTES = ['minQuantity', 'commissionRate'] as const;
export const PRICING_TYPES = ['PER_ITEM', 'PER_UNIT'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
/** The free inputs a product attribute can ask for, instead of a list of allowed values. */
export const PRODUCT_ATTRIBUTE_INPUTS = ['number', 'text'] as const;
/**
 * A product's attributes: name → allowed values (shown as a dropdown, e.g. Server) or the type of a
 * free input. Declared here, not only as a schema, so zod-free code (offer-rules.ts, the web app)
 * can name it; schemas/catalog.ts checks its schema against it.
 */
export type ProductAttributes = Record<string, string[] | (typeof PRODUCT_ATTRIBUTE_INPUTS)[number]>;
/** An offer's stored attribute values: the chosen product attributes, plus minQuantity (PER_UNIT). */
export type OfferAttributes = Record<string, string | number>;
export const OFFER_SORTS = ['rating_desc', 'price_asc', 'price_desc'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const OFFER_DEFAULT_SORT: OfferSort = 'rating_desc';
/**
 * The orders a lot search can ask for: the lot page's sorts, plus 'relevance' (how well the offer
 * matches the text `q`), the order when a text is searched and no sort is chosen.
 */
export const OFFER_SEARCH_SORTS = [...OFFER_SORTS, 'relevance'] as const;
export type OfferSearchSort = (typeof OFFER_SEARCH_SORTS)[number];
/** The order a search runs in: the one asked for; else relevance with a text, the default without. */
export function resolveOfferSort(
  sort: OfferSearchSort | null | undefined,
  q: string | null | undefined,
): OfferSort | 'relevance' {
  const hasText = (q ?? '').trim() !== '';
  if (sort === 'relevance') return hasText ? 'relevance' : OFFER_DEFAULT_SORT;
  return sort ?? (hasText ? 'relevance' : OFFER_DEFAULT_SORT);
}
/** The longest text a search box sends, in characters. */
export const OFFER_QUERY_MAX = 100;
/** At most this many numeric ranges in one search (a product declares a few numeric attributes). */
export const OFFER_RANGES_MAX = 10;
/** The top-bar search: at most this many offers in its "offers" section. */
export const OFFER_FIND_MAX_LIMIT = 10;
export const OFFER_FIND_DEFAULT_LIMIT = 5;
/** Home "Best Offers": the original client asks for 20 and shows 4 (docs/product.md#limits). */
export const TOP_LIKED_DEFAULT_LIMIT = 20;
export const TOP_LIKED_MAX_LIMIT = 100;
/** A review's comment and the seller's one reply (docs/product.md#reviews). */
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
/** Reviews shown on an offer page: the newest this many. */
export const OFFER_REVIEWS_LIMIT = 100;

/** True when a rouble amount has at most two decimals (whole kopecks). */
export function hasWholeKopecks(roubles: number): boolean {
  return Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6;
}

/**
 * The minimum order quantity of an offer: PER_ITEM offers sell from 1; a PER_UNIT offer names its
 * own (attributes.minQuantity), else the lot's default applies. Server and web read it here.
 */
export function offerMinQuantity(
  pricingType: PricingType,
  offerMinQuantity: unknown,
  lotMinQuantity: number,
): number {
  if (pricingType !== 'PER_UNIT') return 1;
  const q = Number(offerMinQuantity ?? lotMinQuantity);
  return Number.isInteger(q) && q >= 1 ? q : 1;
}

/**
 * The base price of an offer's smallest purchase, in kopecks, before commission (the lot's pricing: "PER_UNIT
 * base = unit price times quantity"). The seller's price (`unitKopecks`) is per item for PER_ITEM
 * and per unit for PER_UNIT (ADR 0031); for PER_UNIT the quantity is the minimum order quantity,
 * never the stock (that falls with every sale). The final price is finalPriceKopecks(base).
 */
export function basePriceKopecks(pricingType: PricingType, unitKopecks: number, minQuantity: number): number {
  return pricingType === 'PER_UNIT' ? unitKopecks * Math.max(1, Math.trunc(minQuantity)) : unitKopecks;
}

/** What an offer stores about its price, all from the seller's unit price (ADR 0031). */
export type OfferPrices = {
  /** The seller's price: per item (PER_ITEM) or per unit (PER_UNIT), before commission. */
  unitPriceKopecks: number;
  /** The base of the smallest purchase (basePriceKopecks): the API's originalPrice. */
  originalPriceKopecks: number;
  /** What the smallest purchase costs the buyer: the API's price, sorted and filtered on. */
  priceKopecks: number;
};

export function offerPrices(pricingType: PricingType, unitKopecks: number, minQuantity: number): OfferPrices {
  const originalPriceKopecks = basePriceKopecks(pricingType, unitKopecks, minQuantity);
  return {
    unitPriceKopecks: unitKopecks,
    originalPriceKopecks,
    priceKopecks: finalPriceKopecks(originalPriceKopecks),
  };
}

/* People: profiles, follows, presence, settings (docs/product.md#screens "Edit profile", #entities "User", #limits). */

/** The ten preset profile backgrounds (docs/product.md#screens, #limits); the demo seed generates these files. */
export const PROFILE_BACKGROUNDS = [
  '/media/backgrounds/preset-01.jpg',
  '/media/backgrounds/preset-02.jpg',
  '/media/backgrounds/preset-03.jpg',
  '/media/backgrounds/preset-04.jpg',
  '/media/backgrounds/preset-05.jpg',
  '/media/backgrounds/preset-06.jpg',
  '/media/backgrounds/preset-07.jpg',
  '/media/backgrounds/preset-08.jpg',
  '/media/backgrounds/preset-09.jpg',
  '/media/backgrounds/preset-10.jpg',
] as const;
/** Where POST /api/media/upload/avatars puts pictures; a new avatar must be one of them. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
export const SOCIAL_LINK_MAX_LENGTH = 300;
export const COUNTRY_MAX_LENGTH = 64;
/** Home "Top Seller": sellers with fewer reviews rank after every seller with at least this many. */
export const TOP_SELLER_MIN_REVIEWS = 3;
export const TOP_SELLERS_MAX_LIMIT = 50;
/** getFollowers / getFollowing without paging return at most this many, newest first. */
export const FOLLOW_LIST_MAX = 1000;
/** What an erased account is called wherever it is still referenced (reviews, chats). */
export const DELETED_USER_NAME = 'Deleted user';
/**
 * DELETE /api/settings/account must carry the phrase of one of the languages: the form asks for
 * the reader's (docs/decisions/0064-texts-as-codes.md: one language at a time).
 */
export const ACCOUNT_DELETE_CONFIRMATION = { ru: 'УДАЛИТЬ', en: 'DELETE' } as const;

/** A picture uploaded through POST /api/media/upload/avatars: /media/avatars/<file name>. */
export function isUploadedAvatarUrl(url: string): boolean {
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return url.startsWith(AVATAR_URL_PREFIX) && /^[\w-]+(\.[A-Za-z0-9]+)?$/.test(file);
}

/** True for an absolute http(s) URL with a host: the only links a profile may show. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Length as people (and PostgreSQL's char_length) count it: code points, not UTF-16 units. */
export function textLength(value: string): number {
  return [...value].length;
}

/* Money movements: orders, wallet, payments (docs/product.md#buying; docs/ARCHITECTURE.md#money). */

/** The most one order may cost, in kopecks (10 million roubles): sums stay exact in a double. */
export const ORDER_TOTAL_MAX_KOPECKS = 1_000_000_000;
/** One top-up, in kopecks: 1 rouble to 1 million roubles. */
export const TOPUP_MIN_KOPECKS = 100;
export const TOPUP_MAX_KOPECKS = 100_000_000;
/** One withdrawal request, in kopecks: 100 roubles to 1 million roubles. */
export const WITHDRAWAL_MIN_KOPECKS = 10_000;
export const WITHDRAWAL_MAX_KOPECKS = 100_000_000;
export const WITHDRAWAL_DESTINATION_MAX = 200;
/** Client-chosen keys that make a money-moving call safe to repeat (orders, top-ups, withdrawals). */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
export const CURRENCY = 'RUB';

export type OrderAmounts = {
  /** What the seller earns: the unit price times the quantity bought. */
  baseKopecks: number;
  /** The platform's commission on that base (commissionKopecks). */
  commissionKopecks: number;
  /** What the buyer pays: base + commission. */
  totalKopecks: number;
};

/**
 * The amounts of an order of `quantity` at the seller's unit price (docs/decisions/0031-the-buyer-pays-the-terms-confirmed.md): base =
 * unit price × quantity, exactly, whatever the pricing type and the minimum quantity; commission by
 * commissionKopecks; total = base + commission, so seller's share + commission = total. A result
 * above ORDER_TOTAL_MAX_KOPECKS is refused by the caller before any money moves (the base is
 * computed in BigInt, so a huge one is still seen as huge).
 */
export function orderAmounts(unitPriceKopecks: number, quantity: number): OrderAmounts {
  const baseKopecks = Number(BigInt(Math.trunc(unitPriceKopecks)) * BigInt(Math.trunc(quantity)));
  const commission = commissionKopecks(baseKopecks);
  return { baseKopecks, commissionKopecks: commission, totalKopecks: baseKopecks + commission };
}

/** The interface's language until the reader chooses one. */
export const INTERFACE_DEFAULT_LANGUAGE = 'ru' as const;
/**
 * The cookie the web app keeps its language in, beside localStorage: the pages the server writes
 * (landing pages with their answers) are written in it, not in the browser's Accept-Language,
 * which the interface does not follow (docs/decisions/0064-texts-as-codes.md).
 */
export const LANGUAGE_COOKIE = 'lang';
