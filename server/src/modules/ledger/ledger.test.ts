import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { OPEN_ORDER_STATES } from '@gamelot/contract/orders';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  insertOffers,
  insertProduct,
  insertUser,
  stepUpHeaders,
  type TestUser,
} from '../../../test/fixtures.ts';
import { idem, orderBody, topUp } from '../../../test/money.ts';
import { AppError } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import * as disputes from '../disputes/service.ts';
import * as orders from '../orders/service.ts';
import { releaseWarranties } from '../orders/warranties.ts';
import * as ledger from './service.ts';

/**
 * The ledger's invariants (docs/product.md#money) under random sequences of top-ups, purchases, deliveries,
 * confirmations, cancellations, withdrawals, disputes and their resolutions (during warranties too), the auto-complete
 * sweep and the warranty release: every transaction sums to zero, no user balance goes below zero, escrow equals the
 * open orders, the commission account equals the completed orders' commissions, and the warranty accounts hold the
 * seller's part of the completed orders still under warranty.
 */
describe('ledger invariants', () => {
  let t: TestApp;
  let users: TestUser[];
  let offerIds: number[];

  const principal = (u: TestUser): Principal => ({
    kind: 'user',
    id: u.id,
    roles: [],
    suspended: false,
    emailVerified: true,
    sessionId: 's1',
  });
  const deps = () => ({ db: t.app.db, realtime: t.app.realtime, log: t.app.log, keyCipher: t.app.keyCipher });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function assertInvariants() {
    const unbalanced = await rows(sql`
      SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_kopecks) <> 0`);
    expect(unbalanced).toEqual([]);
    const negative = await rows(sql`
      SELECT a.id, sum(e.amount_kopecks) AS balance FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.kind IN ('user_wallet', 'user_held', 'user_warranty', 'escrow', 'platform_commission')
      GROUP BY a.id HAVING sum(e.amount_kopecks) < 0`);
    expect(negative).toEqual([]);
    const open = `{${OPEN_ORDER_STATES.join(',')}}`;
    const [check] = await rows<{
      escrow: string;
      open: string;
      commission: string;
      earned: string;
      total: string;
      warranty: string;
      underWarranty: string;
    }>(sql`
      SELECT
        (SELECT coalesce(sum(e.amount_kopecks), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind = 'escrow') AS escrow,
        (SELECT coalesce(sum(total_kopecks), 0) FROM orders WHERE state = ANY(${open}::text[])) AS open,
        (SELECT coalesce(sum(e.amount_kopecks), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind = 'platform_commission') AS commission,
        (SELECT coalesce(sum(commission_kopecks), 0) FROM orders WHERE state = 'completed') AS earned,
        (SELECT coalesce(sum(amount_kopecks), 0) FROM ledger_entries) AS total,
        (SELECT coalesce(sum(e.amount_kopecks), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind = 'user_warranty') AS warranty,
        (SELECT coalesce(sum(total_kopecks - commission_kopecks), 0) FROM orders
          WHERE state = 'completed' AND warranty_ends_at IS NOT NULL AND warranty_released_at IS NULL) AS "underWarranty"`);
    expect(Number(check!.escrow)).toBe(Number(check!.open));
    expect(Number(check!.commission)).toBe(Number(check!.earned));
    expect(Number(check!.total)).toBe(0);
    expect(Number(check!.warranty)).toBe(Number(check!.underWarranty));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, { lots: [{ name: 'Items' }] });
    users = [await insertUser(t, 'u1'), await insertUser(t, 'u2'), await insertUser(t, 'u3')];
    const created = await insertOffers(
      t,
      users.flatMap((u, i) =>
        [1, 2].map((j) => ({
          userId: u.id,
          lotId: game.lots[0]!.id,
          originalPriceKopecks: 1000 * (i + j) + 37,
          priceKopecks: 1,
          availability: 1000,
          // Every second offer carries a warranty (ADR 0060): its orders' money is held after completion.
          warrantyDays: j === 2 ? 7 : 0,
        })),
      ),
    );
    offerIds = created.map((o) => o.id);
  });
  afterAll(() => t.close());

  const op = fc.oneof(
    fc.record({
      op: fc.constant('topUp' as const),
      user: fc.nat(2),
      roubles: fc.integer({ min: 1, max: 2000 }),
    }),
    fc.record({
      op: fc.constant('buy' as const),
      user: fc.nat(2),
      offer: fc.nat(5),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({ op: fc.constant('deliver' as const), order: fc.nat(50) }),
    fc.record({ op: fc.constant('confirm' as const), order: fc.nat(50) }),
    fc.record({ op: fc.constant('cancel' as const), order: fc.nat(50) }),
    fc.record({
      op: fc.constant('withdraw' as const),
      user: fc.nat(2),
      roubles: fc.integer({ min: 100, max: 300 }),
    }),
    fc.record({ op: fc.constant('sweep' as const) }),
    fc.record({ op: fc.constant('releaseWarranties' as const), days: fc.integer({ min: 0, max: 10 }) }),
    fc.record({ op: fc.constant('dispute' as const), order: fc.nat(50) }),
    fc.record({
      op: fc.constant('resolve' as const),
      order: fc.nat(50),
      outcome: fc.constantFrom('refund' as const, 'release' as const, 'split' as const),
      share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    }),
  );

  it('hold for random operation sequences', async () => {
    const placed: { id: number; buyer: TestUser; seller: TestUser }[] = [];
    const sellerOf = (offerIndex: number) => users[Math.floor(offerIndex / 2)]!;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          try {
            if (o.op === 'topUp') await topUp(t, users[o.user]!, o.roubles);
            else if (o.op === 'buy') {
              const { order } = await orders.createOrder(
                deps(),
                users[o.user]!.id,
                await orderBody(t, offerIds[o.offer]!, o.quantity),
              );
              placed.push({ id: order.id, buyer: users[o.user]!, seller: sellerOf(o.offer) });
            } else if (o.op === 'withdraw') {
              const res = await call(t.app, {
                method: 'POST',
                url: '/api/wallet/withdrawals',
                token: users[o.user]!.token,
                headers: await stepUpHeaders(t, users[o.user]!),
                payload: { amount: o.roubles, destination: 'card 4242', idempotencyKey: idem() },
              });
              if (res.status !== 201) refused++;
            } else if (o.op === 'sweep') {
              await orders.autoComplete(deps(), new Date(Date.now() + 73 * 3600_000));
            } else if (o.op === 'releaseWarranties') {
              await releaseWarranties(deps(), new Date(Date.now() + o.days * 24 * 3600_000));
            } else {
              const target = placed[o.order % Math.max(1, placed.length)];
              if (!target) continue;
              if (o.op === 'deliver')
                await orders.deliver(deps(), principal(target.seller), target.id, 'done');
              if (o.op === 'confirm') await orders.confirm(deps(), principal(target.buyer), target.id);
              if (o.op === 'cancel') await orders.cancel(deps(), principal(target.seller), target.id);
              if (o.op === 'dispute')
                await disputes.openDispute(deps(), principal(target.buyer), target.id, 'why');
              if (o.op === 'resolve') {
                const dispute = await disputes.getDispute(deps(), principal(target.buyer), target.id);
                const buyerAmount = Math.max(0.01, Math.floor(dispute.total * o.share * 100) / 100);
                await disputes.resolve(deps(), users[0]!.id, dispute.id, {
                  outcome: o.outcome,
                  buyerAmount: o.outcome === 'split' ? buyerAmount : undefined,
                  rule: 'agreement',
                  reason: 'decided',
                });
              }
            }
          } catch (err) {
            if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
            refused++;
          }
        }
        await assertInvariants();
      }),
      { numRuns: 15 },
    );
    // The sequences did exercise both paths: money moved and rules refused.
    expect(placed.length).toBeGreaterThan(3);
    expect(refused).toBeGreaterThan(0);
  }, 240_000);

  it('the database itself refuses an unbalanced transaction and any change to an entry', async () => {
    const wallet = await ledger.walletAccountId(t.app.db, users[0]!.id);
    const clearing = await ledger.platformAccountId(t.app.db, 'provider_clearing');
    await expect(
      t.app.db.transaction(async (tx) => {
        const inserted = (await tx.execute(
          sql`INSERT INTO ledger_transactions (kind, reference) VALUES ('top_up', ${`forged:${idem()}`}) RETURNING id`,
        )) as unknown as { rows: { id: number }[] };
        const row = inserted.rows[0];
        await tx.execute(
          sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_kopecks) VALUES (${row!.id}, ${wallet}, 1000000)`,
        );
      }),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`UPDATE ledger_entries SET amount_kopecks = amount_kopecks * 2`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    expect(() => ledger.transfer(wallet, clearing, 5)).not.toThrow();
    await expect(
      t.app.db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'top_up',
          reference: `bad:${idem()}`,
          legs: [
            { accountId: wallet, amountKopecks: 5 },
            { accountId: clearing, amountKopecks: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(ledger.UnbalancedTransactionError);
    await assertInvariants();
  });
});
