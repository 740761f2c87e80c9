import { and, count, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAINS } from '@gamelot/contract/rules';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { verifyPassword } from '../../modules/auth/index.ts';
import { DEMO_PASSWORD } from './plan-users.ts';

/**
 * The seeds' own accounts that still sign in with the public demo password. Cheap on purpose:
 * only accounts at the demo domains are looked at (nobody can register there), and each distinct
 * hash among them is verified once; a seed hashes its password once, so that is usually a single
 * argon2 verification however many demo accounts there are.
 */
const atDemoDomain = and(
  isNull(users.deletedAt),
  isNotNull(users.passwordHash),
  inArray(sql`split_part(${users.email}, '@', 2)`, [...DEMO_EMAIL_DOMAINS]),
);

async function demoPasswordWhere(db: Db) {
  const hashes = await db.selectDistinct({ hash: users.passwordHash }).from(users).where(atDemoDomain);
  const demo: string[] = [];
  for (const { hash } of hashes) {
    if (hash && (await verifyPassword(hash, DEMO_PASSWORD))) demo.push(hash);
  }
  return demo.length === 0 ? undefined : and(atDemoDomain, inArray(users.passwordHash, demo));
}

/** How many accounts sign in with the demo password, and the first few of their e-mails. */
export async function accountsWithDemoPassword(
  db: Db,
  sample = 3,
): Promise<{ count: number; emails: string[] }> {
  const where = await demoPasswordWhere(db);
  if (!where) return { count: 0, emails: [] };
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(where)
    .orderBy(users.id)
    .limit(sample);
  return { count: total?.n ?? 0, emails: rows.map((r) => r.email ?? '') };
}

/**
 * Takes the demo password away from those accounts (`npm run seed -- --lock-demo`): they can no
 * longer sign in with it, their sessions end, and what they own (offers, reviews, chats) stays.
 */
export async function lockDemoAccounts(db: Db): Promise<number> {
  const where = await demoPasswordWhere(db);
  if (!where) return 0;
  const locked = await db
    .update(users)
    .set({ passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(where)
    .returning({ id: users.id });
  return locked.length;
}
