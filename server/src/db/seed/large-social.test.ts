import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPEN_ORDER_STATES, ORDER_STATES } from '@gamelot/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../client.ts';
import { seedIfEmpty } from './index.ts';
import { seedLarge } from './large.ts';
import { seedLargeSocial, type SocialSeedSummary } from './large-social.ts';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The small-N version of `npm run seed:large` with its social half, on either database (the
// embedded benchmark fills PGlite the same way): the counters and the money agree with a recount.
describe('large seed with follows, favourites, chats and orders', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  let social: SocialSeedSummary;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    mediaDir = mkdtempSync(path.join(tmpdir(), 'gamelot-large-social-'));
    await seedIfEmpty(database.db, { mediaDir });
    await seedLarge(database, { offers: 3000, sellers: 60 });
    social = await seedLargeSocial(database);
  }, 240_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('makes some of everything, orders in every state, some completed with a review', async () => {
    expect(social.follows).toBeGreaterThan(200);
    expect(social.favourites).toBeGreaterThan(50);
    expect(social.chats).toBeGreaterThan(100);
    expect(social.messages).toBeGreaterThan(social.chats * 2 - 1);
    for (const state of ORDER_STATES) expect(social.orders[state] ?? 0, state).toBeGreaterThan(0);
    expect(social.reviewedOrders).toBeGreaterThan(50);
    const [reviews] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from reviews r join orders o on o.id = r.order_id
          where o.state = 'completed' and o.buyer_id = r.buyer_id and o.seller_id = r.seller_id
            and o.offer_id = r.offer_id and r.created_at >= o.completed_at`,
    );
    expect(reviews!.n).toBe(social.reviewedOrders);
  });

  it('balances the ledger: every transaction, escrow, commission, no negative wallet', async () => {
    const unbalanced = await rows(
      database,
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_kopecks) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const negative = await rows(
      database,
      sql`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
          where a.kind in ('user_wallet', 'user_held', 'escrow', 'platform_commission')
          group by a.id having sum(e.amount_kopecks) < 0`,
    );
    expect(negative).toEqual([]);
    const open = `{${OPEN_ORDER_STATES.join(',')}}`;
    const [check] = await rows<Record<string, string>>(
      database,
      sql`select
        (select coalesce(sum(e.amount_kopecks), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'escrow') as escrow,
        (select coalesce(sum(total_kopecks), 0) from orders where state = any(${open}::text[])) as open,
        (select coalesce(sum(e.amount_kopecks), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'platform_commission') as commission,
        (select coalesce(sum(commission_kopecks), 0) from orders where state = 'completed') as earned,
        (select count(*) from orders o where not exists (
          select 1 from ledger_transactions t where t.reference = 'order:' || o.id || ':payment')) as unpaid`,
    );
    expect(Number(check!.escrow)).toBe(Number(check!.open));
    expect(Number(check!.escrow)).toBeGreaterThan(0);
    expect(Number(check!.commission)).toBe(Number(check!.earned));
    expect(Number(check!.unpaid)).toBe(0);
  });

  it('keeps the counters the triggers and statements keep equal to recounts', async () => {
    const likes = await rows(
      database,
      sql`select o.id from offers o left join (select offer_id, count(*)::int as n from favorite_offers group by offer_id) f
          on f.offer_id = o.id where o.like_count <> coalesce(f.n, 0)`,
    );
    expect(likes).toEqual([]);
    const unread = await rows(
      database,
      sql`select p.chat_id, p.user_id from chat_participants p
          where p.unread_count <> (select count(*) from messages m where m.chat_id = p.chat_id
                                   and not m.is_read and m.sender_id is distinct from p.user_id)`,
    );
    expect(unread).toEqual([]);
    const [someUnread] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from chat_participants where unread_count > 0`,
    );
    expect(someUnread!.n).toBeGreaterThan(0);
    const lastMessage = await rows(
      database,
      sql`select c.id from chats c where c.last_message_id is distinct from (select max(id) from messages m where m.chat_id = c.id)`,
    );
    expect(lastMessage).toEqual([]);
  });

  it('gives every order its chat and every disputed or refunded order its dispute', async () => {
    const [check] = await rows<Record<string, number>>(
      database,
      sql`select
        (select count(*)::int from orders o join chats c on c.id = o.chat_id
          where c.user1_id = least(o.buyer_id, o.seller_id) and c.user2_id = greatest(o.buyer_id, o.seller_id)
            and c.offer_id = o.offer_id) as chatted,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders o join disputes d on d.order_id = o.id
          where (o.state = 'disputed' and d.status = 'open') or (o.state = 'refunded' and d.outcome = 'refund')) as disputed,
        (select count(*)::int from orders where state in ('disputed', 'refunded')) as should`,
    );
    expect(check!.chatted).toBe(check!.orders);
    expect(check!.disputed).toBe(check!.should);
  });

  it('refuses to run twice on the same database', async () => {
    await expect(seedLargeSocial(database)).rejects.toThrow(/--reset/);
  });
});
