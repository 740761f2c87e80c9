import type { DeliveryKind } from '@gamelot/contract/delivery-time';
import { coverArt } from './art/cover-art.ts';
import type { LotKind } from './catalog-types.ts';
import { attributeLabelsOf } from './attribute-labels.ts';
import { GAMES } from './catalog-data.ts';
import { GAME_DESCRIPTIONS_EN, LOT_NAMES_RU } from './catalog-translations.ts';
import type { PictureSet } from './pictures.ts';
import type { PlannedProduct } from './plan-types.ts';
import { DAY, ago } from './time.ts';

/** What each kind of demo lot is as far as delivery time goes (contract/src/delivery-time.ts). */
const DELIVERY_KIND: Record<LotKind, DeliveryKind> = {
  accounts: 'accounts',
  currency: 'currency',
  topup: 'currency',
  items: 'items',
  skins: 'items',
  giftcards: 'items',
  keys: 'keys',
  boost: 'services',
  raids: 'services',
  coaching: 'services',
  leveling: 'services',
  service: 'services',
};

/** Products (games) and their lots (categories), each game with its cover picture. */
export function planCatalog(now: Date, pictures: PictureSet): PlannedProduct[] {
  return GAMES.map((game, index) => ({
    name: game.name,
    description: game.description,
    descriptionEn: translated(GAME_DESCRIPTIONS_EN, game.slug),
    imageUrl: pictures.add('covers', game.slug, coverArt(game.theme, game.motif, game.slug)),
    attributes: game.attributes,
    attributeLabels: { ru: attributeLabelsOf(game) },
    // The catalogue predates every user and offer; the order keeps the list stable by creation date.
    createdAt: ago(now, (800 - index) * DAY),
    lots: game.lots.map((lot, position) => ({
      name: translated(LOT_NAMES_RU, lot.name),
      nameEn: lot.name,
      position,
      attributes: {
        ...(lot.unit
          ? {
              pricingType: 'PER_UNIT' as const,
              minQuantity: lot.unit.min,
              unit: { ru: lot.unit.label, en: lot.unit.labelEn ?? lot.unit.label },
            }
          : { pricingType: 'PER_ITEM' as const, minQuantity: 1 }),
        deliveryKind: DELIVERY_KIND[lot.kind],
      },
    })),
  }));
}

/** A text's other language: every demo game and lot has one (a missing one is a mistake in the seed). */
function translated(texts: Readonly<Record<string, string>>, key: string): string {
  const text = texts[key];
  if (text === undefined) throw new Error(`catalog-translations.ts has no entry for "${key}"`);
  return text;
}
