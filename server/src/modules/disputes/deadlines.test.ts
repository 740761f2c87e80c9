import { DISPUTE_ANSWER_MS, DISPUTE_STATS_DAYS } from '@gamelot/contract/disputes';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { disputeDecisions, ledgerTransactions, notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp, wallet } from '../../../test/money.ts';

/**
 * Disputes with deadlines (docs/decisions/0061-disputes-with-deadlines.md): the seller's time to
 * answer by the lot's kind, the system's refund at the deadline exactly once, decisions with
 * their rule and reason, the administrators' queue and the public decision-time figures.
 */

const HOUR = 3_600_000;
const START = new Date('2026-03-02T10:00:00.000Z');

describe('disputes with deadlines', () => {
  let t: TestApp;
  let now = START;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let lots: { accounts: number; skins: number; coaching: number };

  const post = (user: TestUser, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token: user.token, payload });
  const get = (user: TestUser | null, url: string) =>
    call(t.app, { method: 'GET', url, ...(user ? { token: user.token } : {}) });
  const sweep = (at: Date) =>
    t.app.scheduler.jobs.find((j) => j.name === 'disputes.seller-deadline')!.run(at) as Promise<{
      refunded: number[];
    }>;
  const disputed = async (lotId: number, price = 100) => {
    const offer = await createOffer(t, seller, lotId, { price, availability: 1 });
    const order = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    expect(order.status).toBe(201);
    const dispute = await post(buyer, `/api/orders/${order.body.id}/dispute`, { reason: 'Nothing arrived' });
    expect(dispute.status).toBe(201);
    return {
      orderId: order.body.id as number,
      chatId: order.body.chatId as number,
      disputeId: dispute.body.id as number,
      total: order.body.total as number,
    };
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    const game = await insertProduct(t, {
      lots: [{ name: 'Accounts' }, { name: 'Skins' }, { name: 'Coaching' }],
    });
    lots = { accounts: game.lots[0]!.id, skins: game.lots[1]!.id, coaching: game.lots[2]!.id };
    seller = await insertUser(t, 'deadline-seller');
    buyer = await insertUser(t, 'deadline-buyer');
    admin = await insertUser(t, 'deadline-admin');
    await t.app.db
      .update(users)
      .set({ roles: ['USER', ROLE_ADMIN] })
      .where(eq(users.id, admin.id));
    await topUp(t, buyer, 50_000);
  });
  afterAll(() => t.close());

  it('with no decision yet the public figures say so', async () => {
    const stats = await get(null, '/api/disputes/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ days: DISPUTE_STATS_DAYS, cases: 0, medianSeconds: null, p90Seconds: null });
  });

  it('gives the seller a deadline by the kind of lot, which both sides and administrators see', async () => {
    now = START;
    const items = await disputed(lots.skins);
    const accounts = await disputed(lots.accounts);
    const services = await disputed(lots.coaching);
    for (const [d, kind, ms] of [
      [items, 'items', DISPUTE_ANSWER_MS.items],
      [accounts, 'accounts', DISPUTE_ANSWER_MS.accounts],
      [services, 'services', DISPUTE_ANSWER_MS.services],
    ] as const) {
      for (const who of [buyer, seller, admin]) {
        const seen = await get(who, `/api/orders/${d.orderId}/dispute`);
        expect(seen.body).toMatchObject({
          lotKind: kind,
          sellerAnswerBy: new Date(START.getTime() + ms).toISOString(),
          sellerAnsweredAt: null,
          createdAt: START.toISOString(),
        });
      }
    }
    expect([DISPUTE_ANSWER_MS.items, DISPUTE_ANSWER_MS.accounts, DISPUTE_ANSWER_MS.services]).toEqual([
      2 * HOUR,
      12 * HOUR,
      24 * HOUR,
    ]);
    // The seller is told by when to answer.
    await t.app.outbox.drain();
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(
      told.some(
        (n) => n.kind === 'disputeAnswerBy' && String(n.params?.deadline).startsWith('2026-03-02T12:00'),
      ),
    ).toBe(true);
    // The administrators' queue: soonest deadline first.
    const queue = await get(admin, '/api/admin/disputes?status=open&size=100');
    const ids = queue.body.content.map((d: { id: number }) => d.id);
    expect(ids.indexOf(items.disputeId)).toBeLessThan(ids.indexOf(accounts.disputeId));
    expect(ids.indexOf(accounts.disputeId)).toBeLessThan(ids.indexOf(services.disputeId));
    // Leave none of them open for the next tests' sweeps.
    for (const d of [items, accounts, services])
      await post(admin, `/api/admin/disputes/${d.disputeId}/resolve`, {
        outcome: 'release',
        rule: 'deliveredAsDescribed',
        reason: 'Tidy up',
      });
  });

  it('a silent seller loses at the deadline exactly once: a full refund decided by the system', async () => {
    now = new Date(START.getTime() + 10 * HOUR);
    const d = await disputed(lots.skins, 250);
    const deadline = new Date(now.getTime() + DISPUTE_ANSWER_MS.items);
    const before = await wallet(t, buyer);
    // The buyer's own message is no answer.
    await post(buyer, `/api/orders/${d.orderId}/dispute/messages`, { content: 'Still waiting' });

    expect((await sweep(new Date(deadline.getTime() - 1))).refunded).not.toContain(d.orderId);
    expect((await get(buyer, `/api/orders/${d.orderId}`)).body.state).toBe('disputed');

    const [first, second] = await Promise.all([sweep(deadline), sweep(deadline)]);
    expect([...first.refunded, ...second.refunded].filter((id) => id === d.orderId)).toHaveLength(1);
    expect((await sweep(new Date(deadline.getTime() + HOUR))).refunded).not.toContain(d.orderId);

    const after = await wallet(t, buyer);
    expect(after.balance).toBeCloseTo(before.balance + d.total, 2);
    expect(after.inEscrow).toBeCloseTo(before.inEscrow - d.total, 2);
    const refunds = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `order:${d.orderId}:refund`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.actorUserId).toBeNull();

    const seen = await get(seller, `/api/orders/${d.orderId}/dispute`);
    expect(seen.body).toMatchObject({
      status: 'resolved',
      outcome: 'refund',
      orderState: 'refunded',
      rule: 'sellerSilent',
      decidedBySystem: true,
      resolution: '',
      resolvedAt: deadline.toISOString(),
    });
    const decisions = await t.app.db
      .select()
      .from(disputeDecisions)
      .where(eq(disputeDecisions.disputeId, d.disputeId));
    expect(decisions).toEqual([
      expect.objectContaining({
        rule: 'sellerSilent',
        decidedBy: null,
        outcome: 'refund',
        decidedAt: deadline,
      }),
    ]);
    // Too late for anyone to write or decide.
    expect(
      (await post(seller, `/api/orders/${d.orderId}/dispute/messages`, { content: 'Here!' })).status,
    ).toBe(409);
    const late = await post(admin, `/api/admin/disputes/${d.disputeId}/resolve`, {
      outcome: 'release',
      rule: 'deliveredAsDescribed',
      reason: 'Too late',
    });
    expect(late.status).toBe(409);
    await t.app.outbox.drain();
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.some((n) => n.eventType === 'dispute_resolved' && n.url === `/orders/${d.orderId}`)).toBe(
      true,
    );
  });

  it('a seller who answers before the deadline keeps the dispute for an administrator', async () => {
    now = new Date(START.getTime() + 20 * HOUR);
    const d = await disputed(lots.accounts);
    const deadline = new Date(now.getTime() + DISPUTE_ANSWER_MS.accounts);
    now = new Date(deadline.getTime() - 60_000);
    const answered = await post(seller, `/api/orders/${d.orderId}/dispute/messages`, {
      content: 'Delivered, see the screenshot',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.sellerAnsweredAt).toBe(now.toISOString());
    expect((await sweep(new Date(deadline.getTime() + HOUR))).refunded).not.toContain(d.orderId);
    expect((await get(buyer, `/api/orders/${d.orderId}`)).body.state).toBe('disputed');

    // A decision needs a rule and a reason.
    const resolve = (body: object) => post(admin, `/api/admin/disputes/${d.disputeId}/resolve`, body);
    expect((await resolve({ outcome: 'release', reason: 'No rule' })).status).toBe(400);
    expect((await resolve({ outcome: 'release', rule: 'made-up', reason: 'x' })).status).toBe(400);
    expect((await resolve({ outcome: 'release', rule: 'deliveredAsDescribed', reason: ' ' })).status).toBe(
      400,
    );
    now = new Date(deadline.getTime() + 3 * HOUR);
    const decided = await resolve({
      outcome: 'release',
      rule: 'deliveredAsDescribed',
      reason: 'Proof is clear',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      rule: 'deliveredAsDescribed',
      decidedBySystem: false,
      resolution: 'Proof is clear',
      resolvedAt: now.toISOString(),
    });
    const [row] = await t.app.db
      .select()
      .from(disputeDecisions)
      .where(eq(disputeDecisions.disputeId, d.disputeId));
    expect(row).toMatchObject({
      decidedBy: admin.id,
      rule: 'deliveredAsDescribed',
      reason: 'Proof is clear',
    });
  });

  it('an answer after the deadline is only a message: the sweep still refunds', async () => {
    now = new Date(START.getTime() + 60 * HOUR);
    const d = await disputed(lots.skins);
    const deadline = new Date(now.getTime() + DISPUTE_ANSWER_MS.items);
    now = new Date(deadline.getTime() + 1_000);
    const late = await post(seller, `/api/orders/${d.orderId}/dispute/messages`, { content: 'Sorry, late' });
    expect(late.body.sellerAnsweredAt).toBeNull();
    expect((await sweep(now)).refunded).toContain(d.orderId);
  });

  it('the public figures are the median and 90th percentile of the decisions in the window', async () => {
    now = new Date(START.getTime() + 100 * HOUR);
    const stats = await get(null, '/api/disputes/stats');
    const since = new Date(now.getTime() - DISPUTE_STATS_DAYS * 86_400_000);
    const rows = await t.app.db.select().from(disputeDecisions);
    const secs = rows
      .filter((r) => r.decidedAt >= since)
      .map((r) => (r.decidedAt.getTime() - r.openedAt.getTime()) / 1000)
      .sort((a, b) => a - b);
    const pct = (p: number) => {
      const at = (secs.length - 1) * p;
      const lo = Math.floor(at);
      const hi = Math.ceil(at);
      return Math.round(secs[lo]! + (secs[hi]! - secs[lo]!) * (at - lo));
    };
    expect(secs.length).toBeGreaterThanOrEqual(6);
    expect(stats.body).toEqual({
      days: DISPUTE_STATS_DAYS,
      cases: secs.length,
      medianSeconds: pct(0.5),
      p90Seconds: pct(0.9),
    });
    // Decisions older than the window leave it.
    now = new Date(now.getTime() + (DISPUTE_STATS_DAYS + 10) * 86_400_000);
    expect((await get(null, '/api/disputes/stats')).body).toMatchObject({ cases: 0, medianSeconds: null });
  });

  it('two app instances on one PostgreSQL database running the sweep together refund once', async (ctx) => {
    if (!t.databaseUrl) ctx.skip();
    now = new Date(START.getTime() + 200 * HOUR);
    const many = await Promise.all([1, 2, 3, 4, 5].map(async () => disputed(lots.skins, 10)));
    const before = await wallet(t, buyer);
    const database = await openDatabase({ url: t.databaseUrl! });
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp({ config: t.config, database, logger: false, clock: () => now });
      await other.ready();
      const run = (app: FastifyInstance) =>
        app.scheduler.jobs
          .find((j) => j.name === 'disputes.seller-deadline')!
          .run(new Date(now.getTime() + DISPUTE_ANSWER_MS.items)) as Promise<{ refunded: number[] }>;
      const results = await Promise.all([run(t.app), run(other), run(t.app), run(other)]);
      const refunded = results.flatMap((r) => r.refunded);
      for (const d of many) expect(refunded.filter((id) => id === d.orderId)).toHaveLength(1);
      const after = await wallet(t, buyer);
      expect(after.balance).toBeCloseTo(before.balance + many.reduce((s, d) => s + d.total, 0), 2);
      const decisions = await t.app.db
        .select()
        .from(disputeDecisions)
        .where(
          inArray(
            disputeDecisions.disputeId,
            many.map((d) => d.disputeId),
          ),
        );
      expect(decisions).toHaveLength(many.length);
    } finally {
      await other?.close();
      await database.close();
    }
  });
});
