import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT_TYPES } from '@gamelot/contract/notifications';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { messages, notifications, outboxDeliveries, outboxEvents } from '../db/schema/index.ts';
import { buildTestApp, call, openTestDatabase, type TestApp } from '../../test/helpers.ts';
import { insertUser, type TestUser } from '../../test/fixtures.ts';
import { emit } from './outbox.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

const followerNotices = (t: { app: TestApp['app'] }, userId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.eventType, NOTIFICATION_EVENT_TYPES.newFollower),
      ),
    );

describe('the outbox: events handled after commit, once per processor', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
    bob = await insertUser(t, 'bob');
  });
  afterAll(() => t.close());

  it('records the event in the action’s transaction and nothing when it rolls back', async () => {
    const before = (await t.app.db.select().from(outboxEvents)).length;
    await t.app.db
      .transaction(async (tx) => {
        await emit(tx, 'follow.followed', {
          followerId: alice.id,
          followedId: bob.id,
          followerName: 'alice',
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await t.app.db.select().from(outboxEvents)).length).toBe(before);
  });

  it('handles the same event twice as once: one notification, one chat line', async () => {
    await t.app.outbox.stop();
    try {
      const [event] = await t.app.db
        .insert(outboxEvents)
        .values({
          type: 'dispute.resolved',
          payload: {
            orderId: 1,
            buyerId: alice.id,
            sellerId: bob.id,
            chatId: null,
            outcome: 'refund',
            buyerKopecks: 100,
            sellerKopecks: 0,
            reason: 'r',
          },
        })
        .returning();
      expect(await t.app.outbox.dispatchOne(event!.id)).toBe(event!.id);
      expect(await t.app.outbox.dispatchOne(event!.id)).toBe(event!.id);
      const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, alice.id));
      expect(told.filter((n) => n.eventType === NOTIFICATION_EVENT_TYPES.disputeResolved)).toHaveLength(1);
      const marks = await t.app.db
        .select()
        .from(outboxDeliveries)
        .where(eq(outboxDeliveries.eventId, event!.id));
      expect(marks.map((m) => m.processor).sort()).toEqual(['chats', 'notifications']);
    } finally {
      t.app.outbox.start(t.database.notifications);
    }
  });

  it('a follow notifies once, after commit, and a chat message once per processor', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/followers/follow',
      token: alice.token,
      payload: { followerId: alice.id, followedId: bob.id, followStatus: null },
    });
    expect(res.status).toBe(201);
    expect(await followerNotices(t, bob.id)).toHaveLength(1);
    const [event] = await t.app.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'follow.followed'));
    expect(event?.processedAt).not.toBeNull();
    // Offered again (a redelivery after a crash): nothing new.
    await t.app.outbox.dispatchOne(event!.id);
    expect(await followerNotices(t, bob.id)).toHaveLength(1);
    expect(await t.app.db.select().from(messages)).toHaveLength(0);
  });
});

describe('a processor that fails', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('rolls back its writes, retries after a backoff, and is set aside after the last attempt', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-outbox-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      outbox: { autoStart: false, maxAttempts: 2, backoffMs: () => 0 },
    });
    await app.ready();
    let calls = 0;
    app.outbox.on('withdrawal.requested', 'flaky', async (tx) => {
      calls++;
      await emit(tx, 'chat.read', { chatId: 1, readerId: 1 }); // a write that must roll back
      throw new Error('boom');
    });
    await database.db.transaction((tx) =>
      emit(tx, 'withdrawal.requested', { withdrawalId: 1, userId: 1, amountKopecks: 1 }),
    );
    await app.outbox.drain();
    expect(calls).toBe(2);
    const rows = await database.db.select().from(outboxEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 2, processedAt: null, lastError: 'flaky: boom' });
    expect(rows[0]!.failedAt).not.toBeNull();
    expect((await app.outbox.failed()).map((e) => e.id)).toEqual([rows[0]!.id]);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('a process killed between commit and its events’ processors', () => {
  it('leaves them to the next process on the same database: the notification arrives once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-outbox-crash-'));
    const { database: pgDatabase, drop, url } = await openTestDatabase();
    // On PGlite the child owns the data directory; the parent opens it after the kill.
    if (!url) await pgDatabase.close();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/outbox-crash-child.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`child exited early: ${code}`)));
      });
      const { status, followedId } = JSON.parse(line) as { status: number; followedId: number };
      expect(status).toBe(201);
      child.kill('SIGKILL');
      await exited;

      const database = url ? pgDatabase : await openDatabase({ dir: path.join(dataDir, 'pg') });
      const pending = await database.db.select().from(outboxEvents);
      expect(pending.filter((e) => e.type === 'follow.followed' && e.processedAt === null)).toHaveLength(1);
      const config = loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp({ config, database, logger: false });
      await app.ready(); // starts the dispatcher, which finds the event
      await app.outbox.drain();
      await app.outbox.drain();
      expect(await followerNotices({ app }, followedId)).toHaveLength(1);
      await app.close();
      await database.close();
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
