import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { DAY_MS } from '@gamelot/contract/warranty';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { ledgerTransactions, notifications, orders } from '../../db/schema/index.ts';
import { warrantyReleaseJob } from '../../jobs/warranty-release.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, termsOf, topUp, wallet } from '../../../test/money.ts';
import { createAdmin } from '../admin/cli.ts';
import { releaseWarranties } from './warranties.ts';

/**
 * Account warranties (docs/decisions/0060-account-warranties.md): the seller chooses one on an
 * account offer, the order copies it, completion holds the seller's part until it ends, the buyer
 * may dispute until then, and the release job pays it out once.
 */

type Clock = { now: Date };

async function setUp(t: TestApp) {
  const game = await insertProduct(t, { lots: [{ name: 'Accounts' }, { name: 'Gold' }] });
  const seller = await insertUser(t, 'seller');
  const buyer = await insertUser(t, 'buyer');
  await topUp(t, buyer, 100_000);
  return { accounts: game.lots[0]!.id, gold: game.lots[1]!.id, seller, buyer };
}

const post = (t: TestApp, user: TestUser, url: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url, token: user.token, payload });

/** An account offer with a warranty, bought and delivered; returns the order's id. */
async function deliveredOrder(t: TestApp, seller: TestUser, buyer: TestUser, lot: number, days = 14) {
  const offer = await createOffer(t, seller, lot, { price: 100, availability: 1, warrantyDays: days });
  const order = await post(t, buyer, '/api/orders', await orderBody(t, offer.id));
  expect(order.status).toBe(201);
  expect(order.body.warrantyDays).toBe(days);
  expect(
    (await post(t, seller, `/api/orders/${order.body.id}/deliver`, { message: 'login:pass' })).status,
  ).toBe(200);
  return order.body.id as number;
}

async function ledgerBalances(t: TestApp) {
  const { rows } = (await t.app.db.execute(sql`
    SELECT
      (SELECT coalesce(sum(amount_kopecks), 0) FROM ledger_entries)::bigint AS total,
      (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
         HAVING sum(amount_kopecks) <> 0) u)::int AS unbalanced`)) as unknown as {
    rows: { total: string; unbalanced: number }[];
  };
  return { total: Number(rows[0]!.total), unbalanced: Number(rows[0]!.unbalanced) };
}

describe('account warranties', () => {
  const clock: Clock = { now: new Date('2026-03-01T12:00:00Z') };
  let t: TestApp;
  let lots: { accounts: number; gold: number };
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => clock.now });
    const s = await setUp(t);
    lots = s;
    seller = s.seller;
    buyer = s.buyer;
    const created = await createAdmin(t.app.db, {
      email: 'root@example.test',
      name: 'Root',
      password: 'pw-123456',
    });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'root@example.test', password: 'pw-123456' },
    });
    admin = { id: created.id, name: 'Root', token: signIn.body.token };
  }, 300_000);
  afterAll(() => t.close());

  it(
    'a seller chooses none, 7, 14 or 30 days, on account offers only; anything else is a clear 400',
    { timeout: 120_000 },
    async () => {
      const offer = await createOffer(t, seller, lots.accounts, { warrantyDays: 30 });
      expect(offer.warrantyDays).toBe(30);
      const plain = await createOffer(t, seller, lots.accounts);
      expect(plain.warrantyDays).toBe(0);
      const create = (lotId: number, warrantyDays: unknown) =>
        post(t, seller, '/api/offers/create', {
          name: 'Epic account',
          shortDescription: 'Level 60',
          longDescription: 'A long and honest description.',
          price: 100,
          availability: 1,
          lotId,
          userId: seller.id,
          warrantyDays,
        });
      const other = await create(lots.gold, 7);
      expect(other.status).toBe(400);
      expect(other.body.message).toBe(MESSAGES.offerWarrantyAccountsOnly);
      expect(other.body.fieldErrors).toEqual({ warrantyDays: MESSAGES.offerWarrantyAccountsOnly });
      for (const bad of [5, -7, 7.5, '7', null, 1e12, Number.MAX_SAFE_INTEGER, [7], { days: 7 }, true]) {
        const res = await create(lots.accounts, bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.message, JSON.stringify(bad)).toBe(MESSAGES.offerWarrantyInvalid);
      }
      // Zero is allowed anywhere.
      expect((await create(lots.gold, 0)).status).toBe(201);

      // Edits: the owner changes it; another user cannot; a non-account lot keeps none.
      const edit = (user: TestUser, body: object) =>
        call(t.app, { method: 'PATCH', url: '/api/offers/update', token: user.token, payload: body });
      const edited = await edit(seller, { id: offer.id, warrantyDays: 7 });
      expect(edited.status).toBe(200);
      expect(edited.body.warrantyDays).toBe(7);
      expect((await edit(seller, { id: offer.id })).body.warrantyDays).toBe(7);
      expect((await edit(buyer, { id: offer.id, warrantyDays: 0 })).status).toBe(403);
      expect((await edit(seller, { id: offer.id, warrantyDays: 3 })).body.message).toBe(
        MESSAGES.offerWarrantyInvalid,
      );
      const gold = await createOffer(t, seller, lots.gold);
      expect((await edit(seller, { id: gold.id, warrantyDays: 14 })).body.message).toBe(
        MESSAGES.offerWarrantyAccountsOnly,
      );
      const read = await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${offer.id}` });
      expect(read.body.warrantyDays).toBe(7);
    },
  );

  it('the warranty is part of the terms the buyer pays: a changed one is a 409 with the terms now', async () => {
    const offer = await createOffer(t, seller, lots.accounts, {
      price: 100,
      availability: 2,
      warrantyDays: 14,
    });
    const terms = await termsOf(t, offer.id, 1);
    expect(terms.warrantyDays).toBe(14);
    const { warrantyDays: _w, ...withoutWarranty } = terms;
    const unseen = await post(t, buyer, '/api/orders', {
      offerId: offer.id,
      idempotencyKey: idem(),
      ...withoutWarranty,
    });
    expect(unseen.status).toBe(409);
    expect(unseen.body.code).toBe('orderTermsChanged');
    expect(unseen.body.terms.warrantyDays).toBe(14);
    for (const bad of [3, '14', -14, null]) {
      const res = await post(t, buyer, '/api/orders', {
        offerId: offer.id,
        idempotencyKey: idem(),
        ...terms,
        warrantyDays: bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe(MESSAGES.orderTermsInvalid);
    }
    const bought = await post(t, buyer, '/api/orders', {
      offerId: offer.id,
      idempotencyKey: idem(),
      ...terms,
    });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ warrantyDays: 14, warrantyEndsAt: null, warrantyReleasedAt: null });
    // The seller lowers it afterwards: the order keeps what was bought.
    await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: offer.id, warrantyDays: 0 },
    });
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${bought.body.id}`,
      token: buyer.token,
    });
    expect(again.body.warrantyDays).toBe(14);
  });

  it('confirmation holds the seller’s part until the warranty ends; the job releases it exactly once', async () => {
    const id = await deliveredOrder(t, seller, buyer, lots.accounts, 14);
    const before = await wallet(t, seller);
    const confirmedAt = clock.now;
    const confirmed = await post(t, buyer, `/api/orders/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    const endsAt = new Date(confirmedAt.getTime() + 14 * DAY_MS);
    expect(confirmed.body).toMatchObject({
      state: 'completed',
      sellerAmount: 100,
      commission: 13,
      warrantyEndsAt: endsAt.toISOString(),
      warrantyReleasedAt: null,
    });
    expect(confirmed.body.actions).toContain('dispute');
    const held = await call(t.app, { method: 'GET', url: '/api/wallet', token: seller.token });
    expect(held.body.balance).toBe(before.balance);
    expect(held.body.warrantyHeld).toBe(before.warrantyHeld + 100);
    expect(held.body.warranties).toContainEqual({
      orderId: id,
      offerName: 'Epic account',
      amount: 100,
      releaseAt: endsAt.toISOString(),
    });
    const history = await call(t.app, { method: 'GET', url: '/api/wallet/history', token: seller.token });
    expect(history.body.content[0]).toMatchObject({
      kind: 'order_release',
      account: 'warranty',
      amount: 100,
    });

    // Not a millisecond early.
    expect(await releaseWarranties({ db: t.app.db }, new Date(endsAt.getTime() - 1))).not.toContain(id);
    expect(await releaseWarranties({ db: t.app.db }, endsAt)).toContain(id);
    expect(await releaseWarranties({ db: t.app.db }, endsAt)).toEqual([]);
    expect(await releaseWarranties({ db: t.app.db }, new Date(endsAt.getTime() + 100 * DAY_MS))).toEqual([]);
    await t.app.outbox.drain();

    const after = await wallet(t, seller);
    expect(after.balance).toBe(before.balance + 100);
    const page = await call(t.app, { method: 'GET', url: `/api/orders/${id}`, token: seller.token });
    expect(page.body).toMatchObject({ sellerAmount: 100, warrantyReleasedAt: endsAt.toISOString() });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.eventType, 'warranty_released')));
    expect(told.filter((n) => n.url === `/orders/${id}`)).toHaveLength(1);
    const moved = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `order:${id}:warranty-release`));
    expect(moved).toHaveLength(1);
    expect(await ledgerBalances(t)).toEqual({ total: 0, unbalanced: 0 });
    // After the warranty the buyer may no longer dispute.
    clock.now = new Date(endsAt.getTime() + 1);
    const late = await post(t, buyer, `/api/orders/${id}/dispute`, { reason: 'Recovered' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.disputeWarrantyOver);
  });

  it('the 72 h auto-completion holds the money too; no dispute once the warranty ends, even before the job ran', async () => {
    clock.now = new Date('2026-04-01T00:00:00Z');
    const id = await deliveredOrder(t, seller, buyer, lots.accounts, 7);
    await t.app.db
      .update(orders)
      .set({ deliveredAt: new Date(clock.now.getTime() - 73 * 3600_000) })
      .where(eq(orders.id, id));
    const { autoComplete } = await import('./service.ts');
    expect(await autoComplete({ db: t.app.db }, clock.now)).toContain(id);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.warrantyEndsAt?.toISOString()).toBe(new Date(clock.now.getTime() + 7 * DAY_MS).toISOString());
    clock.now = new Date(row!.warrantyEndsAt!.getTime());
    const late = await post(t, buyer, `/api/orders/${id}/dispute`, { reason: 'Recovered' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.disputeWarrantyOver);
    const view = await call(t.app, { method: 'GET', url: `/api/orders/${id}`, token: buyer.token });
    expect(view.body.actions).not.toContain('dispute');
    expect(await releaseWarranties({ db: t.app.db }, clock.now)).toContain(id);
  });

  it(
    'a dispute during the warranty pauses the release and is decided from the held money',
    { timeout: 120_000 },
    async () => {
      clock.now = new Date('2026-05-01T00:00:00Z');
      const refundId = await deliveredOrder(t, seller, buyer, lots.accounts, 30);
      const releaseId = await deliveredOrder(t, seller, buyer, lots.accounts, 30);
      expect((await post(t, buyer, `/api/orders/${refundId}/confirm`)).status).toBe(200);
      expect((await post(t, buyer, `/api/orders/${releaseId}/confirm`)).status).toBe(200);
      const sellerBefore = await wallet(t, seller);
      const buyerBefore = await wallet(t, buyer);

      clock.now = new Date('2026-05-20T00:00:00Z');
      // Only the buyer opens it; the seller and strangers are refused.
      expect((await post(t, seller, `/api/orders/${refundId}/dispute`, { reason: 'x' })).status).toBe(403);
      const opened = await post(t, buyer, `/api/orders/${refundId}/dispute`, {
        reason: 'The seller recovered it',
      });
      expect(opened.status).toBe(201);
      expect(opened.body).toMatchObject({ orderState: 'disputed', status: 'open' });
      expect((await post(t, buyer, `/api/orders/${releaseId}/dispute`, { reason: 'Mail lost' })).status).toBe(
        201,
      );
      const during = await wallet(t, seller);
      expect(during.warrantyHeld).toBe(sellerBefore.warrantyHeld - 200);
      expect((await wallet(t, buyer)).inEscrow).toBe(buyerBefore.inEscrow + 226);
      // Paused: the job does not touch disputed orders, however late.
      const released = await releaseWarranties({ db: t.app.db }, new Date('2027-01-01T00:00:00Z'));
      expect(released).not.toContain(refundId);
      expect(released).not.toContain(releaseId);
      expect(await ledgerBalances(t)).toEqual({ total: 0, unbalanced: 0 });

      const resolve = (orderId: number, outcome: string) =>
        call(t.app, { method: 'GET', url: `/api/orders/${orderId}/dispute`, token: buyer.token }).then((d) =>
          post(t, admin, `/api/admin/disputes/${d.body.id}/resolve`, {
            outcome,
            reason: 'Decided',
            rule: 'notAsDescribed',
          }),
        );
      expect((await resolve(refundId, 'refund')).status).toBe(200);
      expect((await resolve(releaseId, 'release')).status).toBe(200);
      expect((await wallet(t, buyer)).balance).toBe(buyerBefore.balance + 113);
      expect((await wallet(t, seller)).balance).toBe(sellerBefore.balance + 100);
      const refunded = await call(t.app, {
        method: 'GET',
        url: `/api/orders/${refundId}`,
        token: buyer.token,
      });
      expect(refunded.body).toMatchObject({
        state: 'refunded',
        refunded: 113,
        sellerAmount: 0,
        commission: 0,
      });
      const paid = await call(t.app, { method: 'GET', url: `/api/orders/${releaseId}`, token: seller.token });
      expect(paid.body).toMatchObject({
        state: 'completed',
        sellerAmount: 100,
        commission: 13,
        warrantyEndsAt: null,
      });
      expect(paid.body.actions).not.toContain('dispute');
      expect(await ledgerBalances(t)).toEqual({ total: 0, unbalanced: 0 });
      expect(await releaseWarranties({ db: t.app.db }, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
    },
  );

  it('orders without a warranty complete as before: paid out at once, no dispute after completion', async () => {
    const id = await deliveredOrder(t, seller, buyer, lots.accounts, 0);
    const before = await wallet(t, seller);
    const done = await post(t, buyer, `/api/orders/${id}/confirm`);
    expect(done.body).toMatchObject({ warrantyEndsAt: null });
    expect(done.body.actions).not.toContain('dispute');
    expect((await wallet(t, seller)).balance).toBe(before.balance + 100);
    const late = await post(t, buyer, `/api/orders/${id}/dispute`, { reason: 'x' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.orderWrongState.replace('{state}', 'completed'));
  });
});

/**
 * Two app instances on one PostgreSQL database run the release job at once: every due warranty
 * is released exactly once (SKIP LOCKED and the ledger reference). PGlite has one process.
 */
describe.runIf(process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL))(
  'warranty release with two processes on PostgreSQL',
  () => {
    let t: TestApp;
    let second: Database;
    let other: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      t = await buildTestApp();
      second = await openDatabase({ url: t.databaseUrl! });
      other = await buildApp({ config: t.config, database: second, logger: false });
      await other.ready();
    }, 120_000);
    afterAll(async () => {
      await other?.close();
      await second?.close();
      await t?.close();
    });

    it('releases each due warranty once, whichever instance takes it', async () => {
      const { accounts, seller, buyer } = await setUp(t);
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) ids.push(await deliveredOrder(t, seller, buyer, accounts, 7));
      for (const id of ids) expect((await post(t, buyer, `/api/orders/${id}/confirm`)).status).toBe(200);
      const before = await wallet(t, seller);
      expect(before.warrantyHeld).toBe(2400);
      const due = new Date(Date.now() + 8 * DAY_MS);
      const jobs = [warrantyReleaseJob({ db: t.app.db }), warrantyReleaseJob({ db: other.db })];
      // Each instance runs the job again and again, at once, until nothing is left; small batches
      // make them meet on the same rows.
      const drain = async (db: typeof t.app.db) => {
        const got: number[] = [];
        for (;;) {
          const batch = await releaseWarranties({ db }, due, 3);
          if (batch.length === 0) return got;
          got.push(...batch);
        }
      };
      const [a, b, c, d] = await Promise.all([
        drain(t.app.db),
        drain(other.db),
        jobs[0]!.run(due) as Promise<{ released: number[] }>,
        jobs[1]!.run(due) as Promise<{ released: number[] }>,
      ]);
      const all = [...a, ...b, ...c.released, ...d.released];
      expect(all.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      const after = await wallet(t, seller);
      expect(after.balance).toBe(before.balance + 2400);
      expect(after.warrantyHeld).toBe(0);
      const moved = await t.app.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.reference, 'order:%:warranty-release'));
      expect(moved).toHaveLength(24);
      await t.app.outbox.drain();
      await other.outbox.drain();
      const told = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.eventType, 'warranty_released')));
      expect(told).toHaveLength(24);
      expect(await ledgerBalances(t)).toEqual({ total: 0, unbalanced: 0 });
    }, 300_000);
  },
);
