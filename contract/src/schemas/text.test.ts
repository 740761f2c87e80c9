import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isOneLine, isPlainText, line, text, textRecord } from './text.ts';

/** What a client sends: route bodies, queries and paths, and the JSON bodies of STOMP SEND frames. */
const REQUEST = /(Body|Query|Params)Schema$/;
const STOMP_SENDS = ['sendMessageSchema', 'messageReadSchema', 'allReadsSchema'];
/** Documents a multipart body for OpenAPI only: files are streamed, their names cleaned by the media module. */
const NOT_VALIDATED = ['uploadBodySchema'];
/** The error body every failure answers with: a response, named like a request body. */
const RESPONSES = ['errorBodySchema'];

const files = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);
const modules = await Promise.all(
  files.map(async (f) => [f, (await import(`./${f}`)) as Record<string, unknown>] as const),
);
const requestSchemas = modules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      ([name]) =>
        (REQUEST.test(name) || STOMP_SENDS.includes(name)) &&
        ![...NOT_VALIDATED, ...RESPONSES].includes(name),
    )
    .map(([name, schema]) => ({ name: `${file}:${name}`, schema: schema as z.ZodType })),
);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every string schema inside `schema`, with where it sits. */
function stringsIn(schema: z.ZodType, at: string, found: { at: string; schema: z.ZodType }[]) {
  const def = defOf(schema);
  const walk = (inner: unknown, path: string) => stringsIn(inner as z.ZodType, path, found);
  switch (def.type) {
    case 'string':
      found.push({ at, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${at}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      walk(def.innerType, at);
      break;
    case 'pipe':
      // What comes out of a checked string was checked; a preprocess hands raw input to `out`.
      walk(def.in, at);
      if (defOf(def.in).type === 'transform') walk(def.out, at);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, at);
      break;
    case 'intersection':
      walk(def.left, at);
      walk(def.right, at);
      break;
    case 'array':
      walk(def.element, `${at}[]`);
      break;
    case 'tuple':
      for (const [i, item] of (def.items as unknown[]).entries()) walk(item, `${at}[${i}]`);
      break;
    case 'record':
      walk(def.keyType, `${at}{key}`);
      walk(def.valueType, `${at}{value}`);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), at);
      break;
    default:
      // numbers, booleans, enums, literals, transforms: no free text
      break;
  }
  return found;
}

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the text rule', () => {
  it('refuses control characters and lone surrogates; one line refuses tab and line breaks', () => {
    for (const bad of [
      'a\0b',
      '\x01',
      'a\x08',
      '\x0B',
      '\x1F',
      '\x7F',
      '\x85',
      '\x9F',
      'a\uD800',
      '\uDC00b',
    ]) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
      expect(messagesOf(text(), bad)).toEqual([MESSAGES.textControlCharacters]);
      expect(messagesOf(line(), bad)[0]).toBe(MESSAGES.textControlCharacters);
    }
    for (const good of ['Привет, мир', 'emoji 🎮 ok', 'a\tb', 'one\ntwo', 'crlf\r\nend', '', ' ']) {
      expect(isPlainText(good), JSON.stringify(good)).toBe(true);
      expect(text().safeParse(good).success).toBe(true);
    }
    for (const broken of ['a\tb', 'one\ntwo', 'a\rb']) {
      expect(isOneLine(broken)).toBe(false);
      expect(messagesOf(line(), broken)).toEqual([MESSAGES.textOneLine]);
    }
    expect(line().safeParse('Лот №1 — 🎮').success).toBe(true);
  });

  it("runs before the field's own checks, so a trimmed or limited field reports it", () => {
    expect(messagesOf(line({ error: 'required' }).trim().min(1, 'required'), ' \0 ')[0]).toBe(
      MESSAGES.textControlCharacters,
    );
    const record = textRecord(line());
    expect(messagesOf(record, { 'key\0': 'v' })).toEqual([MESSAGES.textControlCharacters]);
    expect(messagesOf(record, { key: 'v\0' })).toEqual([MESSAGES.textControlCharacters]);
  });

  it('holds for every string of every request schema and STOMP SEND body', () => {
    const strings = requestSchemas.flatMap(({ name, schema }) => stringsIn(schema, name, []));
    // The walk reaches into objects, unions, pipes, arrays and records: it must find them all.
    expect(requestSchemas.length).toBeGreaterThan(40);
    expect(strings.length).toBeGreaterThan(40);
    const missing = strings
      .filter(({ schema }) => !messagesOf(schema, 'a\0b').includes(MESSAGES.textControlCharacters))
      .map(({ at }) => at);
    expect(missing).toEqual([]);
    const surrogates = strings
      .filter(({ schema }) => !messagesOf(schema, 'a\uD800').includes(MESSAGES.textControlCharacters))
      .map(({ at }) => at);
    expect(surrogates).toEqual([]);
  });
});
