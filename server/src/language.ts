import { INTERFACE_DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@gamelot/contract/rules';
import type { Language } from '@gamelot/contract/schemas/settings';

/**
 * The request's language from its Accept-Language header (the web app sends its interface
 * language there): the first of 'ru' and 'en' the header names, else `fallback` (the
 * DEFAULT_LANGUAGE setting, 'ru' unless set). docs/decisions/0064-texts-as-codes.md.
 */
export function requestLanguage(header: string | string[] | undefined, fallback: Language = 'ru'): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'ru' || tag.startsWith('ru-')) return 'ru';
  }
  return fallback;
}

/**
 * The language of a page the server writes for the web app (a landing page and its answers): the
 * interface's, which the app keeps in the `lang` cookie, else `fallback` (DEFAULT_LANGUAGE, the
 * interface's own default unless set otherwise). Not the
 * browser's Accept-Language: the app does not follow it, and would ask again for answers in
 * another language.
 */
export function documentLanguage(
  cookies: Record<string, string | undefined> | undefined,
  fallback: Language = INTERFACE_DEFAULT_LANGUAGE,
): Language {
  const chosen = cookies?.[LANGUAGE_COOKIE];
  return chosen === 'en' || chosen === 'ru' ? chosen : fallback;
}
