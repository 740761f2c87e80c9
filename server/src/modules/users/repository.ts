import { and, asc, desc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail, ROLE_ADMIN, ROLE_USER, TOP_SELLER_MIN_REVIEWS } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { sellerRatings, userProfiles, users } from '../../db/schema/index.ts';
import { preparedPer } from '../../db/prepared.ts';
import { siteFigure } from '../figures/index.ts';
import { isOnlineSql } from '../presence/index.ts';

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

export type NewLocalUser = { name: string; email: string; passwordHash: string; language?: 'ru' | 'en' };

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
          ...(input.language ? { language: input.language } : {}),
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

/* Reads for profiles, the players list and the home page (docs/product.md#api "Users"). */

const live = isNull(users.deletedAt);

/** Accounts that were not deleted. */
/** Accounts not deleted: the kept total (docs/decisions/0037-kept-figures.md). */
export async function countLive(db: Db): Promise<number> {
  return siteFigure(db, 'users_live');
}

export type BasicRow = {
  id: number;
  name: string;
  createdAt: Date;
  deletedAt: Date | null;
  imageUrl: string | null;
};

/** Any account, deleted ones included (they are still referenced by reviews and chats). */
const basicById = preparedPer((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      imageUrl: userProfiles.imageUrl,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_basic_by_id'),
);

export async function findBasic(db: Db, id: number): Promise<BasicRow | undefined> {
  const [row] = await basicById(db).execute({ id });
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
  // Kept per-seller figures walked in rank order along seller_ratings_rank_idx (docs/decisions/
  // 0037-kept-figures.md): the long records first, then, only if they are too few, the short ones.
  const proven = await rankedSellers(db, gte(sellerRatings.reviewCount, TOP_SELLER_MIN_REVIEWS), limit);
  if (proven.length >= limit) return proven;
  const rest = await rankedSellers(
    db,
    and(gt(sellerRatings.reviewCount, 0), lt(sellerRatings.reviewCount, TOP_SELLER_MIN_REVIEWS)),
    limit - proven.length,
  );
  return [...proven, ...rest];
}

async function rankedSellers(db: Db, where: SQL | undefined, limit: number): Promise<TopSellerRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      imageUrl: userProfiles.imageUrl,
      sellerRating: userProfiles.sellerRating,
      avgRating: sellerRatings.avgRating,
      reviewCount: sellerRatings.reviewCount,
    })
    .from(sellerRatings)
    .innerJoin(users, eq(users.id, sellerRatings.sellerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(where, sql`${sellerRatings.reviewCount} > 0`, live, isNull(users.suspendedAt)))
    .orderBy(
      // NULLS LAST as in the index, so the walk is the index's order.
      sql`${sellerRatings.avgRating} desc nulls last`,
      sql`${sellerRatings.reviewCount} desc nulls last`,
      asc(sellerRatings.sellerId),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, avgRating: Number(r.avgRating ?? 0) }));
}

/** The live administrators' ids. */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${ROLE_ADMIN} = ANY(${users.roles}) AND ${users.deletedAt} IS NULL`);
  return rows.map((r) => r.id);
}

/** Makes the account an administrator (once, however often it is called). */
export async function grantAdmin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(array_remove(${users.roles}, ${ROLE_ADMIN}), ${ROLE_ADMIN})` })
    .where(eq(users.id, userId));
}

/** Suspends (reason) or reinstates (null) a live account; false when there is none. */
export async function setSuspension(db: Db, userId: number, reason: string | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ suspendedAt: reason === null ? null : new Date(), suspensionReason: reason })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Sets a new password and signs out every session (the token version moves on, ADR 0004): a
 * password reset. Answers undefined when the account is gone.
 */
export async function resetPassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<{ id: number; email: string | null; language: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email, language: users.language });
  return row;
}

/** The interface language the owner reads: their mails are written in it. */
export async function setLanguage(db: Db, userId: number, language: 'ru' | 'en'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks the address proven (ADR 0052) if it is still the account's address and the account is not
 * erased; false otherwise. An address proven before keeps its first date.
 */
export async function markEmailVerified(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Signs out every session of the account (the token version moves on, ADR 0004): the "it was not
 * me" link (ADR 0055). Answers the account, or undefined when it is gone.
 */
export async function endAllSessions(
  db: Db,
  userId: number,
): Promise<{ id: number; email: string | null; language: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email, language: users.language });
  return row;
}

/**
 * The account's address becomes `newEmail`, proven at `now` (the link mailed to it was followed,
 * ADR 0055), if it is still `oldEmail` and the account is not erased; false otherwise. The unique
 * index refuses an address another account took meanwhile (the caller maps it to 409).
 */
export async function changeEmail(
  db: Db,
  userId: number,
  oldEmail: string,
  newEmail: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email: newEmail, emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, oldEmail), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
