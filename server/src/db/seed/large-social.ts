import type { OrderState } from '@gamelot/contract/orders';
import { COMMISSION_RATE } from '@gamelot/contract/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { platformAccountId } from '../../modules/ledger/index.ts';
import { TEST_PROVIDER } from '../../modules/payments/index.ts';
import { countLargeSellers, LargeSeedError } from './large.ts';

/**
 * The social half of `npm run seed:large` (docs/performance.md "Traffic mix at 1,000,000 offers"):
 * follows, favourites, chats with messages, and orders in every state with their money, among the
 * large seed's users and offers. Set-based SQL like large.ts: every row of a table in one
 * INSERT … SELECT from a temporary plan, ids given in the plan so later tables can name them.
 * Deterministic for a given seed (setseed).
 *
 * Money follows the ledger's rules (ADR 0020) exactly as the services move it: each buyer tops up
 * once (a succeeded test-provider payment) with what their orders cost plus a remainder; every order
 * pays its total from the wallet into escrow; completed orders release total − commission to the
 * seller and the commission to the platform; cancelled and refunded orders go back to the buyer;
 * paid, delivered and disputed orders stay in escrow. So every transaction sums to zero, escrow
 * equals the open orders, the commission account the completed orders' commissions.
 *
 * Counters kept by triggers (offers.like_count, chat_participants.unread_count) are kept by the
 * same triggers here; chats.last_message_id, which the message statement sets, is set here.
 */

export type SocialSeedOptions = { seed?: number };
export type SocialSeedSummary = {
  follows: number;
  favourites: number;
  chats: number;
  messages: number;
  orders: Partial<Record<OrderState, number>>;
  reviewedOrders: number;
  ms: number;
};

const BUYER_LINES = [
  'Здравствуйте! Ещё актуально?',
  'Сколько по времени выдача?',
  'Можно скидку, если возьму два?',
  'Это безопасно для аккаунта?',
  'Отлично, оформляю.',
  'Hi! Is this still available?',
  'How fast is delivery?',
  'Can you do it this weekend?',
  'Great, ordering now.',
  'Thanks, got it!',
];
const SELLER_LINES = [
  'Добрый день, да, в наличии.',
  'Минут 10–15 после оплаты.',
  'Могу сделать −10%, напишите, какие позиции.',
  'Да, всё вручную, за 3 года ни одного бана.',
  'Hey, yes it is.',
  'Usually within 15 minutes.',
  'Sure, Saturday works for me.',
  'Done, please confirm the order.',
];
const DISPUTE_REASONS = ['Товар не получен', 'Не тот сервер', 'Item not delivered', 'Wrong region'];
/** The commission in hundredths of a percent, as large.ts spells it for integer SQL. */
const COMMISSION_BASIS_POINTS = Math.round(COMMISSION_RATE * 10_000);

/**
 * Order states of orders without a review, cumulative: the rest of 1 is completed. Open orders
 * (paid, delivered, disputed) are days old at most, as the auto-complete sweep keeps them.
 */
const STATE_CUTS: [OrderState, number][] = [
  ['paid', 0.04],
  ['delivered', 0.1],
  ['disputed', 0.12],
  ['refunded', 0.14],
  ['cancelled', 0.26],
];
/** Of the large seed's reviews, the share that becomes a completed order's review. */
const REVIEWED_SHARE = 0.3;

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one(db: Database['db'], query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Payment intents of this seed are named so a second run is refused (rebuild with --reset). */
const INTENT_PREFIX = 'seed-large-';

export async function seedLargeSocial(
  database: Database,
  opts: SocialSeedOptions = {},
): Promise<SocialSeedSummary> {
  const started = performance.now();
  const { db } = database;
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7242003)`);
    const sellers = await countLargeSellers(tx);
    if (sellers < 2) throw new LargeSeedError('The social seed needs the large seed first.');
    const done = await one(
      tx,
      sql`select count(*)::int as n from payment_intents where id like ${INTENT_PREFIX + '%'}`,
    );
    if (done > 0)
      throw new LargeSeedError('The database already holds the social seed: run with --reset to rebuild it.');
    await tx.execute(sql`select setseed(${(((opts.seed ?? 42) + 7) % 1000) / 1000})`);

    await tx.execute(sql`
      create temp table social_users on commit drop as
      select row_number() over (order by id)::int as n, id from users where email like 'large-seller-%@seed.gamelot.test'`);
    // Live offers of the large seed in a fixed shuffled order, so "the n-th" is a random offer and
    // a skewed n makes some offers popular.
    await tx.execute(sql`
      create temp table social_offers on commit drop as
      select row_number() over (order by md5(o.id::text))::int as n, o.id, o.user_id, o.name, o.unit_price_kopecks,
             coalesce((o.attributes ->> 'minQuantity')::int, 1) as min_q, o.created_at
      from offers o join social_users u on u.id = o.user_id where o.active and o.deleted_at is null`);
    const liveOffers = await one(tx, sql`select count(*)::int as n from social_offers`);

    // Follows: about ten per user, towards the big sellers (the same squared bias as their offers).
    await tx.execute(sql`
      insert into follows (follower_id, followed_id, created_at)
      select f.id, t.id, now() - random() * interval '300 days'
      from (select 1 + floor(random() * ${sellers})::int as a, 1 + floor(power(random(), 2) * ${sellers})::int as b
            from generate_series(1, ${sellers * 10})) as x
      join social_users f on f.n = x.a join social_users t on t.n = x.b
      where f.id <> t.id
      on conflict do nothing`);

    // Favourites: one per 20 live offers, cubed towards a few much-liked offers (the home page's
    // most liked list). The statement trigger on favorite_offers moves offers.like_count.
    await tx.execute(sql`
      insert into favorite_offers (user_id, offer_id, created_at)
      select u.id, o.id, o.created_at + (now() - o.created_at) * random()
      from (select 1 + floor(random() * ${sellers})::int as a, 1 + floor(power(random(), 3) * ${liveOffers})::int as b
            from generate_series(1, ${Math.ceil(liveOffers / 20)})) as x
      join social_users u on u.n = x.a join social_offers o on o.n = x.b
      where o.user_id <> u.id
      on conflict do nothing`);

    // The orders: completed orders behind a share of the large seed's reviews, and twice as many
    // orders as users over random live offers (squared towards popular ones), in every state.
    const maxOrder = await one(tx, sql`select coalesce(max(id), 0)::int as n from orders`);
    await tx.execute(sql`
      create temp table social_order_draws on commit drop as
      select r.id as review_id, r.buyer_id, r.seller_id, r.offer_id, r.offer_name, o.unit_price_kopecks,
             coalesce((o.attributes ->> 'minQuantity')::int, 1) as min_q,
             greatest(o.created_at, r.created_at - (1 + random() * 71) * interval '1 hour') as created_at,
             'completed'::text as state, random() as r_q
      from reviews r join offers o on o.id = r.offer_id join social_users s on s.id = r.seller_id
      where r.order_id is null and r.buyer_id <> r.seller_id and random() < ${REVIEWED_SHARE}
      union all
      select null, b.id, o.user_id, o.id, o.name, o.unit_price_kopecks, o.min_q,
             case when x.state in ('paid', 'delivered', 'disputed')
                  then greatest(o.created_at, now() - random() * interval '2 days')
                  else o.created_at + (now() - o.created_at) * random() end,
             x.state, random()
      from (select 1 + floor(random() * ${sellers})::int as a,
                   1 + floor(power(random(), 2) * ${liveOffers})::int as b,
                   case ${sql.raw(
                     STATE_CUTS.map(([s, cut]) => `when r_state < ${cut} then '${s}'`).join(' '),
                   )} else 'completed' end as state
            from (select random() as r_state from generate_series(1, ${sellers * 2})) as g) as x
      join social_users b on b.n = x.a join social_offers o on o.n = x.b
      where o.user_id <> b.id`);
    await tx.execute(sql`
      create temp table social_orders on commit drop as
      select (${maxOrder} + row_number() over (order by created_at, buyer_id, offer_id))::int as id, d.*,
             q.quantity, q.base + greatest(1, (q.base * ${COMMISSION_BASIS_POINTS} + 5000) / 10000) as total,
             greatest(1, (q.base * ${COMMISSION_BASIS_POINTS} + 5000) / 10000) as commission,
             least(now(), d.created_at + (5 + random() * 120) * interval '1 minute') as delivered_at,
             least(now(), d.created_at + interval '130 minutes' + random() * interval '70 hours') as closed_at
      from social_order_draws d
      cross join lateral (select d.min_q * (1 + floor(power(d.r_q, 3) * 3))::int as quantity) as qq
      cross join lateral (select d.unit_price_kopecks * qq.quantity as base, qq.quantity) as q`);

    // Chats: one per buyer, seller and offer of the orders, and as many more questions without an
    // order; the dialogue's last line unread in one chat of five.
    const maxChat = await one(tx, sql`select coalesce(max(id), 0)::int as n from chats`);
    await tx.execute(sql`
      create temp table social_chats on commit drop as
      select (${maxChat} + row_number() over (order by created_at, u1, u2, offer_id))::int as id, c.*,
             2 + floor(random() * 5)::int as lines, random() < 0.2 as unread
      from (
        select distinct on (least(buyer_id, seller_id), greatest(buyer_id, seller_id), offer_id)
               least(buyer_id, seller_id) as u1, greatest(buyer_id, seller_id) as u2, buyer_id, seller_id, offer_id,
               created_at - (1 + random() * 60) * interval '1 minute' as created_at
        from (select buyer_id, seller_id, offer_id, created_at from social_orders
              union all
              select b.id, o.user_id, o.id, o.created_at + (now() - o.created_at) * random()
              from (select 1 + floor(random() * ${sellers})::int as a,
                           1 + floor(power(random(), 2) * ${liveOffers})::int as b
                    from generate_series(1, ${sellers})) as x
              join social_users b on b.n = x.a join social_offers o on o.n = x.b
              where o.user_id <> b.id) as all_chats
        order by least(buyer_id, seller_id), greatest(buyer_id, seller_id), offer_id, created_at
      ) as c
      where not exists (select 1 from chats e where e.user1_id = c.u1 and e.user2_id = c.u2
                        and coalesce(e.offer_id, 0) = c.offer_id)`);
    await tx.execute(sql`
      delete from social_orders o where not exists (
        select 1 from social_chats c where c.u1 = least(o.buyer_id, o.seller_id)
        and c.u2 = greatest(o.buyer_id, o.seller_id) and c.offer_id = o.offer_id)`);
    await tx.execute(sql`
      insert into chats (id, user1_id, user2_id, offer_id, chat_type, created_at)
      overriding system value
      select id, u1, u2, offer_id, 'USER_TO_USER', created_at from social_chats order by id`);
    await tx.execute(sql`
      insert into chat_participants (chat_id, user_id)
      select id, u1 from social_chats union all select id, u2 from social_chats`);
    // Buyer, seller, buyer... minutes apart; unread messages move unread_count by their trigger.
    await tx.execute(sql`
      insert into messages (chat_id, sender_id, content, is_read, created_at)
      select c.id, case when i % 2 = 1 then c.buyer_id else c.seller_id end,
             case when i % 2 = 1
                  then (${sql.param(BUYER_LINES)}::text[])[1 + floor(random() * ${BUYER_LINES.length})::int]
                  else (${sql.param(SELLER_LINES)}::text[])[1 + floor(random() * ${SELLER_LINES.length})::int] end,
             not (c.unread and i = c.lines),
             least(now(), c.created_at + i * (1 + random() * 20) * interval '1 minute')
      from social_chats c cross join lateral generate_series(1, c.lines) as i
      order by c.id, i`);
    await tx.execute(sql`
      update chats c set last_message_id = m.last
      from (select m.chat_id, max(m.id) as last from messages m join social_chats s on s.id = m.chat_id
            group by m.chat_id) as m
      where c.id = m.chat_id`);

    await tx.execute(sql`
      insert into orders (id, buyer_id, seller_id, offer_id, offer_name, quantity, total_kopecks, commission_kopecks,
                          refunded_kopecks, state, delivery_message, chat_id, idempotency_key, created_at,
                          delivered_at, completed_at, cancelled_at)
      overriding system value
      select o.id, o.buyer_id, o.seller_id, o.offer_id, o.offer_name, o.quantity, o.total, o.commission,
             case when o.state = 'refunded' then o.total else 0 end, o.state,
             case when o.state in ('delivered', 'completed', 'disputed', 'refunded') then 'Done' end, c.id,
             ${INTENT_PREFIX} || o.id, o.created_at,
             case when o.state in ('delivered', 'completed', 'disputed', 'refunded') then o.delivered_at end,
             case when o.state = 'completed' then o.closed_at end,
             case when o.state in ('cancelled', 'refunded') then o.closed_at end
      from social_orders o
      join social_chats c on c.u1 = least(o.buyer_id, o.seller_id) and c.u2 = greatest(o.buyer_id, o.seller_id)
                          and c.offer_id = o.offer_id
      order by o.id`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
    );
    await tx.execute(sql`select setval(pg_get_serial_sequence('chats', 'id'), (select max(id) from chats))`);
    await tx.execute(sql`
      update reviews r set order_id = o.id, created_at = greatest(r.created_at, o.closed_at)
      from social_orders o where o.review_id = r.id`);
    await tx.execute(sql`
      insert into disputes (order_id, opened_by, reason, status, outcome, buyer_kopecks, created_at, resolved_at)
      select id, buyer_id, (${sql.param(DISPUTE_REASONS)}::text[])[1 + floor(random() * ${DISPUTE_REASONS.length})::int],
             case when state = 'refunded' then 'resolved' else 'open' end,
             case when state = 'refunded' then 'refund' end,
             case when state = 'refunded' then total end,
             delivered_at + interval '10 minutes',
             case when state = 'refunded' then closed_at end
      from social_orders where state in ('disputed', 'refunded') order by id`);

    await moveMoney(tx);
    const [counts] = await rows<{ follows: number; favourites: number; chats: number; messages: number }>(
      tx,
      sql`select (select count(*)::int from follows f join social_users u on u.id = f.follower_id) as follows,
                 (select count(*)::int from favorite_offers f join social_users u on u.id = f.user_id) as favourites,
                 (select count(*)::int from social_chats) as chats,
                 (select coalesce(sum(lines), 0)::int from social_chats) as messages`,
    );
    const states = await rows<{ state: OrderState; n: number }>(
      tx,
      sql`select state, count(*)::int as n from social_orders group by state order by state`,
    );
    return {
      follows: counts?.follows ?? 0,
      favourites: counts?.favourites ?? 0,
      chats: counts?.chats ?? 0,
      messages: counts?.messages ?? 0,
      orders: Object.fromEntries(states.map((s) => [s.state, s.n])),
      reviewedOrders: await one(
        tx,
        sql`select count(*)::int as n from social_orders where review_id is not null`,
      ),
    };
  });
  for (const table of ['follows', 'favorite_offers', 'chats', 'chat_participants', 'messages', 'orders']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  for (const table of ['disputes', 'reviews', 'ledger_transactions', 'ledger_entries', 'ledger_accounts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { ...summary, ms: Math.round(performance.now() - started) };
}

/**
 * The ledger of the planned orders (temporary table social_orders): one top-up per buyer, then
 * each order's payment, release or refund, as the services post them (references included).
 */
async function moveMoney(tx: Database['db']): Promise<void> {
  const escrow = await platformAccountId(tx, 'escrow');
  const commission = await platformAccountId(tx, 'platform_commission');
  const clearing = await platformAccountId(tx, 'provider_clearing');
  await tx.execute(sql`
    insert into ledger_accounts (kind, user_id)
    select 'user_wallet', u from (select buyer_id as u from social_orders union select seller_id from social_orders) as x
    on conflict do nothing`);
  await tx.execute(sql`
    create temp table social_wallets on commit drop as
    select user_id, id as account_id from ledger_accounts where kind = 'user_wallet'`);
  await tx.execute(sql`
    create temp table social_topups on commit drop as
    select buyer_id, ${INTENT_PREFIX} || buyer_id as intent_id,
           sum(total)::bigint + 100 * floor(random() * 2000)::bigint as amount,
           min(created_at) - interval '1 hour' as at
    from social_orders group by buyer_id`);
  await tx.execute(sql`
    insert into payment_intents (id, user_id, provider, amount_kopecks, status, idempotency_key, created_at, completed_at)
    select intent_id, buyer_id, ${TEST_PROVIDER}, amount, 'succeeded', intent_id, at - interval '2 minutes', at
    from social_topups order by buyer_id`);
  const maxTx = await one(tx, sql`select coalesce(max(id), 0)::int as n from ledger_transactions`);
  // One row per money movement: from → to of `amount`, and `fee` to the commission account.
  await tx.execute(sql`
    create temp table social_moves on commit drop as
    select (${maxTx} + row_number() over (order by at, reference))::int as tx_id, m.* from (
      select 'top_up' as kind, 'payment:' || t.intent_id || ':credit' as reference, t.buyer_id as actor,
             null::int as order_id, t.intent_id as payment_id, t.at,
             ${clearing}::int as from_account, w.account_id as to_account, t.amount, 0::bigint as fee
      from social_topups t join social_wallets w on w.user_id = t.buyer_id
      union all
      select 'order_payment', 'order:' || o.id || ':payment', o.buyer_id, o.id, null, o.created_at,
             w.account_id, ${escrow}::int, o.total, 0
      from social_orders o join social_wallets w on w.user_id = o.buyer_id
      union all
      select 'order_release', 'order:' || o.id || ':release', o.buyer_id, o.id, null, o.closed_at,
             ${escrow}::int, w.account_id, o.total - o.commission, o.commission
      from social_orders o join social_wallets w on w.user_id = o.seller_id where o.state = 'completed'
      union all
      select 'order_refund', 'order:' || o.id || ':refund',
             case when o.state = 'cancelled' then o.seller_id end, o.id, null, o.closed_at,
             ${escrow}::int, w.account_id, o.total, 0
      from social_orders o join social_wallets w on w.user_id = o.buyer_id where o.state in ('cancelled', 'refunded')
    ) as m`);
  await tx.execute(sql`
    insert into ledger_transactions (id, kind, reference, actor_user_id, order_id, payment_id, created_at)
    overriding system value
    select tx_id, kind, reference, actor, order_id, payment_id, at from social_moves order by tx_id`);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`,
  );
  await tx.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount_kopecks)
    select tx_id, account_id, amount from (
      select tx_id, from_account as account_id, -(amount + fee) as amount, 1 as leg from social_moves
      union all select tx_id, to_account, amount, 2 from social_moves
      union all select tx_id, ${commission}::int, fee, 3 from social_moves where fee > 0
    ) as legs order by tx_id, leg`);
}
