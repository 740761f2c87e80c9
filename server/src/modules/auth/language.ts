import type { Language } from '@gamelot/contract/schemas/settings';

/**
 * The request's language from its Accept-Language header (the web app sends its interface
 * language there): 'en' when English comes before Russian, 'ru' otherwise (the default).
 */
export function requestLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('ru')) return 'ru';
  }
  return 'ru';
}
