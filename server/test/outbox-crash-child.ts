import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { userProfiles, users } from '../src/db/schema/index.ts';

/**
 * The process src/events/outbox.test.ts kills: it commits an action (a follow, whose event tells
 * the followed user) with its outbox never dispatching, says so on stdout, and waits to be killed
 * with SIGKILL before any processor ran. Database: DATABASE_URL, or PGlite in DATA_DIR/pg.
 */
const dataDir = process.env.DATA_DIR!;
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  // A server on DATABASE_URL is given its secrets (ADR 0057).
  KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: 'test-webhook-secret-that-is-long-enough-0123456789',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  LOG_LEVEL: 'silent',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase({ url: config.databaseUrl, dir: config.pgliteDir });
await database.migrate();
const app = await buildApp({ config, database, logger: false, outbox: { autoStart: false } });
await app.ready();
const people = await app.db
  .insert(users)
  .values([
    { name: 'Follower', email: 'follower@example.test' },
    { name: 'Followed', email: 'followed@example.test' },
  ])
  .returning();
const [follower, followed] = people as [(typeof people)[number], (typeof people)[number]];
await app.db.insert(userProfiles).values([{ userId: follower.id }, { userId: followed.id }]);
const token = await app.tokens.signUser({ id: follower.id, roles: ['USER'], tokenVersion: 0 });
const res = await app.inject({
  method: 'POST',
  url: '/api/followers/follow',
  headers: { authorization: `Bearer ${token}` },
  payload: { followerId: follower.id, followedId: followed.id, followStatus: null },
});
process.stdout.write(`${JSON.stringify({ status: res.statusCode, followedId: followed.id })}\n`);
// Committed; nothing dispatched. Wait for the kill.
setInterval(() => {}, 60_000);
