import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../src/db/schema/index.ts';
import { createOffer, insertProduct, insertUser, stepUpHeaders, type TestUser } from './fixtures.ts';
import { buildTestApp, call, databaseState, type TestApp } from './helpers.ts';
import { idem, orderBody, topUp } from './money.ts';

/**
 * The text rule (contract/src/schemas/text.ts, ADR 0033) on the wire: a control character or a
 * lone surrogate in any text field answers 400 with the rule's message and changes nothing.
 */

const NUL = 'x\0y';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** A place for text: a string that is not one of a few fixed values. */
const isString = (s: JsonSchema) => s.type === 'string' && s.enum === undefined && s.const === undefined;
const optionsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? [];
const takesText = (s: JsonSchema): boolean => isString(s) || optionsOf(s).some(takesText);
/** Free text, which must answer with the rule's message; ids and patterns may say what they expect. */
const isFreeText = (s: JsonSchema): boolean =>
  (isString(s) && s.pattern === undefined) ||
  (optionsOf(s).some(isFreeText) && optionsOf(s).every((o) => isFreeText(o) || o.type === 'null'));

type Place = { body: unknown; field: string; free: boolean };

/** Each place a body schema takes text: the body that puts `value` there alone, and its field. */
function textPlaces(s: JsonSchema, value: string): Place[] {
  const places: Place[] = [];
  if (takesText(s) && (isString(s) || optionsOf(s).length > 0)) {
    places.push({ body: value, field: '', free: isFreeText(s) });
  }
  const within = (key: string, inner: Place, body: unknown): Place => ({
    body,
    field: inner.field ? `${key}.${inner.field}` : key,
    free: inner.free,
  });
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    for (const inner of textPlaces(property, value)) places.push(within(key, inner, { [key]: inner.body }));
  }
  if (s.items) for (const inner of textPlaces(s.items, value)) places.push(within('0', inner, [inner.body]));
  if (typeof s.additionalProperties === 'object') {
    for (const inner of textPlaces(s.additionalProperties, value)) {
      places.push(within('k', inner, { k: inner.body }));
    }
  }
  if (s.propertyNames && takesText(s.propertyNames)) {
    places.push({ body: { [value]: 'v' }, field: value, free: isFreeText(s.propertyNames) });
  }
  return places;
}

/** Routes that answer every request with a redirect, by design: their refusal is the failure redirect. */
const REDIRECTS = ['/login/oauth2/code/google'];

describe('text input: control characters answer 400 and change nothing', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let lotId: number;
  let offerId: number;

  // Withdrawals ask for step-up (ADR 0053): every call carries it.
  const post = async (user: TestUser, url: string, payload: object) =>
    call(t.app, { method: 'POST', url, token: user.token, payload, headers: await stepUpHeaders(t, user) });
  const buy = async () => {
    const offer = await createOffer(t, seller, lotId, { price: 10, availability: 1 });
    const res = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    expect(res.status).toBe(201);
    return res.body as { id: number; chatId: number };
  };

  beforeAll(async () => {
    // The walk sends every text place of a route from one address in a row: the second factor's
    // routes (a passkey's answer has many places) would otherwise meet their per-IP limit.
    t = await buildTestApp({ SIGNIN_RATE_LIMIT: '1000' });
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    const root = await insertUser(t, 'root');
    await t.app.db
      .update(users)
      .set({ roles: ['USER', 'ADMIN'] })
      .where(eq(users.id, root.id));
    admin = {
      ...root,
      token: await t.app.tokens.signUser({ id: root.id, roles: ['USER', 'ADMIN'], tokenVersion: 0 }),
    };
    lotId = (await insertProduct(t, { lots: [{ name: 'Accounts' }] })).lots[0]!.id;
    offerId = (await createOffer(t, seller, lotId)).id;
    await topUp(t, buyer, 1000);
    await topUp(t, seller, 1000);
  });
  afterAll(() => t.close());

  it('every text field of every route in the OpenAPI document refuses NUL with the rule', async () => {
    const document = (
      t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
    ).swagger();
    const before = await databaseState(t);
    const wrong: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody?.content['application/json']?.schema;
        // Fastify validates the path, then the body, then the query: with a body to fail first, a
        // bad parameter is still refused but may not be the field named.
        const named = !json;
        const requests: (Place & { url: string; payload?: unknown })[] = [];
        for (const p of operation.parameters ?? []) {
          if (!p.schema || !takesText(p.schema)) continue;
          const value = encodeURIComponent(NUL);
          const url =
            p.in === 'query'
              ? `${path}?${p.name}=${value}`
              : p.in === 'path'
                ? path.replace(`{${p.name}}`, value)
                : undefined;
          if (!url) continue; // a header cannot carry NUL at all
          requests.push({ url, body: undefined, field: named ? p.name : '', free: isFreeText(p.schema) });
        }
        for (const place of json ? textPlaces(json, NUL) : []) {
          requests.push({ ...place, url: path, payload: place.body });
        }
        for (const request of requests) {
          tried += 1;
          const what = `${method.toUpperCase()} ${path} ${request.field}`;
          const res = await call(t.app, {
            method: method.toUpperCase() as 'GET',
            url: request.url.replace(/\{(\w+)\}/g, '1'),
            token: admin.token,
            // Past step-up (ADR 0053), to the input.
            headers: {
              ...(await stepUpHeaders(t, admin)),
              ...(typeof request.payload === 'string' ? { 'content-type': 'application/json' } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload as object }),
          });
          if (REDIRECTS.includes(path)) {
            if (res.status !== 302) wrong.push(`${what}: ${res.status}`);
            continue;
          }
          const said = request.field ? res.body.fieldErrors?.[request.field] : undefined;
          const ok =
            res.status === 400 &&
            (!request.field || said !== undefined) &&
            (!request.field || !request.free || said === MESSAGES.textControlCharacters);
          if (!ok) wrong.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(60);
    expect(await databaseState(t)).toEqual(before);
  });

  it('valid requests but for one NUL or lone surrogate: 400 with the message, nothing changed', async () => {
    const paid = await buy();
    const delivered = await buy();
    expect((await post(seller, `/api/orders/${delivered.id}/deliver`, {})).status).toBe(200);
    const completed = await buy();
    expect((await post(seller, `/api/orders/${completed.id}/deliver`, {})).status).toBe(200);
    expect((await post(buyer, `/api/orders/${completed.id}/confirm`, {})).status).toBe(200);
    const reviewed = await buy();
    expect((await post(seller, `/api/orders/${reviewed.id}/deliver`, {})).status).toBe(200);
    expect((await post(buyer, `/api/orders/${reviewed.id}/confirm`, {})).status).toBe(200);
    expect(
      (await post(buyer, `/api/orders/${reviewed.id}/review`, { rating: 9, comment: 'fine' })).status,
    ).toBe(201);
    const disputed = await buy();
    expect((await post(buyer, `/api/orders/${disputed.id}/dispute`, { reason: 'nothing came' })).status).toBe(
      201,
    );
    const withdrawal = await post(seller, '/api/wallet/withdrawals', {
      amount: 100,
      destination: 'card 4242',
      idempotencyKey: idem(),
    });
    expect(withdrawal.status).toBe(201);
    const offerBody = {
      name: 'Name',
      shortDescription: 'Short',
      longDescription: 'Long',
      price: 10,
      availability: 1,
      lotId,
      userId: seller.id,
    };

    type Case = [
      string,
      TestUser | null,
      'GET' | 'POST' | 'PATCH',
      string,
      (bad: string) => object | undefined,
      string,
    ];
    const cases: Case[] = [
      [
        'public search',
        null,
        'POST',
        '/api/offers/search',
        (bad) => ({ lotId, attributes: { Server: bad } }),
        'attributes.Server',
      ],
      [
        'register',
        null,
        'POST',
        '/api/auth/register?provider=local',
        (bad) => ({ name: bad, email: 'new@example.test', password: 'secret-password' }),
        'name',
      ],
      [
        'sign in',
        null,
        'POST',
        '/api/auth/singIn?provider=local',
        (bad) => ({ email: `a${bad}@example.test`, password: 'secret-password' }),
        'email',
      ],
      ['create offer', seller, 'POST', '/api/offers/create', (bad) => ({ ...offerBody, name: bad }), 'name'],
      [
        'create offer attribute',
        seller,
        'POST',
        '/api/offers/create',
        (bad) => ({ ...offerBody, attributes: { [bad]: 'v' } }),
        `attributes.${NUL}`,
      ],
      [
        'update offer',
        seller,
        'PATCH',
        '/api/offers/update',
        (bad) => ({ id: offerId, longDescription: bad }),
        'longDescription',
      ],
      [
        'profile',
        seller,
        'PATCH',
        '/api/profile/update',
        (bad) => ({ id: seller.id, name: 'seller', profile: { info: bad } }),
        'profile.info',
      ],
      [
        'rename chat',
        buyer,
        'PATCH',
        '/api/chats/renameById',
        (bad) => ({ chatId: paid.chatId, userId: buyer.id, chatName: bad }),
        'chatName',
      ],
      [
        'notify',
        buyer,
        'POST',
        '/api/notifications/sendEvent',
        (bad) => ({
          eventType: 'chat_message_send',
          payload: { userId: seller.id, chatId: paid.chatId, senderId: buyer.id, messageContent: bad },
        }),
        'payload.messageContent',
      ],
      [
        'add keys',
        seller,
        'POST',
        `/api/offers/${offerId}/keys`,
        (bad) => ({ keys: `KEY-1\n${bad}` }),
        'keys',
      ],
      [
        'withdraw',
        seller,
        'POST',
        '/api/wallet/withdrawals',
        (bad) => ({ amount: 100, destination: bad, idempotencyKey: idem() }),
        'destination',
      ],
      ['deliver', seller, 'POST', `/api/orders/${paid.id}/deliver`, (bad) => ({ message: bad }), 'message'],
      [
        'open dispute',
        buyer,
        'POST',
        `/api/orders/${delivered.id}/dispute`,
        (bad) => ({ reason: bad }),
        'reason',
      ],
      [
        'dispute message',
        buyer,
        'POST',
        `/api/orders/${disputed.id}/dispute/messages`,
        (bad) => ({ content: bad }),
        'content',
      ],
      [
        'review',
        buyer,
        'POST',
        `/api/orders/${completed.id}/review`,
        (bad) => ({ rating: 8, comment: bad }),
        'comment',
      ],
      [
        'reply',
        seller,
        'POST',
        `/api/orders/${reviewed.id}/review/reply`,
        (bad) => ({ reply: bad }),
        'reply',
      ],
      [
        'resolve',
        admin,
        'POST',
        `/api/admin/disputes/${(await call(t.app, { method: 'GET', url: `/api/orders/${disputed.id}/dispute`, token: buyer.token })).body.id}/resolve`,
        (bad) => ({ outcome: 'refund', rule: 'notDelivered', reason: bad }),
        'reason',
      ],
      [
        'reject withdrawal',
        admin,
        'POST',
        `/api/admin/withdrawals/${withdrawal.body.id}/reject`,
        (bad) => ({ reason: bad }),
        'reason',
      ],
      [
        'block offer',
        admin,
        'POST',
        `/api/admin/offers/${offerId}/block`,
        (bad) => ({ reason: bad }),
        'reason',
      ],
      [
        'suspend',
        admin,
        'POST',
        `/api/admin/users/${buyer.id}/suspend`,
        (bad) => ({ reason: bad }),
        'reason',
      ],
      ['find users', admin, 'GET', '/api/admin/users?query=BAD', () => undefined, 'query'],
      ['find offers', admin, 'GET', '/api/admin/offers?query=BAD', () => undefined, 'query'],
    ];
    for (const bad of [NUL, 'x\uD800y', '\x01', '\x7F']) {
      for (const [what, user, method, url, body, field] of cases) {
        // A lone surrogate has no UTF-8 form, so it can only arrive inside JSON (as \\uD800).
        if (url.includes('BAD') && bad.includes('\uD800')) continue;
        const before = await databaseState(t);
        const payload = body(bad);
        const res = await call(t.app, {
          method,
          url: url.includes('BAD') ? url.replace('BAD', encodeURIComponent(bad)) : url,
          ...(user ? { token: user.token, headers: await stepUpHeaders(t, user) } : {}),
          ...(payload ? { payload } : {}),
        });
        const label = `${what} ${JSON.stringify(bad)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.message, label).toBe(MESSAGES.textControlCharacters);
        expect(res.body.fieldErrors, label).toEqual({
          [field.replace(NUL, bad)]: MESSAGES.textControlCharacters,
        });
        expect(await databaseState(t), label).toEqual(before);
      }
    }
    // One request per text field of every route: the suite grows with the routes, and a slow or
    // loaded machine needs more than the default 30 s for all of them.
  }, 120_000);

  it('a single-line field refuses a line break with its own message; multi-line text keeps it', async () => {
    const name = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: offerId, name: 'two\nlines' },
    });
    expect(name.status).toBe(400);
    expect(name.body.fieldErrors).toEqual({ name: MESSAGES.textOneLine });
    const long = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: offerId, longDescription: 'two\nlines\twith a tab' },
    });
    expect(long.status).toBe(200);
    expect(long.body.longDescription).toBe('two\nlines\twith a tab');
  });
});
