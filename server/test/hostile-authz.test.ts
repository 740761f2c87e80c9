import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../src/policy/actions.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';
import {
  expectations,
  RULES,
  SUSPENDED_MAY,
  SUSPENDED_MAY_AFTER_REMOVAL,
  type Caller,
  type Rule,
} from './hostile-authz-rules.ts';
import {
  describeRequest,
  render,
  routeTable,
  sampleRequest,
  takesId,
  type RouteSpec,
} from './hostile-routes.ts';
import { answer } from './hostile-send.ts';
import { buildWorld, worldIds, type Actor, type World } from './hostile-world.ts';

/**
 * The authorization matrix: every route of the OpenAPI document that takes an id (in its path,
 * query or body) × the owner of what the ids name, another user (with the owner's ids, and with
 * their own user id beside the owner's chat or notification), a guest, no session, an
 * administrator and the owner while suspended. The request is the route's well-formed one made
 * from the owner's side (hostile-routes `sampleRequest`); what each caller must get follows from
 * the route's kind of access (hostile-authz-rules.ts). Nobody but the owner (and an administrator
 * where the rules say so) ever sees another's e-mail or a stored key, and no answer a password hash.
 * Design: docs/decisions/0034.
 */

let t: TestApp;
let w: World;
let rows: { route: RouteSpec; rule: Rule }[];
const suspendedFindings: string[] = [];
/** Every answer, printed with HOSTILE_STATS=1 to see the matrix whole. */
const table: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
  // Reads first, then writes, deletions last, so each fixture is still in the state a row needs.
  const rank = (r: RouteSpec) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 2 : 1);
  rows = routeTable(t.app)
    .filter(takesId)
    .sort((a, b) => rank(a) - rank(b))
    .map((route) => ({ route, rule: RULES[route.key]! }));
}, 120_000);
afterAll(async () => {
  if (process.env.HOSTILE_STATS) console.log(table.join('\n'));
  await t?.close();
});

/**
 * Whether the policy lets a suspended user take this route's action at all (the `user` audience of
 * policy/actions.ts: reading their state, securing the account, getting their money back). Those
 * routes must answer a suspended owner as they answer the owner, not with 403.
 */
function suspendedMay(route: RouteSpec): boolean {
  const url = route.path.replace(/\{(\w+)\}/g, ':$1');
  const policy = t.app.routePolicies.find((p) => p.method === route.method && p.url === url);
  return policy?.action != null && ACTIONS[policy.action] === 'user';
}

const ownerOf = (rule: Rule): Actor =>
  rule.owner === 'seller' ? w.seller : rule.owner === 'admin' ? w.admin : w.buyer;
const partnerOf = (owner: Actor): Actor => (owner === w.seller ? w.buyer : w.seller);

async function setSuspended(who: Actor, suspend: boolean) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/admin/users/${who.id}/${suspend ? 'suspend' : 'unsuspend'}`,
    token: w.admin.token,
    payload: { reason: 'Hostile authorization matrix' },
  });
  if (res.status >= 300) throw new Error(`could not ${suspend ? 'suspend' : 'unsuspend'}: ${res.status}`);
}

/** One row: every caller the rule names, strangers first, the owner, then the owner suspended. */
async function walk(route: RouteSpec, rule: Rule): Promise<string[]> {
  const findings: string[] = [];
  const write = route.method !== 'GET' && !rule.read;
  const expected = expectations(rule, write);
  const owner = ownerOf(rule);
  const order: Caller[] = ['other', 'intruder', 'guest', 'anonymous', 'admin', 'owner', 'suspended'];
  for (const who of order) {
    const expect =
      who === 'suspended' && write && suspendedMay(route)
        ? rule.removes
          ? SUSPENDED_MAY_AFTER_REMOVAL
          : SUSPENDED_MAY
        : expected[who];
    if (!expect) continue;
    // The intruder keeps the owner's things but names themself where the route names the caller.
    const self = who === 'intruder' ? w.other : owner;
    const template = sampleRequest(route, worldIds(w, self, partnerOf(owner)));
    if (rule.body && template.body && typeof template.body === 'object')
      Object.assign(template.body, rule.body(w));
    let as: Actor | string | undefined;
    let suspendedOwner: Actor | undefined;
    if (who === 'owner') as = owner;
    else if (who === 'other' || who === 'intruder') as = w.other;
    else if (who === 'guest') as = w.guest;
    else if (who === 'admin') as = w.admin;
    else if (who === 'suspended') {
      // The owner themself, suspended for this one request; an administrator's routes are tried by
      // a suspended ordinary user.
      suspendedOwner = owner === w.admin ? undefined : owner;
      as = suspendedOwner ?? w.suspended;
    }
    const token = typeof as === 'string' ? as : as?.token;
    const opts = render(route, template, token);
    const what = describeRequest(opts, who);
    if (suspendedOwner) await setSuspended(suspendedOwner, true);
    let res;
    try {
      res = await answer(t.app, opts, what);
    } catch (err) {
      findings.push(`${route.key}: ${(err as Error).message}`);
      continue;
    } finally {
      if (suspendedOwner) await setSuspended(suspendedOwner, false);
    }
    table.push(`${route.key} ${who} ${res.status}`);
    const list = who === 'suspended' ? suspendedFindings : findings;
    if (!expect.test(res.status))
      list.push(
        `${route.key}: ${what}\n  expected ${expect.name}, answered ${res.status} ${res.text.slice(0, 200)}`,
      );
    const leak = leakIn(res.text, as);
    if (leak) findings.push(`${route.key}: ${what}\n  the answer shows ${leak}: ${res.text.slice(0, 200)}`);
  }
  return findings;
}

/**
 * What an answer to `as` must never carry: anyone else's e-mail (administrators see them on their
 * own pages), a stored key (the key order's buyer and its seller see them), a password hash.
 */
function leakIn(text: string, as: Actor | string | undefined): string | undefined {
  if (text.includes('$argon2')) return 'a password hash';
  if (as === w.admin) return undefined;
  const people = [w.seller, w.buyer, w.other, w.suspended, w.target, w.admin];
  const email = people.find((p) => p !== as && text.includes(p.email))?.email;
  if (email) return `the e-mail ${email}`;
  if (as !== w.buyer && as !== w.seller && text.includes('KEY-000')) return 'a stored key';
  return undefined;
}

describe('authorization matrix', () => {
  it('every route with an id has a rule, and every rule a route', () => {
    const keys = rows.map((r) => r.route.key);
    expect(keys.filter((k) => !RULES[k])).toEqual([]);
    expect(Object.keys(RULES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it(
    'owner, another user, guest, no session and administrator get what the rules say',
    { timeout: 120_000 },
    async () => {
      const findings: string[] = [];
      for (const { route, rule } of rows) findings.push(...(await walk(route, rule)));
      if (findings.length) expect.fail(`${findings.length} finding(s):\n\n${findings.join('\n\n')}`);
    },
  );

  it('a suspended owner gets 403 on every write the policy keeps from them and an answer on every other', () => {
    // Collected by the walk above, which suspends each owner for their own request.
    if (suspendedFindings.length)
      expect.fail(`${suspendedFindings.length} finding(s):\n\n${suspendedFindings.join('\n\n')}`);
  });
});
