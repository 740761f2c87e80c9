import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { ACTIONS, refusal, type Action } from './actions.ts';
import type { Principal } from './principal.ts';

/** The policy table as a matrix: each kind of caller against each audience (ADR 0032). */
describe('policy', () => {
  const user = (roles: string[], suspended: boolean, emailVerified = true): Principal => ({
    kind: 'user',
    id: 1,
    roles,
    suspended,
    emailVerified,
    sessionId: 's1',
  });
  const callers: Record<string, Principal | null> = {
    nobody: null,
    guest: { kind: 'guest', guestId: 'g' },
    user: user(['USER'], false),
    suspended: user(['USER'], true),
    admin: user(['USER', 'ADMIN'], false),
    suspendedAdmin: user(['USER', 'ADMIN'], true),
    unverified: user(['USER'], false, false),
  };
  const one = (audience: string) => (Object.keys(ACTIONS) as Action[]).find((a) => ACTIONS[a] === audience)!;
  const outcome = (p: Principal | null, action: Action) => {
    const r = refusal(p, action);
    return r ? `${r.statusCode} ${r.message}` : 'ok';
  };

  it.each([
    ['anyone', ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']],
    ['session', [`401 ${MESSAGES.unauthorized}`, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']],
    ['user', [`401 ${MESSAGES.unauthorized}`, `403 ${MESSAGES.guestReadOnly}`, 'ok', 'ok', 'ok', 'ok', 'ok']],
    [
      'unsuspended',
      [
        `401 ${MESSAGES.unauthorized}`,
        `403 ${MESSAGES.guestReadOnly}`,
        'ok',
        `403 ${MESSAGES.accountSuspended}`,
        'ok',
        `403 ${MESSAGES.accountSuspended}`,
        'ok',
      ],
    ],
    [
      'verified',
      [
        `401 ${MESSAGES.unauthorized}`,
        `403 ${MESSAGES.guestReadOnly}`,
        'ok',
        `403 ${MESSAGES.accountSuspended}`,
        'ok',
        `403 ${MESSAGES.accountSuspended}`,
        `403 ${MESSAGES.emailNotVerified}`,
      ],
    ],
    [
      'admin',
      [
        `401 ${MESSAGES.unauthorized}`,
        `403 ${MESSAGES.guestReadOnly}`,
        `403 ${MESSAGES.forbidden}`,
        `403 ${MESSAGES.forbidden}`,
        'ok',
        `403 ${MESSAGES.accountSuspended}`,
        `403 ${MESSAGES.forbidden}`,
      ],
    ],
  ])('%s', (audience, expected) => {
    expect(Object.values(callers).map((p) => outcome(p, one(audience)))).toEqual(expected);
  });
});
