import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { apply, fixedMutations, mutations, type Mutation } from './hostile-mutations.ts';
import {
  describeRequest,
  render,
  routeTable,
  sampleRequest,
  WEB_ROUTES,
  type RouteSpec,
} from './hostile-routes.ts';
import { answer, type Answer } from './hostile-send.ts';
import { buildWorld, makeAdmin, registerActor, worldIds, type Actor, type World } from './hostile-world.ts';

/**
 * Malformed requests for every route of the OpenAPI document, as a guest, a signed-in user and an
 * administrator: no answer is a 5xx, every 4xx says why, and none takes longer than the per-request
 * timeout. Each route first gets its well-formed request; where the caller gets past the guard, it
 * gets every field at its edges and every bad kind of body and path id, and everywhere a few recipes
 * drawn by fast-check with a fixed seed (HOSTILE_SEED, HOSTILE_RUNS override). A failure prints the
 * seed, the recipe and the request. Design and time budget: docs/decisions/0034.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_240_613);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 4);

/** Routes that end the caller's session or account: each caller attacks them with a spare account. */
const SESSION_ENDING = new Set([
  'POST /api/settings/signOutEverywhere',
  'POST /api/settings/changePassword',
  'DELETE /api/settings/account',
  'DELETE /api/settings/sessions/:id',
  'POST /api/settings/sessions/signOutOthers',
]);

type Caller = 'guest' | 'user' | 'admin';

let t: TestApp;
let w: World;
let routes: RouteSpec[];
const spare: Partial<Record<Caller, Actor>> = {};
const statuses: Record<number, number> = {};

/** A web build of one page, so the landing pages and the page fallback are served too. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gamelot-hostile-web-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}
let web: string;

beforeAll(async () => {
  web = fakeWebBuild();
  t = await buildTestApp({ WEB_DIST: web });
  w = await buildWorld(t);
  spare.user = await registerActor(t, 'spare');
  spare.admin = await makeAdmin(t);
  // Reads first, then writes, deletions last: the fixtures keep their states for longer.
  const rank = (r: RouteSpec) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 2 : 1);
  routes = [...routeTable(t.app), ...WEB_ROUTES].sort((a, b) => rank(a) - rank(b));
}, 120_000);
afterAll(async () => {
  if (process.env.HOSTILE_STATS) console.log('hostile-http answers', statuses);
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

function caller(who: Caller, route: RouteSpec): Actor | string {
  if (who === 'guest') return w.guest;
  if (SESSION_ENDING.has(route.key)) return spare[who]!;
  return who === 'user' ? w.seller : w.admin;
}

/** Sends a route's request (broken by `m`, if given) as `who`; throws a finding on a 5xx or a hang. */
async function attack(who: Caller, route: RouteSpec, m: Mutation[] = []): Promise<Answer> {
  const as = caller(who, route);
  const self = typeof as === 'string' ? w.buyer : as;
  const template = sampleRequest(route, worldIds(w, self, w.buyer));
  const opts = render(route, apply(route, template, m), typeof as === 'string' ? as : as.token);
  const what = `${describeRequest(opts, who)}${m.length ? ` recipe=${JSON.stringify(m)}` : ''}`;
  const res = await answer(t.app, opts, what);
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  if (res.status >= 500) throw new Error(`${what}\n  answered ${res.status} ${res.text.slice(0, 300)}`);
  // A HEAD answer has no body to say it in.
  if (res.status >= 400 && !res.message && opts.method !== 'HEAD')
    throw new Error(`${what}\n  answered ${res.status} without a message: ${res.text.slice(0, 300)}`);
  return res;
}

describe('malformed requests', () => {
  it('the route table is the whole document', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.map((r) => r.key)).toContain('POST /api/offers/search');
    expect(routes.map((r) => r.key)).toContain('GET /api/offers/find');
  });

  it.each(['guest', 'user', 'admin'] as const)(
    'as %s: no 5xx, no hang, every 4xx says why',
    { timeout: 120_000 },
    async (who) => {
      const findings: string[] = [];
      for (const [index, route] of routes.entries()) {
        try {
          const baseline = await attack(who, route);
          // An administrator's depth is the administration routes; a user has the rest.
          const guarded = baseline.status === 401 || baseline.status === 403;
          const deep = !guarded && (who !== 'admin' || route.path.startsWith('/api/admin/'));
          for (const m of fixedMutations(route, deep)) {
            try {
              await attack(who, route, [m]);
            } catch (err) {
              findings.push(`${route.key}: ${(err as Error).message}`);
            }
          }
          const run = await fc.check(
            fc.asyncProperty(mutations(route), async (m) => void (await attack(who, route, m))),
            { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
          );
          if (run.failed)
            findings.push(
              `${route.key} (seed ${run.seed}, path ${run.counterexamplePath}): ${String(
                (run.errorInstance as Error | undefined)?.message ?? run.errorInstance,
              )}`,
            );
        } catch (err) {
          findings.push(`${route.key}: ${(err as Error).message}`);
        }
      }
      if (findings.length)
        expect.fail(`${findings.length} finding(s) as ${who}:\n\n${findings.join('\n\n')}`);
    },
  );
});
