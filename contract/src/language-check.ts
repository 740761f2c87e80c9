/**
 * One language at a time (docs/product.md#texts): a Russian text is Russian but for the names
 * below, an English text has no Cyrillic. The web catalogues' test, the server's catalogue tests
 * and the end-to-end scan of the pages all check texts with these two functions, so the list of
 * Latin words a Russian text may hold is written once, here.
 */

/**
 * Latin words allowed in a Russian text, lower case: brands, services, games and technical names
 * that a Russian reader sees in Latin letters too.
 */
export const ALLOWED_LATIN_WORDS: ReadonlySet<string> = new Set([
  // The product and the services it names.
  'gamelot',
  'steam',
  'discord',
  'telegram',
  'google',
  'authenticator',
  'vk',
  'youtube',
  'twitch',
  'twitter',
  'x',
  'smtp',
  // Technical names.
  'e',
  'mail',
  'id',
  'url',
  'http',
  'https',
  '2fa',
  'totp',
  'pin',
  'qr',
  'png',
  'jpeg',
  'jpg',
  'webp',
  'gif',
  'avif',
  'pdf',
  'csv',
  'txt',
  'faq',
  'api',
  'nul',
  'ip',
  'jwt',
  'argon2',
  'localstorage',
  'ru',
  'en',
  'shift',
  'ctrl',
  'cookie',
  'cookies',
  '1password',
]);

/** The parts of a text that are not words of its language: parameters, plural and select syntax, addresses. */
const NOT_WORDS: RegExp[] = [
  /\{\{[^{}]*\}\}/g, // i18next parameters: {{name}}
  /\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal|number|date|time)\s*,?/g, // ICU heads: {count, plural,
  /(?:^|\s)(?:zero|one|two|few|many|other|=\d+)\s*(?=\{)/g, // ICU branches: one {...}
  /\{\s*[\w.]+\s*\}/g, // ICU parameters: {name}
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g, // links
  /\b[\w-]+\.(?:txt|csv|png|jpe?g|webp|gif|pdf)\b/g, // file names
];

function words(text: string): string[] {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  return rest.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
}

/** The Latin words of a Russian text that are not on the allow-list, in order, as written. */
export function latinWordsOutsideAllowList(text: string): string[] {
  return words(text).filter((word) => !ALLOWED_LATIN_WORDS.has(word.toLowerCase()));
}

/** Whether a text has a Cyrillic letter (an English text must have none). */
export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04FF]/.test(text);
}
