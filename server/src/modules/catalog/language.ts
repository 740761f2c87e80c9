import type { Language } from '@gamelot/contract/schemas/settings';

/**
 * The catalogue's texts in the request's language (docs/decisions/0066-catalogue-in-two-languages.md):
 * a lot's name and a game's description are stored in Russian (`name`, `description`) and English
 * (`nameEn`, `descriptionEn`); a game's title is one proper noun. Every answer that shows them picks
 * one here, so no answer mixes the two.
 */
export function inLanguage(lang: Language, ru: string, en: string): string {
  return lang === 'en' ? en : ru;
}

/** A lot's `{ id, name }` in `lang`, from a row carrying both names. */
export function lotRef(
  lang: Language,
  lot: { id: number; name: string; nameEn: string },
): { id: number; name: string } {
  return { id: lot.id, name: inLanguage(lang, lot.name, lot.nameEn) };
}
