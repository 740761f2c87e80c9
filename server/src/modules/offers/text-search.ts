import type { OfferHighlight } from '@gamelot/contract/schemas/offers';
import type { Db } from '../../db/client.ts';
import { MARK_START, MARK_STOP, markedTexts, queryWords, type QueryWord } from './text-repository.ts';

export { textCondition, textRank } from './text-repository.ts';

/**
 * Text search in offers (ADR 0036). A search text becomes a tsquery over offers.search_vector:
 * its words, stemmed by the 'russian' configuration (Russian and English word forms), ANDed; the
 * last word also matches as a prefix while it is being typed; a word no offer has ever held is
 * replaced by its closest vocabulary words (offer_words, pg_trgm similarity). The SQL (condition,
 * rank, bounded relevance, vocabulary) lives in text-repository.ts; this module turns a text into
 * the tsquery and ts_headline's marks into highlight offsets.
 */

/**
 * What a search text asks for: `null` when it holds no searchable word (punctuation, stop words
 * only), so the text does not filter; `NOTHING` when a word matches no offer's vocabulary even
 * after correction, so nothing can be found; otherwise the tsquery text to cast with ::tsquery.
 */
export type TextQuery = string | typeof NOTHING | null;
export const NOTHING = Symbol('nothing');

export async function textQuery(db: Db, q: string | null | undefined): Promise<TextQuery> {
  const parsed = await textSearch(db, q);
  return parsed === null || parsed === NOTHING ? parsed : parsed.tsquery;
}

/**
 * A search text as its tsquery and, for the kept word counts (ADR 0040), its groups: the words
 * ANDed, each group the lexemes ORed (a word, or its corrections) and whether it is a prefix.
 */
export type TextWords = { tsquery: string; groups: TextGroup[] };
export type TextGroup = { lexemes: string[]; prefix: boolean };

export async function textSearch(
  db: Db,
  q: string | null | undefined,
): Promise<TextWords | typeof NOTHING | null> {
  const text = (q ?? '').trim();
  if (text === '') return null;
  // The last word is a prefix only while it is being typed: not after a space or punctuation.
  const typing = /[\p{L}\p{N}]$/u.test(q ?? '');
  const groups = textGroups(await queryWords(db, text, typing), typing);
  return groups === null || groups === NOTHING ? groups : { tsquery: tsqueryOf(groups), groups };
}

/** The tsquery text for the words of a search (exported for tests). */
export function buildTsquery(words: QueryWord[], typing: boolean): TextQuery {
  const groups = textGroups(words, typing);
  return groups === null || groups === NOTHING ? groups : tsqueryOf(groups);
}

/** The words of a search as ANDed groups of ORed lexemes; NOTHING when a word has no close word. */
export function textGroups(words: QueryWord[], typing: boolean): TextGroup[] | typeof NOTHING | null {
  const groups: TextGroup[] = [];
  const seen = new Set<string>();
  for (const w of words) {
    if (w.near !== null && w.near.length === 0) return NOTHING;
    const group = { lexemes: w.near ?? [w.lexeme], prefix: typing && w.last && w.near === null };
    const key = tsqueryOf([group]);
    if (!seen.has(key)) groups.push(group);
    seen.add(key);
  }
  return groups.length === 0 ? null : groups;
}

/** ANDed groups as tsquery text, each lexeme quoted. */
export function tsqueryOf(groups: TextGroup[]): string {
  return groups
    .map(({ lexemes, prefix }) => {
      const alternatives = lexemes.map((lexeme) => quoteLexeme(lexeme) + (prefix ? ':*' : ''));
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** A lexeme as a tsquery operand: quoted, its quotes doubled and backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The [start, end) ranges (UTF-16 offsets, as JavaScript indexes strings) of the marked words in
 * `marked`, a ts_headline output. None when the text without its markers is not `original`, so a
 * headline that changed the text never points at the wrong characters.
 */
export function markedRanges(marked: string, original: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let plain = '';
  let start = -1;
  for (const ch of marked) {
    if (ch === MARK_START) start = plain.length;
    else if (ch === MARK_STOP) {
      if (start >= 0 && plain.length > start) ranges.push([start, plain.length]);
      start = -1;
    } else plain += ch;
  }
  return plain === original ? ranges : [];
}

/** The highlight of a card from its marked name and short description. */
export function toHighlight(
  marked: { name: string; shortDescription: string },
  original: { name: string; shortDescription: string },
): OfferHighlight {
  return {
    name: markedRanges(marked.name, original.name),
    shortDescription: markedRanges(marked.shortDescription, original.shortDescription),
  };
}

/** The highlights of these cards (by offer id) for the query. */
export async function highlightsOf(
  db: Db,
  cards: Array<{ id: number; name: string; shortDescription: string }>,
  tsquery: string,
): Promise<Map<number, OfferHighlight>> {
  const marked = new Map(
    (
      await markedTexts(
        db,
        cards.map((c) => c.id),
        tsquery,
      )
    ).map((m) => [m.id, m]),
  );
  const result = new Map<number, OfferHighlight>();
  for (const card of cards) {
    const m = marked.get(card.id);
    result.set(card.id, m ? toHighlight(m, card) : { name: [], shortDescription: [] });
  }
  return result;
}
