import fc from 'fast-check';
import { type JsonSchema, type RouteSpec, type Template } from './hostile-routes.ts';
import {
  AUTHORIZATIONS,
  CONTENT_TYPES,
  EXTRA_KEYS,
  MULTIPART,
  PATH_VALUES,
  RAW_BODIES,
  RawJson,
  VALUE_NAMES,
  VALUES,
} from './hostile-values.ts';

/**
 * Malformed requests for one route, as fast-check arbitraries of small, printable recipes (a
 * `Mutation`), so a failure prints a recipe that names its value and reproduces with the seed.
 * Each recipe breaks one thing in the route's well-formed request (hostile-routes `sampleRequest`);
 * the values are hostile-values.ts's.
 */

export type Mutation =
  | { kind: 'field'; at: 'body' | 'query'; name: string; value: string }
  | { kind: 'edge'; at: 'body' | 'query'; name: string; edge: string }
  | { kind: 'text'; at: 'body' | 'query'; name: string; text: string }
  | { kind: 'number'; at: 'body' | 'query'; name: string; number: number }
  | { kind: 'drop'; at: 'body' | 'query'; name: string }
  | { kind: 'extra'; at: 'body' | 'query'; key: string; value: string }
  | { kind: 'path'; name: string; value: string }
  | { kind: 'body'; value: string }
  | { kind: 'raw'; body: string }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'multipart'; body: string }
  | { kind: 'noBody' }
  | { kind: 'authorization'; value: string }
  | { kind: 'method'; method: string };

type Field = { at: 'body' | 'query'; name: string; schema: JsonSchema };

/** A body's fields as dotted paths: nested objects, first array items and a key of each record. */
function bodyFields(schema: JsonSchema | undefined, prefix = '', depth = 0): Field[] {
  if (!schema || depth > 2) return [];
  const record = schema.additionalProperties;
  const entries = Object.entries(schema.properties ?? {});
  if (record && typeof record === 'object' && Object.keys(record).length)
    entries.push(['hostile', record as JsonSchema]);
  return entries.flatMap(([key, s]) => {
    const here = `${prefix}${key}`;
    const inner = s.type === 'array' ? bodyFields(s.items, `${here}.0.`, depth + 1) : [];
    return [
      { at: 'body' as const, name: here, schema: s },
      ...inner,
      ...bodyFields(s, `${here}.`, depth + 1),
    ];
  });
}

export function fieldsOf(route: RouteSpec): Field[] {
  const query = route.params
    .filter((p) => p.in === 'query')
    .map((p) => ({ at: 'query' as const, name: p.name, schema: p.schema }));
  return [...(route.body?.contentType === 'application/json' ? bodyFields(route.body.schema) : []), ...query];
}

const isId = (s: JsonSchema) => !!s.anyOf?.some((b) => b.pattern === '^\\d{1,10}$');
const scalarType = (s: JsonSchema) => (isId(s) ? 'id' : (s.anyOf?.[0]?.type ?? s.type));

/**
 * Values at and just past the edges the schema draws, by name: most pass validation and reach the
 * handler (the largest id, a NUL inside an allowed length), the rest must be refused by it.
 */
export const EDGES: Record<string, (s: JsonSchema) => unknown> = {
  idMax: () => 2_147_483_647,
  idZeroPadded: () => '0000000001',
  idPastMax: () => 2_147_483_648,
  max: (s) => s.maximum ?? Number.MAX_SAFE_INTEGER,
  min: (s) => s.minimum ?? Number.MIN_SAFE_INTEGER,
  pastMax: (s) => (s.maximum ?? Number.MAX_SAFE_INTEGER) * 10,
  nulText: () => 'a\u0000b',
  controlText: () => '\u0001\u0008\u001b[2J\u007f\u202e',
  surrogateText: () => 'x\udc00\ud800',
  longestText: (s) => (s.maxLength ? '🎮'.repeat(Math.floor(s.maxLength / 2)) : VALUES.long100k!()),
  arrayForScalar: (s) => [s.enum?.[0] ?? (isId(s) ? 1 : 'x')],
};

/** The edges each kind of field gets on every run. */
function edgesOf(s: JsonSchema): string[] {
  switch (scalarType(s)) {
    case 'id':
      return ['idMax', 'idZeroPadded', 'idPastMax', 'arrayForScalar'];
    case 'number':
    case 'integer':
      return ['max', 'min', 'pastMax', 'arrayForScalar'];
    case 'string':
      return s.enum
        ? ['nulText', 'arrayForScalar']
        : ['nulText', 'controlText', 'surrogateText', 'longestText', 'arrayForScalar'];
    default:
      return [];
  }
}

/** What fast-check draws for a route: one to three recipes, applied in order. */
export function mutations(route: RouteSpec): fc.Arbitrary<Mutation[]> {
  return fc.array(recipe(route), { minLength: 1, maxLength: 3 });
}

function recipe(route: RouteSpec): fc.Arbitrary<Mutation> {
  const paths = route.params.filter((p) => p.in === 'path').map((p) => p.name);
  const json = route.body?.contentType === 'application/json';
  const value = fc.constantFrom(...VALUE_NAMES);
  const targets = fieldsOf(route).map(({ at, name }) => ({ at, name }));
  const arbs: fc.Arbitrary<Mutation>[] = [];
  if (targets.length) {
    const target = fc.constantFrom(...targets);
    arbs.push(
      fc
        .record({ kind: fc.constant('field' as const), value })
        .chain((m) => target.map((t) => ({ ...m, ...t }))),
      fc
        .record({ kind: fc.constant('text' as const), text: fc.string({ unit: 'binary', maxLength: 40 }) })
        .chain((m) => target.map((t) => ({ ...m, ...t }))),
      fc
        .record({ kind: fc.constant('number' as const), number: fc.double({ noNaN: true }) })
        .chain((m) => target.map((t) => ({ ...m, ...t }))),
      target.map((t) => ({ kind: 'drop' as const, ...t })),
    );
  }
  arbs.push(
    fc.record({
      kind: fc.constant('extra' as const),
      at: json ? fc.constantFrom('body' as const, 'query' as const) : fc.constant('query' as const),
      key: fc.constantFrom(...EXTRA_KEYS),
      value,
    }),
  );
  if (paths.length)
    arbs.push(
      fc.record({
        kind: fc.constant('path' as const),
        name: fc.constantFrom(...paths),
        value: fc.constantFrom(...PATH_VALUES),
      }),
    );
  if (route.body) {
    arbs.push(
      fc.record({ kind: fc.constant('body' as const), value }),
      fc.record({ kind: fc.constant('raw' as const), body: fc.constantFrom(...Object.keys(RAW_BODIES)) }),
      fc.record({
        kind: fc.constant('contentType' as const),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
      fc.constant({ kind: 'noBody' as const }),
    );
  } else {
    arbs.push(
      fc.record({ kind: fc.constant('raw' as const), body: fc.constantFrom('truncated', 'tooLarge') }),
    );
  }
  arbs.push(
    fc.record({
      kind: fc.constant('authorization' as const),
      value: fc.constantFrom(...Object.keys(AUTHORIZATIONS)),
    }),
  );
  arbs.push(
    fc.record({
      kind: fc.constant('method' as const),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
    }),
  );
  if (route.body?.contentType === 'multipart/form-data')
    arbs.push(
      fc.record({
        kind: fc.constant('multipart' as const),
        body: fc.constantFrom(...Object.keys(MULTIPART)),
      }),
    );
  return fc.oneof(...arbs);
}

/**
 * The recipes a route gets on every run, before the drawn ones. `deep` (the caller gets past the
 * route's guard): every field at its edges, each bad kind of body, each bad kind of path id.
 * Otherwise the guard answers first, so a few bodies the parser must refuse are enough.
 */
export function fixedMutations(route: RouteSpec, deep: boolean): Mutation[] {
  const out: Mutation[] = [];
  const paths = route.params.filter((q) => q.in === 'path');
  if (route.body) out.push({ kind: 'raw', body: 'truncated' }, { kind: 'raw', body: 'tooLarge' });
  if (!deep) return out;
  if (route.body) {
    out.push({ kind: 'raw', body: 'deepArrays' }, { kind: 'raw', body: 'protoTop' });
    out.push({ kind: 'contentType', contentType: 'text/plain' }, { kind: 'body', value: 'arrayOfOne' });
    out.push({ kind: 'noBody' });
  }
  if (route.body?.contentType === 'multipart/form-data')
    for (const body of Object.keys(MULTIPART)) out.push({ kind: 'multipart', body });
  for (const p of paths)
    for (const value of ['-1', '99999999999999999999', 'abc', '%D9%A1%D9%A2%D9%A3', '%00', '2147483647'])
      out.push({ kind: 'path', name: p.name, value });
  for (const f of fieldsOf(route)) {
    for (const edge of edgesOf(f.schema)) out.push({ kind: 'edge', at: f.at, name: f.name, edge });
    const required =
      f.at === 'query'
        ? route.params.some((p) => p.name === f.name && p.required)
        : route.body?.schema.required?.includes(f.name);
    if (required) out.push({ kind: 'drop', at: f.at, name: f.name });
  }
  out.push({ kind: 'extra', at: route.body ? 'body' : 'query', key: '__proto__', value: 'protoObject' });
  out.push({ kind: 'authorization', value: 'forgedSignature' });
  return out;
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown, drop = false): void {
  const keys = dotted.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object')
      node[key] = /^\d+$/.test(keys[1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (drop) delete node[last];
  else Object.defineProperty(node, last, { value, enumerable: true, configurable: true, writable: true });
}

/** JSON with RawJson fragments written in place. */
function stringify(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v,
  );
  return (text ?? '').replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]!);
}

/**
 * Applies recipes to a route's well-formed request, in order (the template is changed in place),
 * then writes its JSON body.
 */
export function apply(route: RouteSpec, t: Template, ms: Mutation[]): Template {
  for (const m of ms) mutate(route, t, m);
  if (t.raw === undefined && t.body !== undefined && route.body?.contentType === 'application/json')
    t.raw = stringify(t.body);
  return t;
}

function mutate(route: RouteSpec, t: Template, m: Mutation): void {
  const bodyObject = () => {
    if (t.body === null || typeof t.body !== 'object') t.body = {};
    return t.body as Record<string, unknown>;
  };
  const put = (where: 'body' | 'query', name: string, value: unknown, drop = false) =>
    where === 'query' ? setPath(t.query, name, value, drop) : setPath(bodyObject(), name, value, drop);
  switch (m.kind) {
    case 'field':
      put(m.at, m.name, VALUES[m.value]!());
      break;
    case 'edge':
      put(
        m.at,
        m.name,
        EDGES[m.edge]!(fieldsOf(route).find((f) => f.at === m.at && f.name === m.name)!.schema),
      );
      break;
    case 'text':
      put(m.at, m.name, m.text);
      break;
    case 'number':
      put(m.at, m.name, m.number);
      break;
    case 'drop':
      put(m.at, m.name, undefined, true);
      break;
    case 'extra':
      put(m.at, m.key, VALUES[m.value]!());
      break;
    case 'path':
      t.path[m.name] = m.value;
      break;
    case 'body':
      t.body = VALUES[m.value]!();
      break;
    case 'raw':
      t.raw = RAW_BODIES[m.body]!();
      t.headers['content-type'] ??= 'application/json';
      break;
    case 'contentType':
      t.headers['content-type'] = m.contentType;
      break;
    case 'multipart':
      t.raw = MULTIPART[m.body]!();
      break;
    case 'noBody':
      t.body = undefined;
      delete t.raw;
      break;
    case 'authorization':
      t.authorization = AUTHORIZATIONS[m.value]!();
      break;
    case 'method':
      t.method = m.method;
      break;
  }
}
