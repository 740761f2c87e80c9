import { count, desc, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, reviews, userProfiles, users } from '../../db/schema/index.ts';
import type { ReviewWithPeople } from '../reviews/repository.ts';

/** SQL for the profile editor and the profile page's reviews. */

export type ProfileChanges = {
  info?: string | null;
  imageUrl?: string | null;
  backgroundUrl?: string | null;
  socialLinks?: Record<string, string>;
  country?: string | null;
};

/** The picture the user has now (null when none, undefined when the user has no profile row). */
export async function currentImageUrl(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ imageUrl: userProfiles.imageUrl })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.imageUrl;
}

/** Sets the name and the given profile fields; creates the profile row if an import left none. */
export async function updateProfile(
  db: Db,
  userId: number,
  name: string,
  changes: ProfileChanges,
): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
  const set = { ...changes, updatedAt: sql`now()` };
  await db
    .insert(userProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userProfiles.userId, set });
}

/** A seller's reviews, newest first by default (reviews_seller_idx), with buyer and offer. */
export async function pageReviewsBySeller(
  db: Db,
  sellerId: number,
  opts: { page: number; size: number; newestFirst: boolean },
): Promise<{ rows: ReviewWithPeople[]; total: number }> {
  const dir = opts.newestFirst ? desc : asc;
  const rows = await db
    .select({
      review: reviews,
      buyer: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
      offer: { id: offers.id, name: offers.name, deletedAt: offers.deletedAt },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reviews.buyerId))
    .leftJoin(offers, eq(offers.id, reviews.offerId))
    .where(eq(reviews.sellerId, sellerId))
    .orderBy(dir(reviews.createdAt), dir(reviews.id))
    .limit(opts.size)
    .offset(opts.page * opts.size);
  const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.sellerId, sellerId));
  return { rows, total: total?.n ?? 0 };
}
