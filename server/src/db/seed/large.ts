import { COMMISSION_RATE } from '@gamelot/contract/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { refreshAllSellerRatings } from '../../modules/reviews/index.ts';
import { GAMES } from './catalog-data.ts';
import { DEMO_PASSWORD } from './plan-users.ts';

/**
 * `npm run seed:large`: a catalogue-sized load for the search benchmark (docs/product.md#performance-targets), on top of the
 * demo catalogue. Everything is set-based SQL (generate_series into a temporary plan table, then one
 * INSERT … SELECT per table), so a million offers take well under a minute rather than hours of
 * single inserts. Deterministic: setseed() fixes every random() draw of the session.
 *
 * What it makes, from the demo offers of each lot as templates (names, texts, pictures, attributes):
 * - `sellers` users (e-mail large-seller-N@seed.gamelot.test, the demo password) with profiles;
 *   a few power sellers hold many offers (the seller is drawn with a squared bias).
 * - `offers` offers over every lot, skewed so some lots are busy (lot rank drawn from u³) and the
 *   long tail is thin; prices spread log-normally around the template's price, the final price by
 *   the contract's commission; the Server attribute drawn from the product's allowed values;
 *   about 85% active, 10% inactive (sold out), 5% deleted (ADR 0007).
 * - Reviews for about a quarter of the offers, and every offer's denormalised seller rating
 *   (ADR 0006) computed from those same reviews, so no million-row UPDATE is needed afterwards;
 *   `refreshAllSellerRatings` then runs as a check and has nothing to change.
 */

export const LARGE_SELLER_EMAIL = /^large-seller-\d+@seed\.gamelot\.test$/;
/** The contract's commission in hundredths of a percent, for integer arithmetic in SQL (a test checks it). */
const COMMISSION_BASIS_POINTS = Math.round(COMMISSION_RATE * 10_000);
const EMAIL_LIKE = 'large-seller-%@seed.gamelot.test';
/** Product name → numeric attribute → [min, max], from the demo catalogue's games. */
const NUMBER_RANGES = JSON.stringify(Object.fromEntries(GAMES.map((g) => [g.name, g.numbers ?? {}])));

export type LargeSeedOptions = { offers: number; sellers: number; seed?: number };
export type LargeSeedSummary = {
  offers: number;
  sellers: number;
  reviews: number;
  lots: number;
  busiestLot: { id: number; activeOffers: number };
  ms: number;
};

/** Thrown for a database or a state the large seed cannot work on; its message is for the user. */
export class LargeSeedError extends Error {}

const NAME_HEADS = ['Shadow', 'Gold', 'Iron', 'Frost', 'Pixel', 'Night', 'Rune', 'Storm', 'Loot', 'Void'];
const NAME_TAILS = ['Trader', 'Shop', 'Market', 'Vault', 'Forge', 'Store', 'Depot', 'Guild', 'Hub', 'Deals'];
const COMMENTS = [
  'Fast and honest, thank you!',
  'Всё пришло быстро, рекомендую.',
  'Took a while but everything is fine.',
  'Отличный продавец, буду брать ещё.',
  'Good price, delivered as described.',
  '',
];

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function countLargeSellers(db: Database['db']): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where email like ${EMAIL_LIKE}`,
  );
  return row?.n ?? 0;
}

/**
 * Adds the large data set to a database (PostgreSQL, or PGlite for the embedded benchmark at
 * tens of thousands of offers) that already holds the demo catalogue. Refuses an empty catalogue
 * and a database that already holds a large seed (reset it first).
 */
export async function seedLarge(database: Database, opts: LargeSeedOptions): Promise<LargeSeedSummary> {
  if (!Number.isInteger(opts.offers) || opts.offers < 1)
    throw new LargeSeedError('--offers must be a positive integer.');
  if (!Number.isInteger(opts.sellers) || opts.sellers < 2)
    throw new LargeSeedError('--sellers must be at least 2.');
  const started = performance.now();
  const { db } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7242002)`);
    if ((await countLargeSellers(tx)) > 0) {
      throw new LargeSeedError('The database already holds a large seed: run with --reset to rebuild it.');
    }
    await tx.execute(sql`select setseed(${((opts.seed ?? 42) % 1000) / 1000})`);

    // Sellers and their profiles.
    await tx.execute(sql`
      insert into users (name, email, password_hash, created_at)
      select (${sql.param(NAME_HEADS)}::text[])[1 + (g % ${NAME_HEADS.length})]
               || (${sql.param(NAME_TAILS)}::text[])[1 + ((g / ${NAME_HEADS.length}) % ${NAME_TAILS.length})] || g,
             'large-seller-' || g || '@seed.gamelot.test', ${passwordHash},
             now() - (400 + random() * 600) * interval '1 day'
      from generate_series(1, ${opts.sellers}) as g
      order by g`);
    await tx.execute(sql`
      create temp table large_sellers on commit drop as
      select row_number() over (order by id)::int as n, id from users where email like ${EMAIL_LIKE}`);
    await tx.execute(sql`
      insert into user_profiles (user_id, seller_rating) select id, 1 from large_sellers`);

    // Templates: the live demo offers of each lot. Lots ranked busiest first: lots whose offers
    // carry a Server come first, so the busy lots exercise the Server filter.
    await tx.execute(sql`
      create temp table large_templates on commit drop as
      select lot_id, row_number() over (partition by lot_id order by id)::int as k, name, short_description,
             long_description, picture_url, attributes, original_price_kopecks, availability,
             coalesce((attributes ->> 'minQuantity')::int, 1) as min_q
      from offers where deleted_at is null`);
    await tx.execute(sql`
      create temp table large_lots on commit drop as
      select (row_number() over (
                order by bool_or(t.attributes ? 'Server') and jsonb_typeof(p.attributes -> 'Server') = 'array' desc,
                         l.id) - 1)::int as rank,
             l.id as lot_id, count(*)::int as templates,
             case when jsonb_typeof(p.attributes -> 'Server') = 'array' then p.attributes -> 'Server' end as servers,
             p.attributes as product_attributes, ${NUMBER_RANGES}::jsonb -> p.name as number_ranges,
             -- The attributes the lot's offers carry: every key any of its templates has.
             (select coalesce(jsonb_agg(distinct ak.name), '[]'::jsonb)
              from large_templates t2, jsonb_object_keys(t2.attributes) as ak(name) where t2.lot_id = l.id) as attribute_keys
      from lots l join products p on p.id = l.product_id join large_templates t on t.lot_id = l.id
      group by l.id, p.attributes, p.name`);
    const [lotCount] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from large_lots`);
    const nLots = lotCount?.n ?? 0;
    if (nLots === 0)
      throw new LargeSeedError('The catalogue has no offers to model: run `npm run seed` first.');

    // The plan: every random draw of every offer (and its review), one row each. Offer ids are
    // given here, oldest first so ids grow with creation dates, so the reviews can name them.
    const [maxId] = await rows<{ id: number }>(tx, sql`select coalesce(max(id), 0)::int as id from offers`);
    await tx.execute(sql`
      create temp table large_plan on commit drop as
      select *, (${maxId?.id ?? 0} + row_number() over (order by created_at, g))::int as offer_id from (
      select x.*, ll.lot_id, ll.servers, ll.product_attributes, ll.number_ranges, ll.attribute_keys,
             s.id as seller_id, b.id as buyer_id,
             t.name, t.short_description, t.long_description, t.picture_url, t.attributes as template_attributes,
             t.original_price_kopecks as template_price, t.availability as template_availability, t.min_q,
             now() - interval '2 hours' - power(x.r_age, 2) * interval '365 days' as created_at,
             x.r_review < 0.25 as reviewed,
             (1 + floor(power(x.r_rating, 0.25 + (s.id % 4) * 0.2) * 10))::smallint as rating
      from (
        select g,
               floor(power(random(), 3) * ${nLots})::int as lot_rank,
               1 + floor(power(random(), 2) * ${opts.sellers})::int as seller_n,
               1 + floor(random() * ${opts.sellers})::int as buyer_draw,
               random() as r_tpl, random() as r_p1, random() as r_p2, random() as r_state, random() as r_server,
               random() as r_age, random() as r_review, random() as r_rating, random() as r_comment
        from generate_series(1, ${opts.offers}) as g
      ) as x
      join large_lots ll on ll.rank = x.lot_rank
      join large_templates t on t.lot_id = ll.lot_id and t.k = 1 + floor(x.r_tpl * ll.templates)::int
      join large_sellers s on s.n = x.seller_n
      join large_sellers b on b.n = case when x.buyer_draw = x.seller_n then x.buyer_draw % ${opts.sellers} + 1
                                         else x.buyer_draw end
      ) as planned`);
    // The ratings the reviews below will give, computed exactly as refreshSellerRating does.
    await tx.execute(sql`
      create temp table large_ratings on commit drop as
      select seller_id, round(avg(rating), 2)::float8 as avg_rating, count(*)::int as review_count
      from large_plan where reviewed group by seller_id`);

    await tx.execute(sql`
      insert into offers (id, user_id, lot_id, name, short_description, long_description, price_kopecks,
                          original_price_kopecks, unit_price_kopecks, availability, active, picture_url, attributes,
                          seller_rating, seller_review_count, deleted_at, created_at, updated_at)
      overriding system value
      select p.offer_id, p.seller_id, p.lot_id,
             -- A template named after its server is renamed after the server drawn for the copy.
             case when a.attributes ->> 'Server' is null or p.template_attributes ->> 'Server' is null then p.name
                  else replace(p.name, p.template_attributes ->> 'Server', a.attributes ->> 'Server') end,
             p.short_description, p.long_description,
             -- commissionKopecks (contract/src/rules.ts): half-up, at least one kopeck.
             q.base + greatest(1, (q.base * ${COMMISSION_BASIS_POINTS} + 5000) / 10000), q.base, q.base / p.min_q,
             case when p.r_state < 0.15 then 0 else greatest(p.template_availability, 1) end,
             p.r_state >= 0.15, p.picture_url,
             a.attributes,
             coalesce(r.avg_rating, 0), coalesce(r.review_count, 0),
             case when p.r_state < 0.05 then p.created_at + (now() - p.created_at) * p.r_p1 end,
             p.created_at, p.created_at
      from large_plan p
      left join large_ratings r on r.seller_id = p.seller_id
      cross join lateral (
        -- Every attribute of the lot: a list value skewed so a few are busy (u^1.5), a number within
        -- the game's range, anything else (minQuantity, free text) as the template has it. The draw
        -- per key is a hash of the offer and the key, so it is as deterministic as random().
        select coalesce(jsonb_object_agg(k.key, v.value) filter (where v.value is not null), '{}'::jsonb) as attributes
        from jsonb_array_elements_text(p.attribute_keys) as k(key)
        cross join lateral (
          select ((hashtextextended(p.g::text || ':' || k.key, 42) & 1048575) + 0.5) / 1048576.0 as u,
                 p.product_attributes -> k.key as allowed, p.number_ranges -> k.key as range
        ) as d
        cross join lateral (
          select case
            when k.key = 'Server' and p.servers is not null
              then p.servers -> floor(power(p.r_server, 1.5) * jsonb_array_length(p.servers))::int
            when jsonb_typeof(d.allowed) = 'array' and jsonb_array_length(d.allowed) > 0
              then d.allowed -> floor(power(d.u, 1.5) * jsonb_array_length(d.allowed))::int
            when d.allowed #>> '{}' = 'number' and d.range is not null
              then to_jsonb(round((d.range ->> 0)::numeric
                                  + d.u * ((d.range ->> 1)::numeric - (d.range ->> 0)::numeric))::int)
            else p.template_attributes -> k.key end as value
        ) as v
      ) as a
      cross join lateral (
        -- Log-normal spread (σ 0.45) around the template's price; PER_UNIT offers keep base = unit × minimum.
        select exp(0.45 * sqrt(-2 * ln(1 - p.r_p1)) * cos(2 * pi() * p.r_p2)) as factor
      ) as f
      cross join lateral (
        select case when p.min_q > 1 or p.template_price < 10000
                    then greatest(1, round(p.template_price / p.min_q * f.factor))::bigint * p.min_q
                    else greatest(100, round(p.template_price * f.factor / 100) * 100)::bigint end as base
      ) as q
      order by p.offer_id`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('offers', 'id'), (select max(id) from offers))`,
    );

    await tx.execute(sql`
      insert into reviews (buyer_id, seller_id, offer_id, offer_name, rating, comment, created_at)
      select buyer_id, seller_id, offer_id, name, rating,
             (${sql.param(COMMENTS)}::text[])[1 + floor(r_comment * ${COMMENTS.length})::int],
             created_at + (now() - created_at) * r_comment
      from large_plan where reviewed order by offer_id`);
    // A check, not a repair: the ratings above were computed from these reviews, so nothing changes.
    await refreshAllSellerRatings(tx);

    const [counts] = await rows<{ reviews: number }>(
      tx,
      sql`select count(*)::int as reviews from large_plan where reviewed`,
    );
    const [busiest] = await rows<{ id: number; n: number }>(
      tx,
      sql`select lot_id as id, count(*)::int as n from large_plan where r_state >= 0.15
          group by lot_id order by n desc, lot_id limit 1`,
    );
    return {
      offers: opts.offers,
      sellers: opts.sellers,
      reviews: counts?.reviews ?? 0,
      lots: nLots,
      busiestLot: { id: busiest?.id ?? 0, activeOffers: busiest?.n ?? 0 },
    };
  });

  // Fresh statistics and visibility map, so the planner and index-only scans see the new rows.
  for (const table of ['offers', 'offer_counts', 'offer_price_counts', 'reviews', 'users', 'user_profiles']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { ...summary, ms: Math.round(performance.now() - started) };
}
