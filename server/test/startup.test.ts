import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { lockDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { checkStartup, StartupRefused } from '../src/startup.ts';
import { buildTestApp, call, openTestDatabase } from './helpers.ts';

/** What the server says, or refuses, at start (src/startup.ts), and the real entry point doing it. */
const tmp = () => mkdtempSync(path.join(tmpdir(), 'gamelot-startup-'));
const productionEnv = () => ({
  NODE_ENV: 'production',
  DATA_DIR: tmp(),
  JWT_SECRET: 'x'.repeat(40),
  KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
});

let db: Database;
let drop: () => Promise<void>;
let demoHash: string;
beforeAll(async () => {
  ({ database: db, drop } = await openTestDatabase());
  await db.migrate();
  demoHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});
beforeEach(async () => {
  await db.db.delete(users);
});

const addUser = (email: string, passwordHash: string | null) =>
  db.db.insert(users).values({ name: email, email, passwordHash });

describe('start-up checks', () => {
  it('warns whenever test-card payments are on, and only then', async () => {
    expect(await checkStartup(loadConfig({ DATA_DIR: tmp() }), db.db)).toEqual([
      expect.stringMatching(/^Test-card payments are on \(PAYMENTS_PROVIDER=test\)/),
    ]);
    expect(await checkStartup(loadConfig({ DATA_DIR: tmp(), PAYMENTS_PROVIDER: 'none' }), db.db)).toEqual([]);
    expect(await checkStartup(loadConfig(productionEnv()), db.db)).toEqual([]);
  });

  it('refuses production while seed accounts keep the demo password, naming them and the fixes', async () => {
    await addUser('demo@gamelot.local', demoHash);
    await addUser('anna@demo.gamelot.local', demoHash);
    await addUser('boris@demo.gamelot.local', demoHash);
    await addUser('large-seller-1@seed.gamelot.test', demoHash);
    // A demo account whose password was changed, and a stranger's weak password, are not the demo's.
    await addUser('changed@demo.gamelot.local', await hashPassword('another-password'));
    await addUser('someone@example.com', demoHash);
    const refusal = await checkStartup(loadConfig(productionEnv()), db.db).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(StartupRefused);
    const message = (refusal as Error).message;
    expect(message).toMatch(
      /4 account\(s\) sign in with the public demo password \(demo@gamelot\.local, anna@demo\.gamelot\.local, boris@demo\.gamelot\.local and 1 more\)/,
    );
    expect(message).toContain('npm run seed -- --lock-demo');
    expect(message).toContain('SEED_DEMO=true');

    // Outside production, or asked for explicitly, the demo is fine (with a warning in production).
    await expect(checkStartup(loadConfig({ DATA_DIR: tmp() }), db.db)).resolves.toBeDefined();
    const demoOnPurpose = await checkStartup(loadConfig({ ...productionEnv(), SEED_DEMO: 'true' }), db.db);
    expect(demoOnPurpose).toEqual([expect.stringMatching(/^SEED_DEMO=true in production/)]);

    // The fix the message offers: the demo accounts lose the password, nothing else does.
    expect(await lockDemoAccounts(db.db)).toBe(4);
    expect(await checkStartup(loadConfig(productionEnv()), db.db)).toEqual([]);
    const [stranger] = await db.db.select().from(users).where(eq(users.email, 'someone@example.com'));
    expect(stranger?.passwordHash).toBe(demoHash);
    const [demo] = await db.db.select().from(users).where(eq(users.email, 'demo@gamelot.local'));
    expect(demo).toMatchObject({ passwordHash: null, tokenVersion: 1 });
  });

  it('lets nobody register at the demo domains, so a stranger cannot stop the server', async () => {
    const t = await buildTestApp();
    try {
      for (const email of ['x@demo.gamelot.local', 'demo2@gamelot.local', 'Y@Seed.Gamelot.Test']) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/api/auth/register?provider=local',
          payload: { name: 'Sneaky', email, password: DEMO_PASSWORD },
        });
        expect(res).toMatchObject({
          status: 400,
          body: {
            fieldErrors: { email: 'This address is reserved for the demo accounts: use your own e-mail' },
          },
        });
      }
    } finally {
      await t.close();
    }
  });
});

const serverDir = path.resolve(import.meta.dirname, '..');
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe.runIf(process.env.TEST_DB !== 'postgres')('the server process at start', () => {
  it('exits with the reason when production would serve demo accounts', async () => {
    const env = productionEnv();
    const embedded = await openDatabase({ dir: path.join(env.DATA_DIR, 'pg') });
    await embedded.migrate();
    await embedded.db
      .insert(users)
      .values({ name: 'Demo', email: 'demo@gamelot.local', passwordHash: demoHash });
    await embedded.close();

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '', PORT: '0' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('Refusing to start: 1 account(s) sign in with the public demo password');
    expect(stderr).toContain('demo@gamelot.local');
  }, 120_000);
});
