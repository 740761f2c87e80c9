import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { messages, orders } from '../db/schema/index.ts';
import { buildTestApp, call, openTestDatabase, type TestApp } from '../../test/helpers.ts';
import { createOffer, insertProduct, insertUser } from '../../test/fixtures.ts';
import { orderBody, topUp } from '../../test/money.ts';
import { Scheduler, type JobDefinition } from './scheduler.ts';

const silent = { error: () => {} };

/** A job's state as the scheduler brings it about, polled from the database until it matches. */
const jobState = (read: () => Promise<string | null>) =>
  expect.poll(read, { timeout: 120_000, interval: 100 });

describe('the 72 h auto-complete on the scheduler', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ JOBS: 'true' });
  });
  afterAll(() => t.close());

  it('is scheduled every minute and a run completes a due order once, with its chat line', async () => {
    const schedules = (await t.database.executeSql(`SELECT name, cron FROM pgboss.schedule ORDER BY name`))
      .rows;
    expect(schedules).toEqual([
      { name: 'disputes.seller-deadline', cron: '* * * * *' },
      { name: 'mail.deliver', cron: '* * * * *' },
      { name: 'mail.prune', cron: '23 3 * * *' },
      { name: 'notifications.chat-digest', cron: '* * * * *' },
      { name: 'orders.auto-complete', cron: '* * * * *' },
      { name: 'orders.deadline-expire', cron: '* * * * *' },
      { name: 'orders.deadline-warn', cron: '* * * * *' },
      { name: 'orders.warranty-release', cron: '* * * * *' },
      { name: 'outbox.prune', cron: '17 3 * * *' },
      { name: 'passkeys.prune', cron: '17 * * * *' },
      { name: 'sessions.prune', cron: '43 3 * * *' },
    ]);
    const game = await insertProduct(t, { lots: [{ name: 'Accounts' }] });
    const seller = await insertUser(t, 'seller');
    const buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 1_000);
    const offer = await createOffer(t, seller, game.lots[0]!.id, { price: 100, availability: 1 });
    const order = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offer.id),
    });
    expect(order.status).toBe(201);
    const delivered = await call(t.app, {
      method: 'POST',
      url: `/api/orders/${order.body.id}/deliver`,
      token: seller.token,
      payload: { message: '' },
    });
    expect(delivered.status).toBe(200);
    // Delivered 73 hours ago, as far as the rule can tell.
    await t.app.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '73 hours'` })
      .where(eq(orders.id, order.body.id));

    const run = await t.app.scheduler.runNow('orders.auto-complete');
    await jobState(() => t.app.scheduler.state('orders.auto-complete', run)).toBe('completed');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.body.id));
    expect(row?.state).toBe('completed');
    await t.app.outbox.drain();
    const lines = await t.app.db.select().from(messages).where(eq(messages.chatId, row!.chatId!));
    expect(lines.filter((m) => m.system?.kind === 'orderAutoCompleted')).toHaveLength(1);
  });
});

describe('the scheduler', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;
  const schedulers: Scheduler[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    first = opened.database;
    drop = opened.drop;
    await first.migrate();
    // Two processes on one PostgreSQL database; PGlite has one process, so one scheduler.
    second = opened.url ? await openDatabase({ url: opened.url }) : first;
  });
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    if (second !== first) await second.close();
    await first.close();
    await drop();
  });

  it('runs each job once across its instances, retries with backoff and keeps what failed', async () => {
    const ran: string[] = [];
    let flakyCalls = 0;
    const jobs = (): JobDefinition[] => [
      {
        name: 'test.count',
        cron: '0 0 1 1 *',
        run: async () => {
          ran.push('x');
          await new Promise((r) => setTimeout(r, 20));
        },
      },
      {
        name: 'test.flaky',
        cron: '0 0 1 1 *',
        retryDelaySeconds: 1,
        run: async () => {
          if (++flakyCalls === 1) throw new Error('first attempt fails');
        },
      },
      {
        name: 'test.broken',
        cron: '0 0 1 1 *',
        retryLimit: 0,
        run: async () => {
          throw new Error('always');
        },
      },
    ];
    // Both start at once, as processes started together do: they take turns installing pg-boss and
    // creating its queues, which would otherwise deadlock (ADR 0058).
    for (const database of new Set([first, second])) {
      schedulers.push(new Scheduler(database, jobs(), silent, { pollingIntervalSeconds: 0.5 }));
    }
    await Promise.all(schedulers.map((s) => s.start()));
    const [a, b = a] = schedulers as [Scheduler, Scheduler?];
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await (i % 2 ? a : b).runNow('test.count'));
    const flaky = await a.runNow('test.flaky');
    const broken = await a.runNow('test.broken');
    for (const id of ids) {
      await jobState(() => a.state('test.count', id)).toBe('completed');
    }
    expect(ran).toHaveLength(6);
    await jobState(() => a.state('test.flaky', flaky)).toBe('completed');
    expect(flakyCalls).toBe(2);
    await jobState(() => a.state('test.broken', broken)).toBe('failed');
    expect((await a.failed()).map((j) => j.id)).toEqual([broken]);
  }, 300_000);
});
