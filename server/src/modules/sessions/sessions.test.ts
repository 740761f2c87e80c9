import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions } from '../../db/schema/index.ts';
import { call, deviceCookie, type TestApp } from '../../../test/helpers.ts';
import { startMailApp, type Smtp } from '../../../test/smtp.ts';
import { geoFromReader, maskIp, parseUserAgent } from './index.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/** Sign-in sessions, the new-device mail, "it was not me" and changing the address (ADR 0055). */
describe('sessions and account security', () => {
  let t: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailApp(() => now));
  });
  afterAll(() => close());

  const register = async (email: string) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en', 'user-agent': CHROME_WINDOWS },
      payload: { name: 'Owner', email, password: 'secret-password' },
    });
    expect(res.status).toBe(200);
    await flush();
    return { token: res.body.token as string, cookie: deviceCookie(res) };
  };
  const signIn = (email: string, opts: { cookie?: string; agent?: string; ip?: string } = {}) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn',
      payload: { email, password: 'secret-password' },
      headers: {
        'user-agent': opts.agent ?? CHROME_WINDOWS,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      remoteAddress: opts.ip ?? '203.0.113.7',
    });
  const list = (token: string) => call(t.app, { url: '/api/settings/sessions', token });
  /** Sends what is due; answers the mails sent. */
  const flush = async () => {
    const before = smtp.received.length;
    const n = await t.app.mailer.deliverDue(now);
    return n === 0 ? [] : (await smtp.waitFor(before + n)).slice(before);
  };
  const linkIn = (text: string, page: string) => {
    const match = text.match(new RegExp(`https://gamelot\\.example/${page}\\?token=([A-Za-z0-9_-]{43})`));
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it("lists the caller's sessions with device, browser and masked IP, this one marked", async () => {
    const { token, cookie } = await register('lister@example.test');
    const phone = await signIn('lister@example.test', { agent: SAFARI_IPHONE, cookie });
    expect(phone.status).toBe(200);
    const res = await list(phone.body.token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const first = res.body.find((s: { current: boolean }) => s.current);
    const second = res.body.find((s: { current: boolean }) => !s.current);
    expect(first).toMatchObject({
      current: true,
      browser: 'Safari 17',
      deviceType: 'mobile',
      ip: '203.0.113.*',
    });
    expect(first.os).toMatch(/^iOS/);
    expect(second).toMatchObject({
      current: false,
      browser: 'Chrome 120',
      os: 'Windows 10',
      deviceType: 'desktop',
    });
    const seen = (await list(token)).body;
    expect(seen.find((s: { current: boolean }) => s.current).id).toBe(second.id);
    expect((await call(t.app, { url: '/api/settings/sessions' })).status).toBe(401);
  });

  it("signs out one session: its token gets 401, the others live; another user's id is 404", async () => {
    const { token: laptop, cookie } = await register('one@example.test');
    const phone = (await signIn('one@example.test', { cookie })).body.token as string;
    const phoneSession = (await list(phone)).body.find((s: { current: boolean }) => s.current);
    const stranger = await register('stranger@example.test');

    const refused = await call(t.app, {
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneSession.id}`,
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    expect((await list(phone)).status).toBe(200);

    const bad = await call(t.app, { method: 'DELETE', url: '/api/settings/sessions/%00x', token: laptop });
    expect(bad.status).toBe(400);

    const ended = await call(t.app, {
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneSession.id}`,
      token: laptop,
    });
    expect(ended.status).toBe(204);
    const gone = await list(phone);
    expect(gone.status).toBe(401);
    expect(gone.body.message).toMatch(/session/i);
    expect((await list(laptop)).body).toHaveLength(1);
    expect((await list(stranger.token)).status).toBe(200);
  });

  it('signs out every other session; "sign out everywhere" keeps this device with a fresh token', async () => {
    const { token: a, cookie } = await register('others@example.test');
    const b = (await signIn('others@example.test', { cookie })).body.token as string;
    const c = (await signIn('others@example.test', { cookie })).body.token as string;
    expect(
      (await call(t.app, { method: 'POST', url: '/api/settings/sessions/signOutOthers', token: b })).status,
    ).toBe(204);
    expect((await list(a)).status).toBe(401);
    expect((await list(c)).status).toBe(401);
    expect((await list(b)).body).toHaveLength(1);

    const d = (await signIn('others@example.test', { cookie })).body.token as string;
    const fresh = await call(t.app, { method: 'POST', url: '/api/settings/signOutEverywhere', token: d });
    expect(fresh.status).toBe(200);
    expect((await list(b)).status).toBe(401);
    expect((await list(d)).status).toBe(401);
    const mine = await list(fresh.body.token);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].current).toBe(true);
  });

  it('refuses a user token without a session (issued before sessions existed)', async () => {
    const { SignJWT } = await import('jose');
    const { token } = await register('old-token@example.test');
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const old = await new SignJWT({ role: 'USER', roles: ['USER'], tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    expect((await list(old)).status).toBe(401);
  });

  it('writes the last-active time at most once a minute, by the app clock', async () => {
    const { token } = await register('active@example.test');
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sid as string;
    const stored = async () =>
      (await t.app.db.select().from(userSessions).where(eq(userSessions.id, sid)))[0]!.lastActiveAt.getTime();
    const start = await stored();
    now = new Date(now.getTime() + 30_000);
    await list(token);
    expect(await stored()).toBe(start);
    now = new Date(now.getTime() + 31_000);
    await list(token);
    await list(token);
    expect(await stored()).toBe(now.getTime());
    now = new Date(now.getTime() + 10_000);
    await list(token);
    expect(await stored()).toBe(now.getTime() - 10_000);
  });

  it('mails a sign-in from a new device once; a known device and the registering one mail nothing', async () => {
    const email = 'devices@example.test';
    const { cookie } = await register(email);
    expect(await flush()).toEqual([]);
    expect((await signIn(email, { cookie })).status).toBe(200);
    expect(await flush()).toEqual([]);

    const fresh = await signIn(email, { agent: SAFARI_IPHONE, ip: '198.51.100.23' });
    expect(fresh.status).toBe(200);
    const [mail, ...more] = await flush();
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([email]);
    expect(mail!.raw).toMatch(/^Subject: Gamelot: sign-in from a new device/m);
    expect(mail!.text).toContain('Safari 17');
    expect(mail!.text).toContain('phone');
    expect(mail!.text).toContain('IP 198.51.100.*');
    expect(mail!.text).toContain('2026-11-27');
    linkIn(mail!.text, 'secure-account');

    // The new device is known from now on.
    expect((await signIn(email, { cookie: deviceCookie(fresh) })).status).toBe(200);
    expect(await flush()).toEqual([]);
  });

  it('"it was not me": every session ends, a reset link is mailed, the link works once', async () => {
    const email = 'victim@example.test';
    const { token, cookie } = await register(email);
    const thief = await signIn(email, { agent: SAFARI_IPHONE });
    const [alert] = await flush();
    const secureToken = linkIn(alert!.text, 'secure-account');
    const secure = (value: string) =>
      call(t.app, { method: 'POST', url: '/api/auth/secure-account', payload: { token: value } });

    expect((await secure('nope')).body.code).toBe('secureTokenInvalid');
    expect((await secure(secureToken)).status).toBe(204);
    expect((await list(thief.body.token)).status).toBe(401);
    expect((await list(token)).status).toBe(401);
    const [reset] = await flush();
    expect(reset!.to).toEqual([email]);
    expect(reset!.raw).toMatch(/^Subject: Gamelot: reset your password/m);
    const again = await secure(secureToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('secureTokenUsed');

    // Expired after three days.
    await signIn(email, { agent: SAFARI_IPHONE, cookie: 'gamelot_device=unknown' });
    const [second] = await flush();
    now = new Date(now.getTime() + 3 * 86_400_000 + 1000);
    const late = await secure(linkIn(second!.text, 'secure-account'));
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('secureTokenExpired');
    expect((await signIn(email, { cookie })).status).toBe(200);
  });

  it('changes the address through a link to the new one; the old one is told twice', async () => {
    const old = 'before@example.test';
    const { token } = await register(old);
    // Changing the address needs step-up (ADR 0053): without a second factor, the password.
    const stepUp = async (as: string) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/auth/step-up',
        payload: { password: 'secret-password' },
        token: as,
      });
      expect(res.status).toBe(200);
      return { 'x-step-up': res.body.stepUpToken as string };
    };
    const change = async (email: string, as = token) =>
      call(t.app, {
        method: 'POST',
        url: '/api/settings/email',
        payload: { email },
        token: as,
        headers: await stepUp(as),
      });
    const confirm = (value: string) =>
      call(t.app, { method: 'POST', url: '/api/auth/email/change/confirm', payload: { token: value } });

    const same = await change(' Before@Example.test ');
    expect(same.status).toBe(400);
    const other = await register('taken@example.test');
    const taken = await change('taken@example.test');
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('emailChangeTaken');
    expect((await change('not-an-address')).status).toBe(400);
    expect(await flush()).toEqual([]);

    expect((await change('after@example.test')).status).toBe(204);
    const mails = await flush();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['after@example.test', old]);
    const toNew = mails.find((m) => m.to[0] === 'after@example.test')!;
    const toOld = mails.find((m) => m.to[0] === old)!;
    expect(toNew.raw).toMatch(/^Subject: Gamelot: confirm your new e-mail address/m);
    expect(toOld.text).toContain('after@example.test');
    linkIn(toOld.text, 'secure-account');
    const changeToken = linkIn(toNew.text, 'confirm-email');

    expect((await confirm('nope')).body.code).toBe('emailChangeTokenInvalid');
    expect((await confirm(changeToken)).status).toBe(204);
    const me = await call(t.app, { url: '/api/users/getUserPrincipalData', token });
    expect(me.body).toMatchObject({ email: 'after@example.test', emailVerified: true });
    const [told] = await flush();
    expect(told!.to).toEqual([old]);
    expect(told!.raw).toMatch(/^Subject: Gamelot: your e-mail address was changed/m);
    const reused = await confirm(changeToken);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('emailChangeTokenUsed');
    // Signs in with the new address only.
    expect((await signIn(old)).status).toBe(401);
    expect((await signIn('after@example.test')).status).toBe(200);
    await flush();

    // A link expires after 24 hours.
    expect((await change('later@example.test')).status).toBe(204);
    const late = (await flush()).find((m) => m.to[0] === 'later@example.test')!;
    now = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    const expired = await confirm(linkIn(late.text, 'confirm-email'));
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('emailChangeTokenExpired');
    expect((await call(t.app, { url: '/api/settings/sessions', token: other.token })).status).toBe(200);
  });

  it('forgets a session 90 days after it ended, never a live one', async () => {
    const { token: laptop, cookie } = await register('prune@example.test');
    const phone = (await signIn('prune@example.test', { cookie })).body.token as string;
    const phoneId = (await list(phone)).body.find((s: { current: boolean }) => s.current).id as string;
    const laptopId = (await list(laptop)).body.find((s: { current: boolean }) => s.current).id as string;
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/settings/sessions/${phoneId}`, token: laptop }))
        .status,
    ).toBe(204);
    const rows = () =>
      t.database.db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(eq(userSessions.id, phoneId))
        .union(
          t.database.db
            .select({ id: userSessions.id })
            .from(userSessions)
            .where(eq(userSessions.id, laptopId)),
        );
    const day = 86_400_000;

    await t.app.sessions.prune(new Date(now.getTime() + 89 * day));
    expect((await rows()).map((r) => r.id).sort()).toEqual([laptopId, phoneId].sort());

    await t.app.sessions.prune(new Date(now.getTime() + 91 * day));
    expect((await rows()).map((r) => r.id)).toEqual([laptopId]);
    expect((await list(laptop)).status).toBe(200);
  });
});

describe('what a session records', () => {
  it('parses browsers, systems and devices, and hides the host part of an IP', () => {
    expect(parseUserAgent(CHROME_WINDOWS)).toEqual({
      browser: 'Chrome 120',
      os: 'Windows 10',
      deviceType: 'desktop',
      deviceModel: null,
    });
    expect(parseUserAgent(SAFARI_IPHONE)).toMatchObject({ browser: 'Safari 17', deviceType: 'mobile' });
    expect(parseUserAgent('')).toEqual({ browser: null, os: null, deviceType: null, deviceModel: null });
    expect(maskIp('203.0.113.9')).toBe('203.0.113.*');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::*');
  });

  it('reads a place from a MaxMind reader: city and country code, nothing for unknown addresses', () => {
    const lookup = geoFromReader({
      get: (ip: string) =>
        ip === '81.2.69.160'
          ? ({ city: { names: { en: 'London' } }, country: { iso_code: 'GB' } } as never)
          : null,
    });
    expect(lookup('81.2.69.160')).toEqual({ city: 'London', country: 'GB' });
    expect(lookup('::ffff:81.2.69.160')).toEqual({ city: 'London', country: 'GB' });
    expect(lookup('10.0.0.1')).toBeNull();
  });
});
