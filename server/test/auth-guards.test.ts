import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { currentUserId } from '../src/plugins/auth.ts';
import { call, openTestPglite } from './helpers.ts';

/**
 * No write route exists yet, so this suite builds the real app (buildTestApp would already have
 * called ready()) and adds one probe write route guarded like every write will be. Tokens come
 * from the real sign-in routes. The guard does not depend on the database kind, so in-memory
 * PGlite serves both test projects.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-guards-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    DEFAULT_LANGUAGE: 'en',
  });
  database = await openTestPglite();
  app = await buildApp({ config, database, logger: false });
  app.post('/test/write', { preHandler: app.requireUser }, async (request) => ({
    userId: currentUserId(request),
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('guards', () => {
  it('a guest token reads the principal but cannot write', async () => {
    const guest = (await call(app, { method: 'POST', url: '/api/auth/singIn?provider=anonymous' })).body
      .token;
    expect(
      (await call(app, { method: 'GET', url: '/api/users/getUserPrincipalData', token: guest })).status,
    ).toBe(200);
    const write = await call(app, { method: 'POST', url: '/test/write', token: guest });
    expect(write).toMatchObject({ status: 403, body: { message: MESSAGES.guestReadOnly } });
  });

  it('a user token writes; no token gets 401', async () => {
    const reg = await call(app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'Writer', email: 'writer@example.com', password: 'secret1' },
    });
    const me = await call(app, {
      method: 'GET',
      url: '/api/users/getUserPrincipalData',
      token: reg.body.token,
    });
    const write = await call(app, { method: 'POST', url: '/test/write', token: reg.body.token });
    expect(write).toMatchObject({ status: 200, body: { userId: me.body.id } });
    expect((await call(app, { method: 'POST', url: '/test/write' })).status).toBe(401);
  });
});
