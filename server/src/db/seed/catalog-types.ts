import type { ProductAttributes } from '../schema/catalog.ts';

/**
 * What a lot sells. It picks the offer texts, the price shape and the icon on the offer pictures;
 * the lot names themselves carry the same words, so the home tabs can find them by keyword.
 */
export type LotKind =
  | 'accounts'
  | 'currency'
  | 'items'
  | 'skins'
  | 'boost'
  | 'raids'
  | 'keys'
  | 'topup'
  | 'giftcards'
  | 'coaching'
  | 'leveling'
  | 'service';

/** The emblem drawn on a game's cover and faded into its offer pictures. */
export type Motif =
  | 'crosshair'
  | 'flame'
  | 'shield'
  | 'star'
  | 'blade'
  | 'bolt'
  | 'cube'
  | 'hexagon'
  | 'planet'
  | 'crown'
  | 'orb'
  | 'gear'
  | 'sword'
  | 'triangle'
  | 'compass'
  | 'radiation'
  | 'axe'
  | 'moon'
  | 'skull'
  | 'diamond';

/** A game's colour identity: a dark base, a mid tone and a bright accent. */
export type Theme = { base: string; mid: string; accent: string };

export type LotSeed = {
  name: string;
  kind: LotKind;
  /** Base price range in roubles: per item, or per unit for PER_UNIT lots. */
  price: [number, number];
  /**
   * Present for PER_UNIT lots: the lot's minimum quantity, the stock range sellers hold and what one
   * unit is, in Russian and (when it differs) English.
   */
  unit?: { min: number; stock: [number, number]; label: string; labelEn?: string };
  /** Product attributes the offers of this lot fill in (none when absent: keys, coaching...). */
  attrs?: string[];
  /**
   * Offer titles; `{Attr}` is the chosen value, `{prev:Attr}` the value just below it. A title with a
   * fixed face value (a gift card, a crystal pack) carries its own price range in roubles.
   */
  titles: Array<string | [title: string, minRoubles: number, maxRoubles: number]>;
};

export type GameSeed = {
  name: string;
  slug: string;
  description: string;
  theme: Theme;
  motif: Motif;
  attributes: ProductAttributes;
  /** Plausible ranges for the 'number' attributes. */
  numbers?: Record<string, [number, number]>;
  lots: LotSeed[];
};
