import { DELIVERY_LIMITS, deliveryKindOf } from '@gamelot/contract/delivery-time';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  chatParticipants,
  chats,
  favoriteOffers,
  follows,
  lots,
  messages,
  notifications,
  offers,
  products,
  reviews,
  userProfiles,
  users,
} from '../schema/index.ts';
import type { SeedPlan } from './plan-types.ts';
import { refreshAllSellerRatings } from '../../modules/reviews/index.ts';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for every table here. */
const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Inserts ids for rows without a natural key. Identity values are drawn in VALUES order within one
 * statement, so the returned ids, sorted, line up with the planned rows.
 */
async function insertIds<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<Array<{ id: number }>>,
): Promise<number[]> {
  const ids: number[] = [];
  await inChunks(rows, async (chunk) => {
    const returned = await insert(chunk);
    ids.push(...returned.map((r) => r.id).sort((a, b) => a - b));
  });
  return ids;
}

/** Writes a plan; call inside a transaction so a failure leaves nothing behind. */
export async function writePlan(db: Db, plan: SeedPlan, passwordHash: string): Promise<void> {
  // Users are matched by e-mail: an account that already exists (registered before the seed ran)
  // is reused rather than failing the whole seed on the unique e-mail.
  await db
    .insert(users)
    .values(
      plan.users.map((u) => ({
        name: u.name,
        email: u.email,
        passwordHash,
        // The seed's addresses are at demo domains nobody can register: written proven (ADR 0052).
        emailVerifiedAt: u.createdAt,
        lastSeenAt: u.lastSeenAt,
        createdAt: u.createdAt,
      })),
    )
    .onConflictDoNothing();
  const emails = plan.users.map((u) => u.email);
  const byEmail = new Map(
    (
      await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((r) => [r.email, r.id]),
  );
  const userId = plan.users.map((u) => byEmail.get(u.email)!);

  await db
    .insert(userProfiles)
    .values(plan.users.map((u, i) => ({ userId: userId[i]!, ...u.profile, updatedAt: u.createdAt })))
    .onConflictDoNothing();

  const productRows = await db
    .insert(products)
    .values(plan.products.map(({ lots: _, ...p }) => p))
    .returning({ id: products.id, name: products.name });
  const productId = new Map(productRows.map((r) => [r.name, r.id]));
  const lotRows = await db
    .insert(lots)
    .values(plan.products.flatMap((p) => p.lots.map((l) => ({ ...l, productId: productId.get(p.name)! }))))
    .returning({ id: lots.id, productId: lots.productId, name: lots.name });
  const lotId = new Map(lotRows.map((r) => [`${r.productId}:${r.name}`, r.id]));
  const lotOf = (product: number, lot: number) => {
    const p = plan.products[product]!;
    return lotId.get(`${productId.get(p.name)}:${p.lots[lot]!.name}`)!;
  };

  const offerId = await insertIds(plan.offers, (chunk) =>
    db
      .insert(offers)
      .values(
        chunk.map(({ seller, product, lot, ...o }) => ({
          ...o,
          userId: userId[seller]!,
          lotId: lotOf(product, lot),
          // Each demo offer states its lot's default delivery time (contract/src/delivery-time.ts).
          deliveryMinutes:
            DELIVERY_LIMITS[deliveryKindOf(plan.products[product]!.lots[lot]!.attributes)].defaultMinutes,
        })),
      )
      .returning({ id: offers.id }),
  );

  await inChunks(plan.reviews, (chunk) =>
    db.insert(reviews).values(
      chunk.map(({ buyer, seller, offer, ...r }) => ({
        ...r,
        buyerId: userId[buyer]!,
        sellerId: userId[seller]!,
        offerId: offerId[offer]!,
      })),
    ),
  );
  // Search sorts by the seller rating kept on each offer; reviews written in bulk must refresh it.
  await refreshAllSellerRatings(db);
  await inChunks(plan.follows, (chunk) =>
    db
      .insert(follows)
      .values(
        chunk.map((f) => ({
          followerId: userId[f.follower]!,
          followedId: userId[f.followed]!,
          createdAt: f.createdAt,
        })),
      )
      .onConflictDoNothing(),
  );
  await inChunks(plan.favorites, (chunk) =>
    db
      .insert(favoriteOffers)
      .values(
        chunk.map((f) => ({ userId: userId[f.user]!, offerId: offerId[f.offer]!, createdAt: f.createdAt })),
      )
      .onConflictDoNothing(),
  );

  // A chat stores its pair ordered (user1Id < user2Id), whatever ids the users were given.
  const chatId = await insertIds(plan.chats, (chunk) =>
    db
      .insert(chats)
      .values(
        chunk.map((c) => {
          const [a, b] = c.users.map((u) => userId[u]!).sort((x, y) => x - y) as [number, number];
          return { user1Id: a, user2Id: b, offerId: offerId[c.offer]!, createdAt: c.createdAt };
        }),
      )
      .returning({ id: chats.id }),
  );
  if (plan.chats.length) {
    await db
      .insert(chatParticipants)
      .values(plan.chats.flatMap((c, i) => c.users.map((u) => ({ chatId: chatId[i]!, userId: userId[u]! }))));
    await db.insert(messages).values(
      plan.chats.flatMap((c, i) =>
        c.messages.map((m) => ({
          chatId: chatId[i]!,
          senderId: userId[m.sender]!,
          content: m.content,
          isRead: m.isRead,
          createdAt: m.createdAt,
        })),
      ),
    );
    // What chat.send keeps for every later message: each chat's newest message id.
    await db.execute(sql`update ${chats} c set last_message_id = m.last
      from (select chat_id, max(id) as last from ${messages} group by chat_id) m where m.chat_id = c.id`);
  }
  if (plan.notifications.length) {
    await db.insert(notifications).values(
      plan.notifications.map(({ user, chat, ...n }) => ({
        ...n,
        userId: userId[user]!,
        url: `/chat/${chatId[chat]}`,
      })),
    );
  }
}
