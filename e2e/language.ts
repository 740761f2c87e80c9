import { expect, type Locator, type Page } from '@playwright/test';
import { ALLOWED_LATIN_WORDS } from '@gamelot/contract/language-check';

/**
 * One language at a time (docs/ARCHITECTURE.md "Texts as codes"): helpers that switch a page's
 * language and check that what a screen shows is in that language only. Reusable by any spec.
 */

export type Lang = 'ru' | 'en';

/** Names the interface may show in Latin letters in Russian: brands and product names. */
export const LATIN_NAMES_ALLOWED_IN_RU = ['Gamelot', 'E-mail', 'e-mail'];

/**
 * Latin words only a screen shows, beside the catalogues' allow-list (contract/src/language-check.ts):
 * the browsers a session list names, the card brands of the wallet, the password hash's name.
 */
const SCREEN_ONLY_LATIN = new Set([
  'chrome',
  'firefox',
  'safari',
  'edge',
  'opera',
  'visa',
  'mastercard',
  'argon',
  'https',
]);

/** Whether a Latin word may stand in a Russian screen. */
export function latinAllowedInRussian(word: string): boolean {
  return ALLOWED_LATIN_WORDS.has(word.toLowerCase()) || SCREEN_ONLY_LATIN.has(word.toLowerCase());
}

/** Switches the page's language as a reader would have chosen it before (the `lang` key), and reloads. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** What a screen may show in any script: a text users typed, or a pattern of them (test names). */
export type Allowed = string | RegExp;

const globally = (pattern: RegExp) =>
  pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);

/**
 * The words of `text` that belong to the other language: for Russian, Latin-letter words that are
 * not allowed names; for English, any Cyrillic word.
 */
export function otherLanguageWords(text: string, lang: Lang, allow: readonly Allowed[] = []): string[] {
  let rest = text;
  for (const pattern of allow) if (pattern instanceof RegExp) rest = rest.replace(globally(pattern), ' ');
  const names = allow.filter((a): a is string => typeof a === 'string');
  // Longest first, so a name that contains another is removed whole.
  for (const allowed of [...names, ...(lang === 'ru' ? LATIN_NAMES_ALLOWED_IN_RU : [])].sort(
    (a, b) => b.length - a.length,
  ))
    if (allowed) rest = rest.split(allowed).join(' ');
  const words = lang === 'ru' ? rest.match(/[A-Za-z][A-Za-z'’-]*/g) : rest.match(/[А-Яа-яЁё][А-Яа-яЁё-]*/g);
  return [...new Set(words ?? [])].filter((word) => lang !== 'ru' || !latinAllowedInRussian(word));
}

/**
 * Fails when `scope` (a page region or a dialog) shows words of the other language: its visible
 * text, and the labels a screen reader would read (aria-label, placeholder, title, alt).
 * `allow` lists what users typed (names, offer titles, reasons) and may be in any script.
 */
export async function expectOnlyLanguage(
  scope: Locator,
  lang: Lang,
  allow: readonly Allowed[] = [],
): Promise<void> {
  await expect(scope.first()).toBeVisible();
  const texts = await scope.first().evaluate((root) => {
    const labels = [...root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el === root)
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    return [(root as HTMLElement).innerText, ...labels].join('\n');
  });
  const found = otherLanguageWords(texts, lang, allow);
  expect(found, `words of the other language on a ${lang} screen:\n${texts}`).toEqual([]);
}
