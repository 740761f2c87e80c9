import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The route table of the hostile suites, read from the OpenAPI document the app serves
 * (`app.swagger()`, built from every route's zod schemas), and a well-formed request for each
 * route built from its schemas, with ids taken from the suite's fixtures. The suites then break
 * that request (hostile-http) or send it as different people (hostile-authz).
 */

export type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  format?: string;
  additionalProperties?: unknown;
};

export type Param = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

export type RouteSpec = {
  /** `METHOD /path/{param}`, as the OpenAPI document names it. */
  key: string;
  method: string;
  path: string;
  params: Param[];
  body?: { contentType: string; schema: JsonSchema } | undefined;
};

type Operation = {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/**
 * Routes that serve people but are hidden from the document: the test payment provider's page
 * and its buttons. Listed here so they are attacked too.
 */
const HIDDEN: RouteSpec[] = [
  {
    key: 'GET /pay/test/{id}',
    method: 'GET',
    path: '/pay/test/{id}',
    params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: 'paymentId' } }],
  },
  {
    key: 'POST /pay/test/{id}',
    method: 'POST',
    path: '/pay/test/{id}',
    params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: 'paymentId' } }],
    body: {
      contentType: 'application/x-www-form-urlencoded',
      schema: {
        type: 'object',
        properties: { outcome: { type: 'string', enum: ['decline', 'pay'] } },
        required: ['outcome'],
      },
    },
  },
];

const pathParam = (name: string): Param => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const page = (path: string, params: Param[] = []): RouteSpec => ({
  key: `GET ${path}`,
  method: 'GET',
  path,
  params,
});

/**
 * What a browser asks beside the API, served when the app has a web build: the landing pages
 * (a lot's page reads its filters from the address), any other page (index.html) and media files.
 */
export const WEB_ROUTES: RouteSpec[] = [
  page('/'),
  page('/lots/{id}', [
    pathParam('id'),
    ...['sort', 'priceMin', 'priceMax', 'page'].map((name) => ({
      ...pathParam(name),
      in: 'query' as const,
      required: false,
    })),
  ]),
  page('/offer/{id}', [pathParam('id')]),
  page('/profile/{page}', [pathParam('page')]),
  page('/media/offers/{file}', [pathParam('file')]),
];

/** Every route of the OpenAPI document (and the hidden ones above), in document order. */
export function routeTable(app: FastifyInstance): RouteSpec[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const content = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        params: op.parameters ?? [],
        body: content ? { contentType: content[0], schema: content[1].schema } : undefined,
      });
    }
  }
  return [...routes, ...HIDDEN];
}

/** Names that carry a database id (or a list of them) in a path, a query or a body. */
export const ID_NAME = /^(id|\w+Id|\w+Ids)$/;

/** Whether a route takes an id anywhere: a path parameter, a query parameter or a body field. */
export function takesId(route: RouteSpec): boolean {
  if (route.params.some((p) => ID_NAME.test(p.name))) return true;
  const named = (s: JsonSchema | undefined): boolean =>
    Object.entries(s?.properties ?? {}).some(([k, v]) => ID_NAME.test(k) || named(v));
  return named(route.body?.schema);
}

/**
 * Gives the fixture id for a field (`name`, where `at` says where it is) of a route, or undefined
 * when the name is not an id the suite knows.
 */
export type IdResolver = (route: RouteSpec, name: string, at: 'path' | 'query' | 'body') => unknown;

/** A request before it is serialised: path values, query values and a JSON-like body. */
export type Template = {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Headers beyond the bearer token (content type included). */
  headers: Record<string, string>;
  /** A body sent as these exact bytes instead of the serialised `body`. */
  raw?: string | Buffer;
  /** An Authorization header sent instead of the caller's bearer token. */
  authorization?: string;
  /** A method sent instead of the route's. */
  method?: string;
};

const KNOWN_PATTERNS: Record<string, string> = {
  '^\\d{1,10}$': '1',
  '^createdAt(,(asc|desc))?$': 'createdAt,desc',
  '^\\d{1,10}(,\\d{1,10}){0,49}$': '1,2',
  '^[A-Za-z0-9_-]+$': 'hostile-key-0001',
  '^[A-Za-z0-9_-]{8,64}$': 'payment-0001',
  '^[a-z]+\\/[a-z0-9.+-]+$': 'image/png',
  paymentId: 'payment-0001',
};
let keyCounter = 0;

/** A value the schema accepts (the first enum value, the smallest number from 1, a short text). */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleValue(schema.anyOf[0]!, name);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(schema.properties![key]!, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValue(schema.items ?? {}, name),
      );
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? 1) + (schema.exclusiveMinimum ? 1 : 0);
      return Math.min(Math.max(min, name === 'amount' ? 150 : 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern === '^[A-Za-z0-9_-]+$')
        return `hostile-key-${String(++keyCounter).padStart(6, '0')}`;
      if (schema.pattern?.startsWith('^\\/media\\/chats')) return '/media/chats/hostile.png';
      if (schema.pattern && KNOWN_PATTERNS[schema.pattern]) return KNOWN_PATTERNS[schema.pattern];
      const text = 'Hostile suite text';
      return text.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? text.length);
    }
    default:
      return {};
  }
}

/** The well-formed request of a route: required fields from the schemas, ids from the resolver. */
export function sampleRequest(route: RouteSpec, resolve: IdResolver): Template {
  const value = (schema: JsonSchema, name: string, at: 'path' | 'query' | 'body') =>
    resolve(route, name, at) ?? sampleValue(schema, name);
  const t: Template = { path: {}, query: {}, body: undefined, headers: {} };
  for (const p of route.params) {
    if (p.in === 'path') t.path[p.name] = String(value(p.schema, p.name, 'path'));
    else if (p.in === 'query' && p.required) t.query[p.name] = value(p.schema, p.name, 'query');
    else if (p.in === 'query' && ID_NAME.test(p.name)) t.query[p.name] = resolve(route, p.name, 'query');
  }
  if (route.body) {
    const schema = route.body.schema;
    t.headers['content-type'] = route.body.contentType;
    if (schema.type === 'object' && schema.properties) {
      const body: Record<string, unknown> = {};
      for (const key of schema.required ?? []) body[key] = value(schema.properties[key]!, key, 'body');
      for (const key of Object.keys(schema.properties)) {
        const id = ID_NAME.test(key) && !(key in body) ? resolve(route, key, 'body') : undefined;
        if (id !== undefined) body[key] = id;
      }
      t.body = body;
    } else if (route.body.contentType === 'multipart/form-data') {
      t.raw = multipart('files', 'hostile.png', 'image/png', Buffer.from('not really a picture'));
      t.headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    } else {
      t.body = sampleValue(schema);
    }
  }
  return t;
}

export const BOUNDARY = 'hostile-boundary';

/** A one-part multipart body, as a browser sends a file input. */
export function multipart(field: string, fileName: string, type: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function queryString(query: Record<string, unknown>): string {
  const q = new URLSearchParams();
  const add = (key: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) for (const item of v.slice(0, 100)) add(key, item);
    else if (v !== null && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) add(`${key}[${k}]`, item);
    else q.append(key, String(v));
  };
  for (const [k, v] of Object.entries(query)) add(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const MAX_URL = 16 * 1024;

/** The inject options of a template, with the bearer token when one is given. */
/**
 * The X-Step-Up header each actor of the hostile world sends along (ADR 0053): with it, the routes
 * that ask for step-up get past it to their input, which is what the suites attack.
 */
const stepUpOf = new Map<string, Record<string, string>>();
export function grantStepUp(token: string, headers: Record<string, string>): void {
  stepUpOf.set(token, headers);
}

export function render(route: RouteSpec, t: Template, token?: string): InjectOptions {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURI(t.path[name] ?? ''));
  const headers: Record<string, string> = { ...(token ? stepUpOf.get(token) : {}), ...t.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (t.authorization !== undefined) headers.authorization = t.authorization;
  let payload: string | Buffer | undefined = t.raw;
  if (payload === undefined && t.body !== undefined) {
    payload =
      t.headers['content-type'] === 'application/x-www-form-urlencoded'
        ? queryString(t.body as Record<string, unknown>).slice(1)
        : typeof t.body === 'string' && route.body?.schema.type === 'string'
          ? t.body
          : JSON.stringify(t.body);
  }
  return {
    method: (t.method ?? route.method) as InjectOptions['method'],
    // Node refuses a request line past its 16 KiB header limit before the app sees it (431).
    url: (url + queryString(t.query)).slice(0, MAX_URL),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** One line naming a request, long values cut, for failure messages that reproduce a finding. */
export function describeRequest(opts: InjectOptions, who: string): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const headers = { ...(opts.headers as Record<string, string>) };
  delete headers.authorization;
  delete headers['x-step-up'];
  const body = opts.payload === undefined ? '' : cut(String(opts.payload));
  return `${who}: ${opts.method} ${cut(String(opts.url))} headers=${JSON.stringify(headers)} body=${JSON.stringify(body)}`;
}
