import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers.ts';

describe('the application shell', () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(tmpdir(), 'gamelot-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Gamelot</title>');
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ WEB_DIST: web });
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    expect((await call(t.app, { method: 'GET', url: '/healthz' })).body).toEqual({ status: 'ok' });
    const ready = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('sends security headers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lists every API route in the OpenAPI document', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/singIn', '/api/auth/register', '/api/users/getUserPrincipalData']),
    );
    const ui = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.status);
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, error: 'Not Found', message: 'Not found', code: 'notFound' });
  });

  it('serves the web app with SPA fallback and long caching for hashed assets only', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Gamelot</title>');
    expect(root.headers['cache-control']).toBe('no-cache');

    const deep = await t.app.inject({ method: 'GET', url: '/profiles/7/stats/followers' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Gamelot</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves media with long caching', async () => {
    mkdirSync(path.join(t.config.mediaDir, 'seed'), { recursive: true });
    writeFileSync(path.join(t.config.mediaDir, 'seed', 'a.jpg'), 'x');
    const res = await t.app.inject({ method: 'GET', url: '/media/seed/a.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await call(t.app, { method: 'GET', url: '/media/seed/missing.jpg' });
    expect(missing.status).toBe(404);
  });
});
