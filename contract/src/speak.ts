import { MESSAGES, type ErrorCode } from './messages.ts';
import { MESSAGES_RU } from './messages.ru.ts';
import { fillMessage, type MessageParams } from './fill-message.ts';
import type { Language } from './schemas/settings.ts';

/*
 * The one way the server words a code (docs/decisions/0064-texts-as-codes.md): it keeps refusals
 * as a code and parameters and writes the text only when it answers, in the request's language.
 */

export type { ErrorCode } from './messages.ts';

export { fillMessage, type MessageParams } from './fill-message.ts';

/** A refusal as data: its code and the values its text needs. */
export interface Coded {
  code: ErrorCode;
  params?: MessageParams;
}

/** The error texts by language: the same keys and placeholders (contract/src/messages.test.ts). */
export const ERROR_TEXTS: Record<Language, Record<ErrorCode, string>> = { en: MESSAGES, ru: MESSAGES_RU };

/** The text of `code` in `lang`, its placeholders filled from `params`. */
export function text(lang: Language, code: ErrorCode, params: MessageParams = {}): string {
  return fillMessage(ERROR_TEXTS[lang][code], params);
}

/** Whether `value` is one of the error codes. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(MESSAGES_RU, value);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let exact: Map<string, ErrorCode> | undefined;
let templates: { code: ErrorCode; names: string[]; pattern: RegExp }[] | undefined;

/**
 * The code (and the filled values) of a text of either catalogue: the rules shared with the web
 * (zod schemas' `{ error: MESSAGES.x }`, checkOfferRules) speak the English texts, and the server
 * answers with their codes; the web finds the code of a text the server wrote. Undefined for any
 * other text.
 */
export function codeOfText(sentence: string): Coded | undefined {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const [code, template] of [MESSAGES, MESSAGES_RU].flatMap((catalogue) =>
      (Object.keys(MESSAGES_RU) as ErrorCode[]).map((key) => [key, catalogue[key]] as const),
    )) {
      if (!exact.has(template)) exact.set(template, code);
      const parts = template.split(/\{(\w+)\}/);
      if (parts.length === 1) continue;
      const names = parts.filter((_, index) => index % 2 === 1);
      const source = parts.map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part))).join('');
      templates.push({ code, names, pattern: new RegExp(`^${source}$`) });
    }
  }
  const code = exact.get(sentence);
  if (code) return { code };
  for (const template of templates) {
    const match = template.pattern.exec(sentence);
    if (match)
      return {
        code: template.code,
        params: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])),
      };
  }
  return undefined;
}
