import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail, ROLE_USER, TOP_SELLER_MIN_REVIEWS } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { reviews, userProfiles, users } from '../../db/schema/index.ts';
import { isOnlineSql } from '../presence/repository.ts';

/**
 * SQL for users and their profile rows. Every function takes the database (or a transaction,
 * which is a Db too) so callers can compose them inside one transaction.
 */

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** E-mails are stored normalised, so the lookup normalises too. */
export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

/** A user with their profile row (null if the row is missing, e.g. imported accounts). */
export async function findWithProfile(
  db: Db,
  id: number,
): Promise<{ user: UserRow; profile: ProfileRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export type NewLocalUser = { name: string; email: string; passwordHash: string };

/**
 * Creates the user and their empty profile in one transaction. Returns null when the e-mail is
 * taken: the caller checks first, but two concurrent registrations can both pass that check,
 * and then the unique index decides.
 */
export async function createLocalUser(db: Db, input: NewLocalUser): Promise<UserRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: normalizeEmail(input.email),
          passwordHash: input.passwordHash,
          roles: [ROLE_USER],
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(userProfiles).values({ userId: user.id });
      return user;
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) return null;
    throw err;
  }
}

/**
 * The constraint a PostgreSQL unique violation (23505) names, '' when it names none, undefined for
 * any other error. drizzle wraps driver errors, so the cause chain is searched.
 */
export function uniqueViolation(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return undefined;
}

/* Reads for profiles, the players list and the home page (SPEC §7 "Users"). */

const live = isNull(users.deletedAt);

/** Accounts that were not deleted. */
export async function countLive(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(live);
  return row?.n ?? 0;
}

export type BasicRow = {
  id: number;
  name: string;
  createdAt: Date;
  deletedAt: Date | null;
  imageUrl: string | null;
};

/** Any account, deleted ones included (they are still referenced by reviews and chats). */
export async function findBasic(db: Db, id: number): Promise<BasicRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      imageUrl: userProfiles.imageUrl,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** A live account with its profile and presence. */
export async function findFull(
  db: Db,
  id: number,
): Promise<{ user: UserRow; profile: ProfileRow | null; isOnline: boolean } | undefined> {
  const [row] = await db
    .select({ user: users, profile: userProfiles, isOnline: isOnlineSql })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.id, id), live));
  return row;
}

/** Live accounts by registration date (users_created_at_idx), id breaking ties. */
export async function pagePlayers(
  db: Db,
  opts: { page: number; size: number; newestFirst: boolean },
): Promise<{ rows: Omit<BasicRow, 'deletedAt'>[]; total: number }> {
  const dir = opts.newestFirst ? desc : asc;
  const rows = await db
    .select({ id: users.id, name: users.name, createdAt: users.createdAt, imageUrl: userProfiles.imageUrl })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(live)
    .orderBy(dir(users.createdAt), dir(users.id))
    .limit(opts.size)
    .offset(opts.page * opts.size);
  return { rows, total: await countLive(db) };
}

export type TopSellerRow = {
  id: number;
  name: string;
  imageUrl: string | null;
  sellerRating: number | null;
  avgRating: number;
  reviewCount: number;
};

/**
 * The best rated sellers: live, unsuspended accounts with at least one review. Sellers with
 * TOP_SELLER_MIN_REVIEWS or more come first, so one lucky 10/10 cannot outrank a long record;
 * within each group a higher average wins, then more reviews, then the older account.
 */
export async function topSellers(db: Db, limit: number): Promise<TopSellerRow[]> {
  const stats = db
    .select({
      sellerId: reviews.sellerId,
      avgRating: sql<string>`round(avg(${reviews.rating}), 2)`.as('avg_rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(reviews)
    .groupBy(reviews.sellerId)
    .as('stats');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      imageUrl: userProfiles.imageUrl,
      sellerRating: userProfiles.sellerRating,
      avgRating: stats.avgRating,
      reviewCount: stats.reviewCount,
    })
    .from(stats)
    .innerJoin(users, eq(users.id, stats.sellerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(live, isNull(users.suspendedAt)))
    .orderBy(
      sql`(${stats.reviewCount} >= ${TOP_SELLER_MIN_REVIEWS}) desc`,
      desc(stats.avgRating),
      desc(stats.reviewCount),
      asc(users.id),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, avgRating: Number(r.avgRating), reviewCount: Number(r.reviewCount) }));
}
