import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { pruneSeedPictures, renderPictures } from './pictures.ts';
import { planSeed } from './plan.ts';
import { DEMO_PASSWORD } from './plan-users.ts';
import { resetDatabase } from './reset.ts';
import { writePlan } from './write-plan.ts';

export { resetDatabase } from './reset.ts';
export { DEMO_PASSWORD, DEMO_SELLER } from './plan-users.ts';

export type SeedOptions = {
  /** Where the server serves /media/ from; pictures go to seed/ and backgrounds/ under it. */
  mediaDir: string;
  /** The moment the demo data is dated from (tests pin it); defaults to the current time. */
  now?: Date;
};

export type SeedSummary = {
  users: number;
  products: number;
  lots: number;
  offers: number;
  reviews: number;
  follows: number;
  favorites: number;
  chats: number;
  messages: number;
  notifications: number;
  /** Pictures the data refers to, and how many of them had to be encoded this time. */
  pictures: number;
  picturesEncoded: number;
  ms: number;
};

/** Serialises seeding across server processes that share one PostgreSQL database. */
const SEED_LOCK = 7_242_001;

type Mode = 'if-empty' | 'fresh' | 'reset';

async function hasProducts(db: Db): Promise<boolean> {
  return (await db.$count(products)) > 0;
}

async function runSeed(db: Db, opts: SeedOptions, mode: Mode): Promise<SeedSummary | null> {
  const started = performance.now();
  const plan = planSeed(opts.now ?? new Date());
  const jobs = plan.pictures.list();
  // Pictures go to disk before the transaction opens, so it stays short; they are content-named,
  // so a rolled-back seed leaves only files the next attempt reuses.
  const [passwordHash, picturesEncoded] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    renderPictures(opts.mediaDir, jobs),
  ]);

  const written = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK})`));
    if (mode === 'reset') await resetDatabase(tx);
    else if (await hasProducts(tx)) {
      // Another process seeded while this one drew pictures: that is fine for seedIfEmpty.
      if (mode === 'if-empty') return false;
      throw new Error('The catalogue is not empty: reset the database before seeding the demo again.');
    }
    await writePlan(tx, plan, passwordHash);
    return true;
  });
  if (!written) return null;
  await pruneSeedPictures(opts.mediaDir, jobs);

  return {
    users: plan.users.length,
    products: plan.products.length,
    lots: plan.products.reduce((sum, p) => sum + p.lots.length, 0),
    offers: plan.offers.length,
    reviews: plan.reviews.length,
    follows: plan.follows.length,
    favorites: plan.favorites.length,
    chats: plan.chats.length,
    messages: plan.chats.reduce((sum, c) => sum + c.messages.length, 0),
    notifications: plan.notifications.length,
    pictures: jobs.length,
    picturesEncoded,
    ms: Math.round(performance.now() - started),
  };
}

/** Seeds the demo catalogue when there are no products yet; null when there was nothing to do. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedSummary | null> {
  if (await hasProducts(db)) return null;
  return runSeed(db, opts, 'if-empty');
}

/**
 * Seeds the demo catalogue into an empty database (throws if products exist). With `reset`, wipes
 * every table first in the same transaction, so a failed rebuild leaves the old data in place.
 */
export async function seedDemo(db: Db, opts: SeedOptions & { reset?: boolean }): Promise<SeedSummary> {
  return (await runSeed(db, opts, opts.reset ? 'reset' : 'fresh'))!;
}
