import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client.ts';

/** A lot as the mix draws it: by popularity, with what its searches may filter on. */
export type MixLot = {
  id: number;
  productId: number;
  /** Active offers: the lot's weight in every draw "by popularity". */
  activeOffers: number;
  /** Unit prices of its active offers, kopecks (base, before the commission). */
  minUnitKopecks: number;
  maxUnitKopecks: number;
  /** List attributes of the lot's product and their values (Server, Faction, Rank, ...). */
  lists: Record<string, string[]>;
  /** Numeric attributes of the product with the range the sampled offers span. */
  numbers: Record<string, { min: number; max: number }>;
  /** Sampled active offers of the lot: ids and their sellers. */
  offers: { id: number; sellerId: number }[];
  /** Words of the sampled offers' names and short descriptions (repeats kept: frequent words weigh more). */
  words: string[];
};

export type MixData = {
  lots: MixLot[];
  /** The lot with the most active offers. */
  busiest: MixLot;
  /** Every word of the sampled offers, for the top bar's search. */
  words: string[];
  users: number;
  activeOffers: number;
};

/** About how many active offers to sample (ids, sellers, words, numeric ranges). */
const SAMPLE_OFFERS = 30_000;
/** At most this many words kept per lot. */
const WORDS_PER_LOT = 400;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Words of a text worth searching for: letters or digits, four characters or more, lower case. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4 && !/^\d+$/.test(w));
}

/**
 * What the mix draws from, read once before the load: every lot with its active offers' count and
 * price range, its product's attributes, and a uniform sample of active offers (ids, sellers,
 * words, numeric attribute values).
 */
export async function readMixData(db: Db): Promise<MixData> {
  const lotRows = await rows<{
    id: number;
    product_id: number;
    product_attributes: Record<string, string[] | string> | null;
    n: number;
    lo: string | null;
    hi: string | null;
  }>(
    db,
    sql`select l.id, l.product_id, p.attributes as product_attributes, coalesce(c.n, 0)::int as n, c.lo, c.hi
        from lots l join products p on p.id = l.product_id
        left join (select lot_id, count(*) as n, min(unit_price_kopecks) as lo, max(unit_price_kopecks) as hi
                   from offers where active and deleted_at is null group by lot_id) c on c.lot_id = l.id
        order by l.id`,
  );
  const activeOffers = lotRows.reduce((n, l) => n + l.n, 0);
  if (activeOffers === 0)
    throw new Error('The database holds no active offer: run npm run seed:large first.');
  const percent = Math.min(100, Math.max(0.01, (SAMPLE_OFFERS / activeOffers) * 100));
  const sample = await rows<{
    id: number;
    lot_id: number;
    user_id: number;
    name: string;
    short_description: string | null;
    attributes: Record<string, unknown> | null;
  }>(
    db,
    sql`select id, lot_id, user_id, name, short_description, attributes
        from offers tablesample system (${sql.raw(percent.toFixed(4))})
        where active and deleted_at is null`,
  );
  const [users] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);

  const lots = new Map<number, MixLot>();
  for (const l of lotRows) {
    const lists: Record<string, string[]> = {};
    const numbers: Record<string, { min: number; max: number }> = {};
    for (const [name, kind] of Object.entries(l.product_attributes ?? {})) {
      if (Array.isArray(kind)) lists[name] = kind;
      else if (kind === 'number') numbers[name] = { min: Infinity, max: -Infinity };
    }
    lots.set(l.id, {
      id: l.id,
      productId: l.product_id,
      activeOffers: l.n,
      minUnitKopecks: Number(l.lo ?? 0),
      maxUnitKopecks: Number(l.hi ?? 0),
      lists,
      numbers,
      offers: [],
      words: [],
    });
  }
  const words: string[] = [];
  for (const o of sample) {
    const lot = lots.get(o.lot_id);
    if (!lot) continue;
    lot.offers.push({ id: o.id, sellerId: o.user_id });
    for (const [name, range] of Object.entries(lot.numbers)) {
      const value = Number(o.attributes?.[name]);
      if (!Number.isFinite(value)) continue;
      range.min = Math.min(range.min, value);
      range.max = Math.max(range.max, value);
    }
    const found = wordsOf(`${o.name} ${o.short_description ?? ''}`);
    if (lot.words.length < WORDS_PER_LOT) lot.words.push(...found);
    words.push(...found);
  }
  for (const lot of lots.values()) {
    for (const [name, range] of Object.entries(lot.numbers)) {
      if (!Number.isFinite(range.min)) lot.numbers[name] = { min: 0, max: 1000 };
    }
  }
  // Only lots with something to show are drawn; a lot the sample missed still gets its pages.
  const live = [...lots.values()].filter((l) => l.activeOffers > 0);
  const busiest = live.reduce((a, b) => (b.activeOffers > a.activeOffers ? b : a));
  console.log(
    `Mix data: ${activeOffers} active offers over ${live.length} lots (busiest ${busiest.id}: ${busiest.activeOffers}), ` +
      `${users?.n ?? 0} users; sampled ${sample.length} offers, ${words.length} words.`,
  );
  return { lots: live, busiest, words, users: users?.n ?? 0, activeOffers };
}
