import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, termsOf, topUp, wallet } from '../../../test/money.ts';
import { offers, orders } from '../../db/schema/index.ts';

/**
 * Fifty buyers race for the last unit (docs/product.md#money). Only PostgreSQL runs the requests truly at
 * once (a pool of connections, row locks); PGlite has a single connection and would serialise them.
 */
describe.runIf(process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL))(
  'concurrent buyers on PostgreSQL',
  () => {
    let t: TestApp;
    let seller: TestUser;
    let buyers: TestUser[];

    beforeAll(async () => {
      t = await buildTestApp();
      const game = await insertProduct(t, { lots: [{ name: 'Accounts' }] });
      seller = await insertUser(t, 'seller');
      buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => insertUser(t, `buyer-${i}`)));
      for (const b of buyers) await topUp(t, b, 200);
      const offer = await createOffer(t, seller, game.lots[0]!.id, { price: 100, availability: 1 });
      (t as TestApp & { offerId: number }).offerId = offer.id;
    }, 120_000);
    afterAll(() => t?.close());

    it('50 buyers, one unit: exactly one order, 49 clear refusals, balances exact', async () => {
      const offerId = (t as TestApp & { offerId: number }).offerId;
      const terms = await termsOf(t, offerId, 1);
      const results = await Promise.all(
        buyers.map((b) =>
          call(t.app, {
            method: 'POST',
            url: '/api/orders',
            token: b.token,
            payload: { offerId, ...terms, idempotencyKey: idem() },
          }),
        ),
      );
      const won = results.filter((r) => r.status === 201);
      const lost = results.filter((r) => r.status !== 201);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const r of lost) {
        expect(r.status).toBe(409);
        expect([MESSAGES.orderOfferUnavailable, 'Only 0 left in stock']).toContain(r.body.message);
      }
      const [offer] = await t.app.db.select().from(offers).where(eq(offers.id, offerId));
      expect(offer).toMatchObject({ availability: 0, active: false });
      expect(await t.app.db.select().from(orders).where(eq(orders.offerId, offerId))).toHaveLength(1);
      const winner = won[0]!.body.buyer.id as number;
      for (const b of buyers) {
        expect((await wallet(t, b)).balance).toBe(b.id === winner ? 200 - 113 : 200);
      }
      const escrow = (await t.app.db.execute(sql`
        SELECT coalesce(sum(e.amount_kopecks), 0)::bigint AS n FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'escrow'`)) as unknown as {
        rows: { n: string }[];
      };
      expect(Number(escrow.rows[0]!.n)).toBe(11_300);
    }, 120_000);

    it('one wallet, many purchases at once: never below zero', async () => {
      const game = await insertProduct(t, { lots: [{ name: 'Items' }] });
      const offer = await createOffer(t, seller, game.lots[0]!.id, { price: 50, availability: 100 });
      const rich = await insertUser(t, 'spender');
      await topUp(t, rich, 200); // 200 ₽ buys three at 56.50 ₽
      const terms = await termsOf(t, offer.id, 1);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t.app, {
            method: 'POST',
            url: '/api/orders',
            token: rich.token,
            payload: { offerId: offer.id, ...terms, idempotencyKey: idem() },
          }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      expect(
        results.filter((r) => r.status === 409).every((r) => r.body.message === MESSAGES.insufficientFunds),
      ).toBe(true);
      expect((await wallet(t, rich)).balance).toBeCloseTo(200 - 3 * 56.5, 2);
    }, 120_000);
  },
);
