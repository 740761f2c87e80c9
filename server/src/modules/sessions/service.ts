import { randomBytes } from 'node:crypto';
import type { SessionView } from '@gamelot/contract/schemas/sessions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  type ClientInfo,
  cleanUserAgent,
  type GeoLookup,
  maskIp,
  noGeo,
  parseUserAgent,
  type Place,
  sha256,
} from './client.ts';
import * as repo from './repository.ts';

/**
 * Sign-in sessions (docs/decisions/0055-sessions-and-account-security.md). Every user token names
 * its session (`sid`); a session is live while it is not revoked, not expired and issued under the
 * account's current token version. The principal resolver (policy/principal.ts) refuses a token
 * whose session is not live, in its one query.
 */

/** How long an ended session (and the device it remembers) is kept before the prune job deletes it. */
export const SESSION_RETENTION_DAYS = 90;

export type SessionsDeps = {
  db: Db;
  clock: () => Date;
  /** How long an issued token lives: a session expires with its last token. */
  ttlDays: number;
  geo?: GeoLookup;
};

/** What a sign-in learned about its session: enough for the new-device mail. */
export type OpenedSession = {
  id: string;
  /** Signed in before, never from this device (its cookie): the owner is told (ADR 0055). */
  newDevice: boolean;
  createdAt: Date;
  browser: string | null;
  os: string | null;
  deviceType: string | null;
  deviceModel: string | null;
  place: Place | null;
  maskedIp: string | null;
};

export function createSessions(deps: SessionsDeps) {
  const { db, clock } = deps;
  const geo = deps.geo ?? noGeo;
  const expiry = (now: Date) => new Date(now.getTime() + deps.ttlDays * 86_400_000);

  return {
    /**
     * Records a new session for a token about to be issued, in `tx` when given. A first session
     * ever (a registration, an account from before sessions existed) is never "new".
     */
    async open(
      user: { id: number; tokenVersion: number },
      client: ClientInfo = {},
      tx: Db = db,
    ): Promise<OpenedSession> {
      const now = clock();
      const id = randomBytes(16).toString('base64url');
      const deviceHash = client.deviceId ? sha256(client.deviceId) : null;
      const agent = parseUserAgent(client.userAgent);
      const ip = client.ip?.slice(0, 64) || null;
      const place = ip ? geo(ip) : null;
      const history = await repo.deviceHistory(tx, user.id, deviceHash);
      await repo.insertSession(tx, {
        id,
        userId: user.id,
        createdAt: now,
        lastActiveAt: now,
        expiresAt: expiry(now),
        tokenVersion: user.tokenVersion,
        ip,
        userAgent: cleanUserAgent(client.userAgent),
        ...agent,
        city: place?.city ?? null,
        country: place?.country ?? null,
        deviceHash,
      });
      return {
        id,
        newDevice: history.any && !history.device,
        createdAt: now,
        ...agent,
        place,
        maskedIp: maskIp(ip),
      };
    },

    /** A fresh token for session `id` under the account's new token version; false when it ended. */
    renew(userId: number, id: string, tokenVersion: number): Promise<boolean> {
      return repo.renew(db, userId, id, tokenVersion, expiry(clock()));
    },

    /** The caller's live sessions, this one marked. */
    async list(userId: number, currentId: string | null): Promise<SessionView[]> {
      const rows = await repo.liveSessions(db, userId, clock());
      return rows.map((row) => present(row, currentId));
    },

    /** Ends one of the user's sessions; 404 for an id that is not theirs. Answers the ids ended. */
    async revoke(userId: number, id: string): Promise<string[]> {
      const own = await repo.findOwn(db, userId, id);
      if (!own) throw notFound('sessionNotFound');
      return repo.revoke(db, userId, [id], clock());
    },

    /** Ends every session of the user but `keep`; answers the ids ended. */
    revokeAllBut(userId: number, keep: string | null, tx: Db = db): Promise<string[]> {
      return repo.revokeAllBut(tx, userId, keep, clock());
    },

    /** Forgets sessions that ended more than SESSION_RETENTION_DAYS ago (the `sessions.prune` job). */
    prune(now: Date = clock()): Promise<number> {
      return repo.pruneEnded(db, new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000));
    },

    /** An erased account's sessions end and forget where they came from. */
    forgetUser(userId: number, tx: Db = db): Promise<void> {
      return repo.forgetUser(tx, userId, clock());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

function present(row: repo.SessionRow, currentId: string | null): SessionView {
  return {
    id: row.id,
    current: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    browser: row.browser,
    os: row.os,
    deviceType: row.deviceType,
    deviceModel: row.deviceModel,
    city: row.city,
    country: row.country,
    ip: maskIp(row.ip),
  };
}
