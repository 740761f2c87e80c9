import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, offerWords } from '../../db/schema/index.ts';
import { countActive } from './repository.ts';

/**
 * SQL of the text search in offers (ADR 0036), next to repository.ts (which keeps the lot search
 * and calls these): the match condition and rank, the words of a search text with their
 * corrections, the top bar's matches across lots and the highlights of a page's cards.
 */

/** Relevance ranks this many matches, the first in the lot's default order; the rest follow. */
export const RELEVANCE_POOL = 200;
/** The top bar ranks this many matches across lots, the newest first (FIND_POOL in the ADR). */
export const FIND_POOL = 200;
/** At most this many words of a text count (a search box line holds a handful). */
export const TEXT_WORDS_MAX = 8;
/** A corrected word keeps the vocabulary words at least this similar (pg_trgm, 0..1). */
export const TYPO_SIMILARITY = 0.4;
/** A mistyped word is replaced by at most this many vocabulary words (ORed). */
export const TYPO_ALTERNATIVES = 3;
/** Words shorter than this (in characters) are taken as they are, never corrected. */
export const TYPO_MIN_LENGTH = 4;

/** The offers whose texts match the query (the GIN offers_text_idx answers it). */
export function textCondition(tsquery: string): SQL {
  return sql`${offers.searchVector} @@ ${tsquery}::tsquery`;
}

/**
 * How well a document matches: ts_rank_cd (cover density) with the default weights, so a match in
 * the name counts most and one in the long description least. `doc` is the search_vector of the
 * row being ranked (a subquery's column when ranking a bounded candidate set).
 */
export function textRank(doc: SQL, tsquery: string): SQL<number> {
  return sql<number>`ts_rank_cd(${doc}, ${tsquery}::tsquery)`;
}

/**
 * A word of a search text: its lexeme ('russian' configuration), whether it is the text's last
 * token, and `near`: null when the word is taken as it is (known to the vocabulary, as a prefix
 * too when it is the last one being typed, or too short or without a letter to correct), else
 * the closest vocabulary words, best first (empty: none is close enough).
 */
export type QueryWord = { lexeme: string; last: boolean; near: string[] | null };

/** The words of `text` with their corrections, in order: one statement (ts_debug, offer_words). */
export async function queryWords(db: Db, text: string, typing: boolean): Promise<QueryWord[]> {
  const result = await db.execute(sql`
    with tokens as (
      select d.ord, d.lexemes
      from ts_debug('russian'::regconfig, ${text})
        with ordinality as d(alias, description, token, dictionaries, dictionary, lexemes, ord)
    ), words as (
      select ord, lexemes[1] as lexeme, ord = (select max(ord) from tokens) as last
      from tokens where cardinality(lexemes) > 0
      order by ord limit ${TEXT_WORDS_MAX}
    )
    select w.lexeme, w.last, case
      when char_length(w.lexeme) < ${TYPO_MIN_LENGTH} or w.lexeme !~ '[[:alpha:]]' then null
      when exists (select 1 from ${offerWords} v where v.word = w.lexeme) then null
      when ${typing} and w.last and exists (select 1 from ${offerWords} v
        where v.word like replace(replace(replace(w.lexeme, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        then null
      else coalesce((
        select array_agg(s.word order by s.sim desc, s.word) from (
          select v.word, similarity(v.word, w.lexeme) as sim from ${offerWords} v
          where v.word % w.lexeme order by sim desc, v.word limit ${TYPO_ALTERNATIVES}
        ) s where s.sim >= ${TYPO_SIMILARITY}), '{}')
      end as near
    from words w order by w.ord`);
  return (result as unknown as { rows: QueryWord[] }).rows;
}

/**
 * What the kept word counts (offer_lot_words, ADR 0040) say about a text in one lot, read before
 * any offer: `gin` is how many offers of the lot can match at most (the rarest word's count: a
 * GIN fetch reads about that many rows), `share` the share of any walked offer expected to match
 * (at most that count over the lot's offers: words of one offer go together, so it is an upper
 * bound), `base` the offers the other filters keep (the walk's whole length).
 */
export type TextGuide = { gin: number; share: number; base: number };

/** Where a row stands in its order (search-repository.ts SortKey): the next page seeks from it. */
export type TextRowKey = { id: number; rating: number; created: string; price: number };

/**
 * The matches [start, start + count) of a text among the offers meeting `conditions`, in `order`,
 * bounded whatever the word (ADR 0036, 0040). With a `guide` (the lot search), the counts choose:
 * the GIN when its rows are fewer than the walk would read (about rows needed / share), else a
 * walk of the order's index in chunks, the match checked on each row, which gives up for the GIN
 * as soon as the matches it finds say walking on would read more than the GIN. Without one (the
 * top bar, across lots), the walk samples WALK_SAMPLE_ROWS rows before it may choose the GIN and
 * compares with `total()` times the sampled share. `complete` tells that `matches` is their exact
 * number; otherwise `matches` of the `walked` rows matched.
 */
export async function textPageIds(
  db: Db,
  conditions: SQL[],
  order: SQL[],
  tsquery: string,
  start: number,
  count: number,
  total: () => Promise<number>,
  guide?: TextGuide,
): Promise<TextPage> {
  const needed = start + count;
  const matched: TextRowKey[] = [];
  let walked = 0;
  const walkCost = guide ? Math.min(guide.base, needed / Math.max(guide.share, 1e-9)) : Infinity;
  const ginFirst = guide !== undefined && guide.gin < walkCost;
  let chunk = guide
    ? Math.min(WALK_MAX, Math.max(Math.ceil(walkCost * 1.25), WALK_MIN))
    : Math.max(Math.ceil(needed * 1.25), WALK_MIN);
  while (!ginFirst) {
    const rows = await db
      .select({ ...KEY, m: sql<boolean>`${textCondition(tsquery)}` })
      .from(offers)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(chunk)
      .offset(walked);
    walked += rows.length;
    for (const r of rows) if (r.m) matched.push(keyOf(r));
    const complete = rows.length < chunk;
    if (complete || matched.length >= needed) {
      const page = matched.slice(start, count + start);
      return {
        ids: page.map((r) => r.id),
        last: page.at(-1) ?? null,
        matches: matched.length,
        walked,
        complete,
      };
    }
    // Too few matches to tell a share from: sample more of the order first (no counts to go by).
    if (!guide && matched.length < WALK_SAMPLE_MATCHES && walked < WALK_SAMPLE_ROWS) {
      chunk = WALK_SAMPLE_ROWS - walked;
      continue;
    }
    const share = Math.max(matched.length, 0.5) / walked;
    const walkOn = (needed - matched.length) / share;
    const gin = guide ? guide.gin : (await total()) * share;
    if (walkOn > gin || walked + walkOn > WALK_MAX) break;
    chunk = Math.ceil(walkOn * 1.25);
  }
  // A rare word: only a bitmap scan of the GIN (not the order's index, not the table) may answer.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return tx
      .select({ ...KEY, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(offers)
      .where(and(...conditions, textCondition(tsquery)))
      .orderBy(...order)
      .limit(count)
      .offset(start);
  });
  const matches = rows[0]?.n ?? (await countMatches(db, [...conditions, textCondition(tsquery)]));
  const page = rows.map(keyOf);
  return { ids: page.map((r) => r.id), last: page.at(-1) ?? null, matches, walked: matches, complete: true };
}

export type TextPage = {
  ids: number[];
  /** The sort key of the page's last row (null for an empty page). */
  last: TextRowKey | null;
  matches: number;
  walked: number;
  complete: boolean;
};

/** The columns of a row's place in every order (and its id). */
const KEY = {
  id: offers.id,
  rating: offers.sellerRating,
  created: sql<string>`${offers.createdAt}::text`,
  price: offers.buyerUnitKopecks,
};

function keyOf(r: { id: number; rating: number; created: string; price: number | string }): TextRowKey {
  return { id: r.id, rating: Number(r.rating), created: r.created, price: Number(r.price) };
}

/** A walk reads at least this many rows, and at most WALK_MAX rows in all. */
export const WALK_MIN = 40;
/** Without counts (the top bar), a walk samples this many rows before choosing the GIN, unless it found this many matches. */
export const WALK_SAMPLE_ROWS = 1000;
export const WALK_SAMPLE_MATCHES = 5;
export const WALK_MAX = 20_000;

async function countMatches(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(offers)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * A page in relevance order, bounded whatever the text: the first RELEVANCE_POOL matches in
 * `order` (textPageIds) are ranked by textRank; the matches past them follow in `order`.
 */
export async function relevanceIds(
  db: Db,
  conditions: SQL[],
  order: SQL[],
  tsquery: string,
  start: number,
  count: number,
  total: () => Promise<number>,
  guide?: TextGuide,
): Promise<TextPage> {
  const pool = await textPageIds(db, conditions, order, tsquery, 0, RELEVANCE_POOL, total, guide);
  const ranked = start < pool.ids.length ? await rankedByText(db, pool.ids, tsquery) : [];
  const ids = ranked.slice(start, start + count);
  const from = Math.max(start, RELEVANCE_POOL);
  if (pool.ids.length < RELEVANCE_POOL || start + count <= from) return { ...pool, ids, last: null };
  const rest = await textPageIds(db, conditions, order, tsquery, from, start + count - from, total, guide);
  return { ...rest, ids: [...ids, ...rest.ids], last: null };
}

/** These offers' ids, best match of the query first (textRank, then the newest id). */
async function rankedByText(db: Db, ids: number[], tsquery: string): Promise<number[]> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(sql`${offers.id} = any(${intArray(ids)})`)
    .orderBy(desc(textRank(sql`${offers.searchVector}`, tsquery)), desc(offers.id));
  return rows.map((r) => r.id);
}

/** An int[] parameter. */
function intArray(ids: number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * The top bar's matches across every lot, best first: the FIND_POOL newest matching active offers
 * (textPageIds over the primary key walked backwards, so a word held by a third of the offers
 * reads a few hundred rows and a rare one comes from the GIN) ranked by textRank.
 */
export async function findTextIds(db: Db, tsquery: string, limit: number): Promise<number[]> {
  const pool = await textPageIds(db, [sql`${offers.active}`], [desc(offers.id)], tsquery, 0, FIND_POOL, () =>
    countActive(db),
  );
  if (pool.ids.length === 0) return [];
  return (await rankedByText(db, pool.ids, tsquery)).slice(0, limit);
}

/** Start and stop markers as ts_headline options: control characters no offer text holds. */
export const MARK_START = '\u0001';
export const MARK_STOP = '\u0002';
const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;

export type MarkedTexts = { id: number; name: string; shortDescription: string };

/**
 * The names and short descriptions of these offers with every word matching the query between
 * MARK_START and MARK_STOP (ts_headline over the two short fields only: never the long one).
 */
export async function markedTexts(db: Db, ids: number[], tsquery: string): Promise<MarkedTexts[]> {
  if (ids.length === 0) return [];
  const q = sql`${tsquery}::tsquery`;
  return db
    .select({
      id: offers.id,
      name: sql<string>`ts_headline('russian'::regconfig, ${offers.name}, ${q}, ${headlineOptions})`,
      shortDescription: sql<string>`ts_headline('russian'::regconfig, ${offers.shortDescription}, ${q}, ${headlineOptions})`,
    })
    .from(offers)
    .where(sql`${offers.id} = any(${intArray(ids)})`);
}
