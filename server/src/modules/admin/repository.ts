import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, users, withdrawals } from '../../db/schema/index.ts';

/** SQL of the administration pages (docs/product.md#disputes): reads; the owners' index.ts do the writes. */

export async function withdrawalsPage(
  db: Db,
  status: 'pending' | 'approved' | 'rejected',
  page: number,
  size: number,
) {
  const where = eq(withdrawals.status, status);
  const rows = await db
    .select({ w: withdrawals, userName: users.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(status === 'pending' ? withdrawals.createdAt : desc(withdrawals.decidedAt), withdrawals.id)
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function usersPage(
  db: Db,
  filter: { query?: string | undefined; suspended?: boolean | undefined },
  page: number,
  size: number,
) {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.query)
    parts.push(or(ilike(users.name, like(filter.query)), ilike(users.email, like(filter.query))));
  if (filter.suspended !== undefined)
    parts.push(filter.suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt));
  const where = and(...parts);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function offersPage(
  db: Db,
  filter: { query?: string | undefined; blocked?: boolean | undefined },
  page: number,
  size: number,
) {
  const parts: (SQL | undefined)[] = [isNull(offers.deletedAt)];
  if (filter.query) parts.push(ilike(offers.name, like(filter.query)));
  if (filter.blocked !== undefined)
    parts.push(filter.blocked ? isNotNull(offers.blockedAt) : isNull(offers.blockedAt));
  const where = and(...parts);
  const rows = await db
    .select({ o: offers, sellerName: users.name })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(offers).where(where);
  return { rows, total: total?.n ?? 0 };
}
