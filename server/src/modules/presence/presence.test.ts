import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { guestToken, insertUser, type TestUser } from '../../../test/fixtures.ts';

describe('presence: /api/online/ping and /api/online/status', () => {
  let t: TestApp;
  let alice: TestUser;

  const status = (userId: number | string) =>
    call(t.app, { method: 'GET', url: `/api/online/status?userId=${userId}` });
  const ping = (token: string | undefined, extra: Record<string, unknown> = {}) =>
    call(t.app, { method: 'POST', url: '/api/online/ping', token, ...extra });
  const seenAgo = (userId: number, interval: string) =>
    t.app.db
      .update(users)
      .set({ lastSeenAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
      .where(eq(users.id, userId));

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
  });
  afterAll(() => t.close());

  it('a user never seen is offline with no last-seen time', async () => {
    const res = await status(alice.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isOnline: false, lastSeenAt: null });
  });

  it('a ping marks the user seen now, in UTC; any body or none is accepted', async () => {
    const before = Date.now();
    const res = await ping(alice.token);
    expect(res.status).toBe(204);
    const after = await status(alice.id);
    expect(after.body.isOnline).toBe(true);
    expect(after.body.lastSeenAt).toMatch(/Z$/);
    expect(Math.abs(new Date(after.body.lastSeenAt).getTime() - before)).toBeLessThan(60_000);
    const json = { headers: { 'content-type': 'application/json' } };
    expect((await ping(alice.token, { ...json, payload: '' })).status).toBe(204);
    expect((await ping(alice.token, { payload: {} })).status).toBe(204);
    expect((await ping(alice.token, { payload: { userId: alice.id } })).status).toBe(204);
  });

  it('online means seen within 2 minutes, compared by the database clock', async () => {
    await seenAgo(alice.id, '90 seconds');
    expect((await status(alice.id)).body.isOnline).toBe(true);
    await seenAgo(alice.id, '3 minutes');
    const res = await status(alice.id);
    expect(res.body.isOnline).toBe(false);
    expect(res.body.lastSeenAt).not.toBeNull();
    await ping(alice.token);
    expect((await status(alice.id)).body.isOnline).toBe(true);
  });

  it('a guest ping is accepted and stores nothing; a visitor without a token gets 401', async () => {
    const [{ n: seen }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.lastSeenAt} is not null`)) as [{ n: number }];
    expect((await ping(await guestToken(t))).status).toBe(204);
    const [{ n: after }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.lastSeenAt} is not null`)) as [{ n: number }];
    expect(after).toBe(seen);
    expect((await ping(undefined)).status).toBe(401);
  });

  it('unknown, deleted and malformed users', async () => {
    expect((await status(999999)).status).toBe(404);
    const bob = await insertUser(t, 'bob');
    await ping(bob.token);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, bob.id));
    const gone = await status(bob.id);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.userNotFound);
    expect((await status('abc')).status).toBe(400);
    expect((await status(-1)).status).toBe(400);
  });
});
