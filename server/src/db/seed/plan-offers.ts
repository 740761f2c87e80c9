import { offerArt } from './art/offer-art.ts';
import { GAMES } from './catalog-data.ts';
import type { GameSeed, LotSeed } from './catalog-types.ts';
import { fillTitle, offerDescriptions, offerName, type OfferAttributes } from './offer-text.ts';
import type { PictureSet } from './pictures.ts';
import type { PlannedOffer, PlannedUser } from './plan-types.ts';
import { offerPrices } from '@gamelot/contract/rules';
import { enteredPriceKopecks, itemStock, unitStock } from './prices.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, ago, between, later } from './time.ts';

/** Games the demo account sells in, so logging in as it shows a shop with history. */
const DEMO_GAMES = ['wow', 'cs2', 'steam', 'genshin'];
/**
 * The first lot of each of the first ten games (the catalogue lists the busiest games first): the
 * market's popular lots, with dozens of offers each, so their pages run to several pages of results.
 */
const POPULAR_GAMES = 10;
/** Picture variants per lot: offers share them, so the seed encodes ~200 pictures, not one per offer. */
const VARIANTS_PER_LOT = 2;

function chooseAttributes(rng: Random, game: GameSeed, lot: LotSeed, title: string): OfferAttributes {
  // The lot's own attributes first (its titles use them), then every other list or number attribute
  // of the product, so each filter of the lot page has values to find.
  const keys = [...new Set([...(lot.attrs ?? []), ...Object.keys(game.attributes)])];
  const attrs: OfferAttributes = {};
  for (const key of keys) {
    const allowed = game.attributes[key];
    if (Array.isArray(allowed)) {
      // A "{prev:Rank} → {Rank}" title needs a rank that has one below it.
      const from = title.includes(`{prev:${key}}`) ? 1 : 0;
      attrs[key] = allowed[rng.int(from, allowed.length - 1)] as string;
    } else if (allowed === 'number') {
      const [min, max] = game.numbers?.[key] ?? [1, 100];
      attrs[key] = rng.int(min, max);
    }
  }
  return attrs;
}

/** Which users sell which games: a few power sellers with many games, most with one or two. */
function assignShops(
  rng: Random,
  users: PlannedUser[],
): Map<number, Array<{ seller: number; weight: number }>> {
  const sellers = [
    0,
    ...rng.sample(
      users.slice(1).map((_, i) => i + 1),
      Math.round((users.length - 1) * 0.65),
    ),
  ];
  const size = new Map(sellers.map((s) => [s, s === 0 ? 4 : rng.pick([1, 1, 1, 2, 2, 3, 5])]));
  const shops = new Map<number, Array<{ seller: number; weight: number }>>();
  GAMES.forEach((game, g) => {
    const picked = new Set<number>(DEMO_GAMES.includes(game.slug) ? [0] : []);
    const pool = sellers.filter((s) => s !== 0);
    const target = g < POPULAR_GAMES ? rng.int(14, 22) : rng.int(4, 7);
    while (picked.size < target)
      picked.add(
        rng.weighted(
          pool,
          pool.map((s) => size.get(s) ?? 1),
        ),
      );
    shops.set(
      g,
      [...picked].map((seller) => ({ seller, weight: size.get(seller) ?? 1 })),
    );
    for (const seller of picked) users[seller]!.games.push(g);
  });
  return shops;
}

function planOffer(
  rng: Random,
  now: Date,
  seller: PlannedUser,
  sellerIndex: number,
  g: number,
  l: number,
  pictureUrl: string,
): PlannedOffer {
  const game = GAMES[g]!;
  const lot = game.lots[l]!;
  const entry = rng.pick(lot.titles);
  const [rawTitle, priceRange] =
    typeof entry === 'string' ? [entry, lot.price] : [entry[0], [entry[1], entry[2]] as [number, number]];
  const attrs = chooseAttributes(rng, game, lot, rawTitle);
  const title = fillTitle(rawTitle, game, attrs) ?? game.name;

  const minQuantity = lot.unit ? lot.unit.min * rng.pick([1, 1, 1, 2, 5, 10]) : 1;
  if (lot.unit) attrs.minQuantity = minQuantity;
  const { name } = offerName(rng, game, title, attrs);
  const { short, long } = offerDescriptions({ rng, game, lot, title, attrs, lang: seller.lang, minQuantity });

  // The contract's rule turns what the seller typed (per item or per unit) into the offer's prices.
  const prices = offerPrices(
    lot.unit ? 'PER_UNIT' : 'PER_ITEM',
    enteredPriceKopecks(rng, priceRange, Boolean(lot.unit)),
    minQuantity,
  );
  const soldOut = rng.chance(0.04);
  const stock = lot.unit ? unitStock(rng, lot.unit.stock, minQuantity) : itemStock(rng, lot.kind);
  const createdAt = between(
    rng,
    later(ago(now, 180 * DAY), new Date(seller.createdAt.getTime() + DAY)),
    ago(now, 2 * HOUR),
  );
  return {
    seller: sellerIndex,
    product: g,
    lot: l,
    name,
    shortDescription: short,
    longDescription: long,
    ...prices,
    availability: soldOut ? 0 : stock,
    active: !soldOut,
    pictureUrl,
    attributes: attrs,
    createdAt,
    updatedAt: rng.chance(0.3) ? between(rng, createdAt, ago(now, HOUR)) : createdAt,
  };
}

/**
 * 40–80 offers in each popular lot, 8–16 in the other lots of the popular games, 4–10 elsewhere, by
 * sellers of that game, with shared pictures per lot.
 */
export function planOffers(
  rng: Random,
  now: Date,
  users: PlannedUser[],
  pictures: PictureSet,
): PlannedOffer[] {
  const shops = assignShops(rng, users);
  const offers: PlannedOffer[] = [];
  GAMES.forEach((game, g) => {
    const shop = shops.get(g)!;
    game.lots.forEach((lot, l) => {
      const count = g >= POPULAR_GAMES ? rng.int(4, 10) : l === 0 ? rng.int(40, 80) : rng.int(8, 16);
      const lotPictures: string[] = [];
      for (let k = 0; k < count; k++) {
        const variant = k % VARIANTS_PER_LOT;
        const pictureUrl = (lotPictures[variant] ??= pictures.add(
          'offers',
          `${game.slug}-${l}-${variant}`,
          offerArt(game.theme, game.motif, lot.kind, variant + l, `${game.slug}:${lot.name}`),
        ));
        const { seller } = rng.weighted(
          shop,
          shop.map((s) => s.weight),
        );
        offers.push(planOffer(rng, now, users[seller]!, seller, g, l, pictureUrl));
      }
    });
  });
  // Written oldest first, so ids grow with creation dates as they would in a live database.
  return offers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
