import { crc32 } from 'node:zlib';
import { BOUNDARY, multipart } from './hostile-routes.ts';

/**
 * The hostile suites' catalogue of bad input, each by name so a recipe that uses one prints short
 * and replays: values for fields and bodies, keys, path ids, raw bodies, content types,
 * Authorization headers and multipart uploads. Large ones are built once.
 */

/** A JSON fragment written as is into a body (numbers JSON.stringify cannot write, bad nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}
/** Builds a large value once: the suites send it many times. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};
const own = (key: string, value: unknown) =>
  Object.defineProperty({}, key, { value, enumerable: true, configurable: true, writable: true });

/** Hostile values by name: what a field, a query value or a whole body is replaced with. */
export const VALUES: Record<string, () => unknown> = {
  negative: () => -1,
  zero: () => 0,
  int32Overflow: () => 2_147_483_648,
  unsafeInteger: () => new RawJson('9007199254740993'),
  huge: () => 1e308,
  hugeNegative: () => -1e308,
  fraction: () => 1.5,
  denormal: () => 5e-324,
  overflowLiteral: () => new RawJson('1e400'),
  longDigits: () => new RawJson('9'.repeat(400)),
  emptyString: () => '',
  blank: () => ' \t ',
  long10k: () => 'a'.repeat(10_000),
  long100k: once(() => 'é'.repeat(100_000)),
  nul: () => 'a\u0000b',
  controls: () => '\u0001\u0007\u001b[2J\u007f\u0085',
  loneSurrogate: () => '\ud800x',
  bidi: () => '\u202egnp.exe',
  emoji: () => '🎮'.repeat(300),
  sql: () => "' OR '1'='1' --",
  traversal: () => '../../../etc/passwd',
  html: () => '<img src=x onerror=alert(1)>',
  replacement: () => "$& $` $' $1 $$",
  crlf: () => 'a\r\nSet-Cookie: x=1',
  numericString: () => '12',
  negativeString: () => '-1',
  hugeDigits: () => '99999999999999999999',
  arabicDigits: () => '١٢٣',
  nanString: () => 'NaN',
  infinityString: () => 'Infinity',
  hexString: () => '0x1F',
  exponentString: () => '1e3',
  true: () => true,
  false: () => false,
  null: () => null,
  emptyArray: () => [],
  arrayOfOne: () => [1],
  arrayOfText: () => ['a', 'b'],
  bigArray: once(() => Array.from({ length: 20_000 }, (_, i) => i)),
  nestedArrays: () => new RawJson(`${'['.repeat(3000)}${']'.repeat(3000)}`),
  emptyObject: () => ({}),
  operatorObject: () => ({ $gt: '', $ne: null }),
  protoObject: () => own('__proto__', { isAdmin: true, roles: ['ADMIN'] }),
  constructorObject: () => ({ constructor: { prototype: { polluted: true } } }),
};
export const VALUE_NAMES = Object.keys(VALUES);

/** Keys added to a body or query that a careless merge would trust or be polluted by. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'roles',
  'id',
  'userId',
  'suspended',
  'k'.repeat(2000),
];

/** Path parameter values, already URL-encoded as a client would send them. */
export const PATH_VALUES = [
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%D9%A1%D9%A2%D9%A3',
  '1e3',
  '0x10',
  '1.5',
  '%00',
  '%E2%80%AE1',
  '%20',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  'null',
  '%F0%9F%8E%AE',
  '%',
  '%C0%AF',
  '%FF',
];

/** Whole bodies sent as these bytes with the route's content type. */
export const RAW_BODIES: Record<string, () => string | Buffer> = {
  truncated: () => '{"a":',
  trailingComma: () => '{"a":1,}',
  notJson: () => 'nul',
  twoDocuments: () => '{"a":1}{"b":2}',
  empty: () => '',
  nulByte: () => '\u0000',
  invalidUtf8: () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  deepObjects: once(() => `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
  deepArrays: once(() => `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  protoTop: () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
  duplicateKeys: () => '{"id":1,"id":"x","id":null}',
  tooLarge: once(() => `{"x":"${'a'.repeat(1_100_000)}"}`),
};

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'application/json; charset=utf-16',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
];

/** Authorization headers a stranger can send: broken, forged and oversized bearer tokens. */
const header = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
export const AUTHORIZATIONS: Record<string, () => string> = {
  emptyBearer: () => 'Bearer ',
  garbage: () => 'Bearer a.b.c',
  algNone: () =>
    `Bearer ${header({ alg: 'none', typ: 'JWT' })}.${header({ sub: '1', kind: 'user', ver: 0 })}.`,
  forgedSignature: () =>
    `Bearer ${header({ alg: 'HS256', typ: 'JWT' })}.${header({ sub: '1', roles: ['ADMIN'] })}.${'A'.repeat(43)}`,
  huge: once(() => `Bearer ${'a'.repeat(16_000)}`),
  basic: () => 'Basic YWRtaW46YWRtaW4=',
  nullToken: () => 'Bearer null',
  twoTokens: () => 'Bearer a Bearer b',
};

/** Broken multipart bodies, for the upload route. */
export const MULTIPART: Record<string, () => Buffer> = {
  traversalName: () => multipart('files', '../../../etc/passwd', 'image/png', Buffer.from('x')),
  nulName: () => multipart('files', 'a\u0000.png', 'image/png', Buffer.from('x')),
  wrongField: () => multipart('other', 'a.png', 'image/png', Buffer.from('x')),
  badType: () => multipart('files', 'a.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
  unterminated: () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"`),
  sixFiles: () =>
    Buffer.concat(
      Array.from({ length: 6 }, () => multipart('files', 'a.png', 'image/png', Buffer.from('x'))),
    ),
  emptyFile: () => multipart('files', 'a.png', 'image/png', Buffer.alloc(0)),
  pngSignatureOnly: () =>
    multipart('files', 'a.png', 'image/png', Buffer.from('\x89PNG\r\n\x1a\n garbage', 'latin1')),
  pixelBomb: () => multipart('files', 'bomb.png', 'image/png', pngHeader(100_000, 100_000)),
  pdf: () => multipart('files', 'a.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n%%EOF\n')),
};

/** The signature and header chunk of a PNG claiming these dimensions, with no pixel data. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), length, type, ihdr, crc]);
}
