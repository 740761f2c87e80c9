import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  guestToken,
  insertProduct,
  insertUser,
  stepUpHeaders,
  type TestUser,
} from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { notifications, offers, users } from '../../db/schema/index.ts';
import * as ledger from '../ledger/service.ts';
import { createAdmin } from './cli.ts';

describe('disputes and administration', () => {
  let t: TestApp;
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const post = (
    user: TestUser | string | undefined,
    url: string,
    payload: object = {},
    headers: Record<string, string> = {},
  ) =>
    call(t.app, {
      method: 'POST',
      url,
      token: typeof user === 'string' ? user : user?.token,
      payload,
      headers,
    });
  const get = (user: TestUser | string | undefined, url: string) =>
    call(t.app, { method: 'GET', url, token: typeof user === 'string' ? user : user?.token });
  const order = async (price: number) => {
    const offer = await createOffer(t, seller, lot, { price, availability: 1 });
    const res = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    expect(res.status).toBe(201);
    return res.body as { id: number; total: number; offer: { id: number } };
  };
  const platform = async (kind: 'escrow' | 'platform_commission') =>
    ledger.balanceOf(t.app.db, await ledger.platformAccountId(t.app.db, kind));

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    other = await insertUser(t, 'other');
    const created = await createAdmin(t.app.db, {
      email: 'root@example.test',
      name: 'Root',
      password: 'admin-password',
    });
    expect(created).toMatchObject({ created: true });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'root@example.test', password: 'admin-password' },
    });
    expect(signIn.status).toBe(200);
    admin = { id: created.id, name: 'Root', token: signIn.body.token };
    await topUp(t, buyer, 5000);
  });
  afterAll(() => t.close());

  it('admin:create makes an administrator, or promotes an existing account once', async () => {
    const again = await createAdmin(t.app.db, { email: 'ROOT@example.test', name: 'x' });
    expect(again).toEqual({ id: admin.id, created: false });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.roles).toEqual(['USER', 'ADMIN']);
    // The operator typed the address: it counts as proven (ADR 0052).
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('a dispute holds the money; both sides and the admin write; a refund restores the buyer', async () => {
    const before = (await wallet(t, buyer)).balance;
    const o = await order(100);
    await post(seller, `/api/orders/${o.id}/deliver`, { message: 'done' });
    expect((await post(seller, `/api/orders/${o.id}/dispute`, { reason: 'x' })).status).toBe(403);
    expect((await post(buyer, `/api/orders/${o.id}/dispute`, { reason: '  ' })).status).toBe(400);
    const opened = await post(buyer, `/api/orders/${o.id}/dispute`, {
      reason: 'The account was recovered by its owner',
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ orderState: 'disputed', status: 'open', total: 113 });
    expect((await post(buyer, `/api/orders/${o.id}/dispute`, { reason: 'again' })).status).toBe(409);
    expect((await post(buyer, `/api/orders/${o.id}/confirm`)).status).toBe(409);
    expect((await post(seller, `/api/orders/${o.id}/cancel`)).status).toBe(409);

    const evidence = {
      fileId: 'f1',
      fileName: 'proof.png',
      mimeType: 'image/png',
      url: '/media/chats/proof.png',
    };
    expect(
      (await post(seller, `/api/orders/${o.id}/dispute/messages`, { content: 'It worked when I sent it' }))
        .status,
    ).toBe(200);
    expect(
      (await post(buyer, `/api/orders/${o.id}/dispute/messages`, { attachments: [evidence] })).status,
    ).toBe(200);
    expect(
      (await post(admin, `/api/orders/${o.id}/dispute/messages`, { content: 'Looking into it' })).status,
    ).toBe(200);
    expect((await post(other, `/api/orders/${o.id}/dispute/messages`, { content: 'me too' })).status).toBe(
      403,
    );
    expect((await post(buyer, `/api/orders/${o.id}/dispute/messages`, { content: '' })).status).toBe(400);
    const bad = await post(buyer, `/api/orders/${o.id}/dispute/messages`, {
      attachments: [{ ...evidence, url: 'https://evil.test/x.png' }],
    });
    expect(bad.status).toBe(400);
    const view = await get(seller, `/api/orders/${o.id}/dispute`);
    expect(view.body.messages.map((m: { author: { role: string } }) => m.author.role)).toEqual([
      'seller',
      'buyer',
      'admin',
    ]);
    expect((await get(other, `/api/orders/${o.id}/dispute`)).status).toBe(403);

    // Still held, even after 72 hours: the sweep only completes delivered orders.
    expect((await wallet(t, buyer)).inEscrow).toBe(113);
    const list = await get(admin, '/api/admin/disputes');
    expect(list.body.content.map((d: { orderId: number }) => d.orderId)).toContain(o.id);
    const resolved = await post(admin, `/api/admin/disputes/${opened.body.id}/resolve`, {
      outcome: 'refund',
      rule: 'notDelivered',
      reason: 'The seller could not show the account was delivered',
    });
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      outcome: 'refund',
      buyerAmount: 113,
      orderState: 'refunded',
    });
    expect((await wallet(t, buyer)).balance).toBe(before);
    expect(
      (
        await post(admin, `/api/admin/disputes/${opened.body.id}/resolve`, {
          outcome: 'release',
          rule: 'notDelivered',
          reason: 'x',
        })
      ).status,
    ).toBe(409);
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(
      told.some(
        (n) => n.eventType === 'dispute_resolved' && String(n.params?.reason).includes('could not show'),
      ),
    ).toBe(true);
  });

  it('release pays the seller less commission; a split shares the total exactly', async () => {
    const a = await order(1000);
    const da = await post(buyer, `/api/orders/${a.id}/dispute`, { reason: 'late' });
    const sellerBefore = (await wallet(t, seller)).balance;
    await post(admin, `/api/admin/disputes/${da.body.id}/resolve`, {
      outcome: 'release',
      rule: 'notDelivered',
      reason: 'Delivered in time',
    });
    expect((await wallet(t, seller)).balance).toBe(sellerBefore + 1000);

    const b = await order(1000); // total 1130
    const db = await post(buyer, `/api/orders/${b.id}/dispute`, { reason: 'half missing' });
    const buyerBefore = (await wallet(t, buyer)).balance;
    const commissionBefore = await platform('platform_commission');
    expect(
      (
        await post(admin, `/api/admin/disputes/${db.body.id}/resolve`, {
          outcome: 'split',
          rule: 'partlyDelivered',
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(admin, `/api/admin/disputes/${db.body.id}/resolve`, {
          outcome: 'split',
          rule: 'notDelivered',
          buyerAmount: 1130,
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    const split = await post(admin, `/api/admin/disputes/${db.body.id}/resolve`, {
      outcome: 'split',
      rule: 'notDelivered',
      buyerAmount: 565,
      reason: 'Half was delivered',
    });
    expect(split.body).toMatchObject({ outcome: 'split', buyerAmount: 565, orderState: 'completed' });
    expect((await wallet(t, buyer)).balance).toBe(buyerBefore + 565);
    expect((await wallet(t, seller)).balance).toBe(sellerBefore + 1000 + 500);
    expect((await platform('platform_commission')) - commissionBefore).toBe(6500);
    expect(await platform('escrow')).toBe(0);
  });

  it('withdrawals: approve pays out, reject returns the money, each once with a reason', async () => {
    await topUp(t, other, 1000);
    const stepUp = await stepUpHeaders(t, other);
    const w1 = await post(
      other,
      '/api/wallet/withdrawals',
      { amount: 300, destination: 'card', idempotencyKey: idem() },
      stepUp,
    );
    const w2 = await post(
      other,
      '/api/wallet/withdrawals',
      { amount: 200, destination: 'card', idempotencyKey: idem() },
      stepUp,
    );
    expect(await wallet(t, other)).toMatchObject({ balance: 500, held: 500 });
    // Every administrator is told in the app (and by mail, ADR 0056), once per request.
    await t.app.outbox.drain();
    const told = (
      await t.app.db.select().from(notifications).where(eq(notifications.userId, admin.id))
    ).filter((n) => n.eventType === 'withdrawal_requested');
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ url: '/admin' });
    const pending = await get(admin, '/api/admin/withdrawals');
    expect(pending.body.content.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([w1.body.id, w2.body.id]),
    );
    expect((await post(admin, `/api/admin/withdrawals/${w1.body.id}/approve`, {})).status).toBe(400);
    const ok = await post(admin, `/api/admin/withdrawals/${w1.body.id}/approve`, { reason: 'Paid to card' });
    expect(ok.body).toMatchObject({ status: 'approved', reason: 'Paid to card' });
    const no = await post(admin, `/api/admin/withdrawals/${w2.body.id}/reject`, {
      reason: 'Card name mismatch',
    });
    expect(no.body).toMatchObject({ status: 'rejected' });
    expect(
      (await post(admin, `/api/admin/withdrawals/${w2.body.id}/approve`, { reason: 'oops' })).status,
    ).toBe(409);
    expect(await wallet(t, other)).toMatchObject({ balance: 700, held: 0 });
    const mine = await get(other, '/api/wallet/withdrawals');
    expect(mine.body.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'rejected', reason: 'Card name mismatch' })]),
    );
  });

  it('blocks an offer off the market for good until unblocked; suspends a user to read-only', async () => {
    const offer = await createOffer(t, seller, lot, { price: 10, availability: 2 });
    expect(
      (await post(admin, `/api/admin/offers/${offer.id}/block`, { reason: 'Stolen accounts' })).status,
    ).toBe(204);
    expect((await t.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0]).toMatchObject({
      active: false,
      blockedReason: 'Stolen accounts',
    });
    const buy = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    expect(buy.status).toBe(409);
    const edit = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: offer.id, availability: 5 },
    });
    expect(edit.body.active).toBe(false);
    const blocked = await get(admin, '/api/admin/offers?blocked=true');
    expect(blocked.body.content).toEqual([expect.objectContaining({ id: offer.id, blocked: true })]);
    await post(admin, `/api/admin/offers/${offer.id}/unblock`, { reason: 'Checked' });
    expect((await t.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.active).toBe(true);

    expect(
      (await post(admin, `/api/admin/users/${other.id}/suspend`, { reason: 'Chargebacks' })).status,
    ).toBe(204);
    const read = await get(other, '/api/wallet');
    expect(read.status).toBe(200);
    const write = await post(other, '/api/orders', await orderBody(t, offer.id));
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(MESSAGES.accountSuspended);
    const found = await get(admin, '/api/admin/users?suspended=true');
    expect(found.body.content).toEqual([
      expect.objectContaining({ id: other.id, suspensionReason: 'Chargebacks' }),
    ]);
    expect((await post(admin, `/api/admin/users/${admin.id}/suspend`, { reason: 'x' })).status).toBe(403);
    await post(admin, `/api/admin/users/${other.id}/unsuspend`, { reason: 'Resolved' });
    expect((await post(other, '/api/orders', await orderBody(t, offer.id))).status).toBe(201);
  });

  it('admin calls: administrators only', async () => {
    const guest = await guestToken(t);
    const urls: [string, 'GET' | 'POST'][] = [
      ['/api/admin/disputes', 'GET'],
      ['/api/admin/disputes/1/resolve', 'POST'],
      ['/api/admin/withdrawals', 'GET'],
      ['/api/admin/withdrawals/1/approve', 'POST'],
      ['/api/admin/withdrawals/1/reject', 'POST'],
      ['/api/admin/users', 'GET'],
      ['/api/admin/users/1/suspend', 'POST'],
      ['/api/admin/users/1/unsuspend', 'POST'],
      ['/api/admin/offers', 'GET'],
      ['/api/admin/offers/1/block', 'POST'],
      ['/api/admin/offers/1/unblock', 'POST'],
    ];
    for (const [url, method] of urls) {
      const as = (token?: string) =>
        call(t.app, {
          method,
          url,
          token,
          ...(method === 'POST' ? { payload: { reason: 'r', outcome: 'refund' } } : {}),
        });
      expect((await as()).status, url).toBe(401);
      expect((await as(guest)).status, url).toBe(403);
      for (const u of [buyer, seller, other]) expect((await as(u.token)).status, url).toBe(403);
    }
    // An administrator reads any order, and may not act as its buyer or seller.
    const o = await order(5);
    expect((await get(admin, `/api/orders/${o.id}`)).status).toBe(200);
    expect((await post(admin, `/api/orders/${o.id}/deliver`, { message: 'x' })).status).toBe(403);
    expect((await post(admin, `/api/orders/${o.id}/keys/reveal`)).status).toBe(403);
  });
});
