import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { WRITE_METHODS } from '../src/plugins/auth.ts';
import { createOffer, guestToken, insertProduct, insertUser, type TestUser } from './fixtures.ts';
import { buildTestApp, call, databaseState, type TestApp } from './helpers.ts';
import { orderBody, topUp } from './money.ts';

/**
 * Every write route of the app (POST/PUT/PATCH/DELETE under /api, from the route table the auth
 * plugin records as routes are added) for a suspended user, a guest and a caller without a
 * session: refused with 403 (401 without a session) before anything changes, except for the
 * short lists below, which say what each may still do (ADR 0032).
 */

/** What a suspended user may still do: public calls, read state, account security, their money back. */
const SUSPENDED_MAY = new Set([
  'POST /api/auth/singIn',
  'POST /api/auth/register',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/email/verify',
  'POST /api/auth/2fa/verify',
  'POST /api/auth/secure-account',
  'POST /api/auth/email/change/confirm',
  'POST /api/offers/search',
  'POST /api/offers/searchAllByUser',
  'POST /api/favoriteOffers/getAllByUserId',
  'POST /api/reviews/searchAllBySellerId',
  'POST /api/payments/webhooks/test',
  'POST /api/mail/unsubscribe',
  'POST /api/online/ping',
  'PATCH /api/notifications/markAsRead',
  'PATCH /api/notifications/marksAsRead',
  'PATCH /api/settings/notifications',
  'PUT /api/settings/language',
  'POST /api/settings/changePassword',
  'POST /api/settings/signOutEverywhere',
  'POST /api/auth/email/resend',
  'DELETE /api/settings/sessions/:id',
  'POST /api/settings/sessions/signOutOthers',
  'POST /api/settings/email',
  'POST /api/auth/passkeys/signin/options',
  'POST /api/auth/passkeys/signin/verify',
  'POST /api/auth/2fa/passkey/options',
  'POST /api/auth/passkeys/register/options',
  'POST /api/auth/passkeys/register/verify',
  'PATCH /api/auth/passkeys/:id',
  'DELETE /api/auth/passkeys/:id',
  'POST /api/auth/step-up/passkey/options',
  'POST /api/settings/linkGoogle',
  'POST /api/settings/unlinkGoogle',
  'POST /api/auth/step-up',
  'POST /api/auth/2fa/totp/setup',
  'POST /api/auth/2fa/totp/enable',
  'DELETE /api/auth/2fa/totp',
  'POST /api/auth/2fa/recovery-codes',
  'POST /api/orders/:id/keys/reveal',
  'POST /api/orders/:id/cancel',
  'POST /api/orders/:id/wait-longer',
  'POST /api/moderation/decisions/:id/appeal',
  'POST /api/orders/:id/dispute/messages',
]);

/** What a guest may do: public calls, and a ping that does nothing. */
const GUEST_MAY = new Set([
  'POST /api/auth/singIn',
  'POST /api/auth/register',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/email/verify',
  'POST /api/auth/passkeys/signin/options',
  'POST /api/auth/passkeys/signin/verify',
  'POST /api/auth/2fa/passkey/options',
  'POST /api/auth/2fa/verify',
  'POST /api/auth/secure-account',
  'POST /api/auth/email/change/confirm',
  'POST /api/offers/search',
  'POST /api/offers/searchAllByUser',
  'POST /api/favoriteOffers/getAllByUserId',
  'POST /api/reviews/searchAllBySellerId',
  'POST /api/payments/webhooks/test',
  'POST /api/mail/unsubscribe',
  'POST /api/online/ping',
]);

/** What needs no session at all. */
const ANYONE_MAY = new Set([...GUEST_MAY].filter((r) => r !== 'POST /api/online/ping'));

describe('the policy on every write route', () => {
  let t: TestApp;
  let suspended: TestUser;
  let guest: string;
  let ids: { order: number; offer: number };
  const writes = () =>
    t.app.routePolicies
      .filter((r) => WRITE_METHODS.has(r.method))
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));

  const urlOf = (url: string) =>
    url
      .replace(':target', 'chats')
      .replace(/^\/api\/orders\/:id/, `/api/orders/${ids.order}`)
      .replace(/^\/api\/offers\/:id/, `/api/offers/${ids.offer}`)
      .replace(':id', '1');
  const send = (method: string, url: string, token?: string) =>
    call(t.app, { method: method as 'POST', url: urlOf(url), token, payload: {} });

  beforeAll(async () => {
    t = await buildTestApp();
    const lot = (await insertProduct(t)).lots[0]!.id;
    suspended = await insertUser(t, 'suspended');
    const other = await insertUser(t, 'other');
    await topUp(t, suspended, 1000);
    await topUp(t, other, 1000);
    const mine = await createOffer(t, suspended, lot, { price: 10, availability: 5 });
    const theirs = await createOffer(t, other, lot, { price: 10, availability: 5 });
    // An order on each side, so an unguarded route would have something of theirs to change.
    const buy = async (u: TestUser, offerId: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/orders',
        token: u.token,
        payload: await orderBody(t, offerId),
      });
    const bought = await buy(suspended, theirs.id);
    expect((await buy(other, mine.id)).status).toBe(201);
    ids = { order: bought.body.id, offer: mine.id };
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    guest = await guestToken(t);
  });
  afterAll(() => t.close());

  it('knows every write route, and every allowance names a real one', () => {
    const keys = new Set(writes().map((r) => r.key));
    expect(keys.size).toBeGreaterThan(40);
    for (const allowed of [...SUSPENDED_MAY, ...GUEST_MAY]) expect(keys, allowed).toContain(allowed);
  });

  it('refuses a suspended user, a guest and no session, and nothing changes', async () => {
    const before = await databaseState(t);
    for (const { method, url, key } of writes()) {
      if (!ANYONE_MAY.has(key)) {
        const res = await send(method, url);
        expect(res.status, `${key} without a session`).toBe(401);
      }
      if (!GUEST_MAY.has(key)) {
        const res = await send(method, url, guest);
        expect([res.status, res.body.message], `${key} as a guest`).toEqual([403, MESSAGES.guestReadOnly]);
      }
      if (!SUSPENDED_MAY.has(key)) {
        const res = await send(method, url, suspended.token);
        expect(res.status, `${key} as a suspended user`).toBe(403);
        const admin = url.startsWith('/api/admin/');
        expect(res.body.message, key).toBe(admin ? MESSAGES.forbidden : MESSAGES.accountSuspended);
      }
    }
    expect(await databaseState(t)).toEqual(before);
  });

  it('lets a suspended user and a guest do what their lists say', async () => {
    // Sign-out-everywhere ends the token: last.
    const allowed = writes().sort(
      (a, b) => Number(a.url.includes('signOut')) - Number(b.url.includes('signOut')),
    );
    for (const { method, url, key } of allowed) {
      for (const [token, list] of [
        [guest, GUEST_MAY],
        [suspended.token, SUSPENDED_MAY],
      ] as const) {
        if (!list.has(key)) continue;
        const res = await send(method, url, token);
        expect(res.status, key).toBeLessThan(500);
        expect(res.body?.message, key).not.toBe(MESSAGES.accountSuspended);
        expect(res.body?.message, key).not.toBe(MESSAGES.guestReadOnly);
      }
    }
  });
});
