import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * The one rule for text a client sends (ADR 0033): every string of a request schema (query, path,
 * body, STOMP SEND body) is made by `line()` or `text()`, never by a bare `z.string()`. Refused:
 * control characters (C0, DEL, C1: NUL among them, which PostgreSQL cannot store) and UTF-16
 * surrogates standing alone (no character at all; the database driver would turn them into
 * U+FFFD). A single line also refuses tab and line breaks; multi-line text keeps them.
 * `schemas/text.test.ts` walks every request schema and checks each string goes through here.
 */

/** Never allowed in text: control characters (C0, DEL, C1) but tab, LF and CR; lone surrogates. */
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/** Allowed in multi-line text only. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Text without control characters or lone surrogates (tab and line breaks allowed). */
export const isPlainText = (value: string): boolean => !NOT_TEXT.test(value);
/** Plain text on one line: no tab or line break either. */
export const isOneLine = (value: string): boolean => isPlainText(value) && !LINE_BREAK_OR_TAB.test(value);

type StringParams = Parameters<typeof z.string>[0];

/**
 * Multi-line text (descriptions, messages, reviews, reasons, pasted keys). The rule runs first,
 * so its message is the one a field reports; chain trim, min and max after it as usual.
 */
export function text(params?: StringParams) {
  return z.string(params).refine(isPlainText, MESSAGES.textControlCharacters);
}

/** Single-line text (names, titles, e-mails, ids, queries): `text()` without tab or line breaks. */
export function line(params?: StringParams) {
  return text(params).refine((value) => !LINE_BREAK_OR_TAB.test(value), MESSAGES.textOneLine);
}

/**
 * A record whose keys are text: a refused key reports the key rule's own message (zod's default
 * for a bad key is a generic "Invalid key in record").
 */
export function textRecord<V extends z.ZodType>(value: V) {
  return textRecordOf(line(), value);
}

/** `textRecord` with its own key schema (a `line()` with more checks). */
export function textRecordOf<K extends ReturnType<typeof line>, V extends z.ZodType>(key: K, value: V) {
  return z.record(key, value, {
    error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
  });
}
