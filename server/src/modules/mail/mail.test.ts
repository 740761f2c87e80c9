import { MAIL_TEXTS } from '@gamelot/contract/mail-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp, call, openTestDatabase, type TestApp } from '../../../test/helpers.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { insertUser } from '../../../test/fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { mailPruneJob } from '../../jobs/mail-prune.ts';

/** An account with a proven address (so registering's confirmation mail is not in the count) forgets its password. */
const registerAndForget = async (t: TestApp, email: string) => {
  await t.app.db.insert(users).values({ name: 'Mail reader', email, emailVerifiedAt: new Date() });
  const res = await call(t.app, { method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
  expect(res.status).toBe(204);
};

describe('without SMTP_URL mail is kept for administrators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message, lists it newest first for an administrator, and refuses a user', async () => {
    await registerAndForget(t, 'kept@example.test');
    expect(await t.app.mailer.deliverDue()).toBe(0);
    const admin = await insertUser(t, 'mail-admin');
    await t.app.db
      .update(users)
      .set({ roles: ['ADMIN'] })
      .where(eq(users.id, admin.id));
    const adminToken = await t.app.tokens.signUser({ id: admin.id, roles: ['ADMIN'], tokenVersion: 0 });
    const user = await insertUser(t);

    const listed = await call(t.app, { url: '/api/admin/mail?size=5', token: adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body.totalElements).toBe(1);
    const [mail] = listed.body.content;
    expect(mail).toMatchObject({ recipient: 'kept@example.test', status: 'kept', template: 'passwordReset' });
    expect(mail.subject).toBe(MAIL_TEXTS.passwordReset.ru.subject);
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9_-]{43}/);

    expect((await call(t.app, { url: '/api/admin/mail', token: user.token })).status).toBe(403);
    expect((await call(t.app, { url: '/api/admin/mail' })).status).toBe(401);
  });

  it('forgets sent and kept mail after 30 days, never a queued or failed one', async () => {
    await registerAndForget(t, 'old@example.test');
    await t.database.executeSql(`UPDATE mail_messages SET created_at = now() - interval '31 days'`);
    await t.database.executeSql(
      `INSERT INTO mail_messages (recipient, template, params, language, status, created_at)
       VALUES ('q@example.test', 'passwordChanged', '{}', 'ru', 'queued', now() - interval '40 days'),
              ('f@example.test', 'passwordChanged', '{}', 'ru', 'failed', now() - interval '40 days'),
              ('new@example.test', 'passwordChanged', '{}', 'ru', 'kept', now())`,
    );
    const job = mailPruneJob(t.app.mailer);
    expect(await job.run(new Date())).toEqual({ deleted: 2 });
    const left = await t.database.executeSql(`SELECT recipient FROM mail_messages ORDER BY recipient`);
    expect(left.rows.map((r) => r.recipient)).toEqual([
      'f@example.test',
      'new@example.test',
      'q@example.test',
    ]);
  });
});

describe('delivery through SMTP', () => {
  it('retries a send that failed once, with backoff, and delivers it once', async () => {
    const smtp = await startSmtp({ failFirst: 1 });
    const t = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      await registerAndForget(t, 'retry@example.test');
      const now = new Date();
      expect(await t.app.mailer.deliverDue(now)).toBe(0);
      // Not due again before its backoff (30 s after the first attempt).
      expect(await t.app.mailer.deliverDue(new Date(now.getTime() + 29_000))).toBe(0);
      expect(await t.app.mailer.deliverDue(new Date(now.getTime() + 31_000))).toBe(1);
      expect(await t.app.mailer.deliverDue(new Date(now.getTime() + 120_000))).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}/);
      const [row] = (await t.app.mailer.list(0, 1)).content;
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      // The stored copy of a sent mail no longer holds the link's token: only its reader has it.
      expect(row!.text).toContain('reset-password?token=…');
      expect(row!.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps a requested mail across a restart; the next process sends it once, by the job', async () => {
    const smtp = await startSmtp();
    const { database, drop } = await openTestDatabase();
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      SMTP_URL: smtp.url,
    } as const;
    try {
      // The first process requests the mail and stops before any job runs.
      const first = await buildApp({
        config: loadConfig({ ...env, JOBS: 'false' }),
        database,
        logger: false,
      });
      await first.ready();
      await registerAndForget({ app: first } as TestApp, 'restart@example.test');
      await first.close();
      expect(smtp.received).toHaveLength(0);

      // The next one runs the jobs: it sends what was left at start.
      const second = await buildApp({
        config: loadConfig({ ...env, JOBS: 'true' }),
        database,
        logger: false,
        scheduler: { pollingIntervalSeconds: 0.5 },
      });
      await second.ready();
      try {
        const [mail] = await smtp.waitFor(1);
        expect(mail!.to).toEqual(['restart@example.test']);
        await expect.poll(async () => (await second.mailer.list(0, 1)).content[0]?.status).toBe('sent');
        expect(await second.mailer.deliverDue(new Date(Date.now() + 3600_000))).toBe(0);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      await drop();
      await smtp.close();
    }
  });
});
