/**
 * Business constants and pure rules shared by server and web (SPEC §5, §9).
 * One source for each rule: the server enforces them, the web app shows them.
 */

/** Platform commission added on top of the seller's base price (SPEC §1, §9). */
export const COMMISSION_RATE = 0.13;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;

export const SHORT_DESCRIPTION_MAX = 100;
export const LONG_DESCRIPTION_MAX = 2000;
export const ABOUT_MAX = 500;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
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

/** A user counts as online when seen within this window. */
export const ONLINE_WINDOW_MS = 2 * 60 * 1000;
export const PRESENCE_PING_INTERVAL_MS = 120_000;

export const ROLE_USER = 'USER';
export const ROLE_GUEST = 'GUEST';
export const ROLE_ADMIN = 'ADMIN';
export type Role = typeof ROLE_USER | typeof ROLE_GUEST | typeof ROLE_ADMIN;

/** Money is integer kopecks everywhere except at the edges, where it is shown as roubles. */
export function roublesToKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

export function kopecksToRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** Final price = base + 13% commission, rounded half-up to the kopeck. */
export function finalPriceKopecks(baseKopecks: number): number {
  return Math.floor((baseKopecks * (100 + COMMISSION_RATE * 100) + 50) / 100);
}

/** Seller star display: a 1–10 rating shown as floor(x/2) stars, clamped to 0–5. */
export function ratingToStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating / 2)));
}

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
