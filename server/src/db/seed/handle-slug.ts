import { normalizeEmail } from '@gamelot/contract/rules';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}; // prettier-ignore

/**
 * A handle as an ASCII slug: lower-cased, Cyrillic transliterated, anything else dropped. Used for
 * e-mails (sign-in forms and the e-mail schema accept ASCII local parts only) and file names.
 */
export function handleSlug(handle: string): string {
  const latin = [...handle.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  return latin
    .replace(/[^a-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '');
}

export function demoEmail(handle: string): string {
  return normalizeEmail(`${handleSlug(handle)}@demo.gamelot.local`);
}
