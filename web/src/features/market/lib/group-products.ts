import type { Product } from '@gamelot/contract/schemas/catalog';

/** Games whose first character is not a Latin or Cyrillic letter (digits, symbols) go under '#'. */
export const OTHER_LETTER = '#';

export type LetterGroup<P> = { letter: string; products: P[] };

const LATIN = /^[A-Z]$/;
const CYRILLIC = /^\p{Script=Cyrillic}$/u;
const names = new Intl.Collator(['en', 'ru'], { sensitivity: 'base', numeric: true });
const cyrillicLetters = new Intl.Collator('ru', { sensitivity: 'variant' });

/** The index letter of a name: A–Z (accents dropped), a Cyrillic capital (Ё kept), else '#'. */
export function letterOf(name: string): string {
  const first = [...name.trim()][0];
  if (!first) return OTHER_LETTER;
  const upper = first.toLocaleUpperCase('ru');
  if (LATIN.test(upper) || CYRILLIC.test(upper)) return upper;
  const base = upper.normalize('NFD')[0] ?? '';
  return LATIN.test(base) ? base : OTHER_LETTER;
}

function scriptRank(letter: string): number {
  if (letter === OTHER_LETTER) return 0;
  return LATIN.test(letter) ? 1 : 2;
}

/** '#' first, then A–Z, then А–Я in Russian alphabetical order. */
export function compareLetters(a: string, b: string): number {
  return (
    scriptRank(a) - scriptRank(b) ||
    (scriptRank(a) === 2 ? cyrillicLetters.compare(a, b) : a < b ? -1 : a > b ? 1 : 0)
  );
}

/** Groups games by index letter; groups and the games in each are in alphabetical order. */
export function groupByLetter<P extends { id: number; name: string }>(
  products: readonly P[],
): LetterGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const product of products) {
    const letter = letterOf(product.name);
    groups.set(letter, [...(groups.get(letter) ?? []), product]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareLetters(a, b))
    .map(([letter, list]) => ({
      letter,
      products: list.sort((a, b) => names.compare(a.name.trim(), b.name.trim()) || a.id - b.id),
    }));
}

/**
 * The market's `?q=` (the site search of the home page's structured data): games whose name or one
 * of whose lot names contains the text, case-insensitively. An empty text keeps every game.
 */
export function filterProducts(products: readonly Product[], query: string): Product[] {
  const term = query.trim().toLocaleLowerCase();
  if (!term) return [...products];
  const hit = (name: string) => name.toLocaleLowerCase().includes(term);
  return products.filter((product) => hit(product.name) || product.lots.some((lot) => hit(lot.name)));
}

/** An id for the letter's section that is safe in a URL fragment. */
export function letterSectionId(letter: string): string {
  return `market-letter-${letter === OTHER_LETTER ? 'other' : letter}`;
}
