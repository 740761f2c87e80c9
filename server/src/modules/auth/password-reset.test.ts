import { MAIL_TEXTS } from '@gamelot/contract/mail-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deviceCookie, type TestApp } from '../../../test/helpers.ts';
import { startMailApp, type Smtp } from '../../../test/smtp.ts';

/** docs/product.md#password-reset through a real SMTP server (ADR 0051). */
describe('password reset by mail', () => {
  let t: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailApp(() => now));
  });
  afterAll(() => close());

  const register = async (email: string, language = 'ru') => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': language },
      payload: { name: 'Reader', email, password: 'old-password' },
    });
    expect(res.status).toBe(200);
    cookie = deviceCookie(res);
    // Registering mails a confirmation link (ADR 0052): sent here, so each test counts its own mail.
    const sent = smtp.received.length;
    expect(await t.app.mailer.deliverDue(now)).toBe(1);
    await smtp.waitFor(sent + 1);
    return res.body.token as string;
  };
  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    call(t.app, { method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress });
  const reset = (token: string, password = 'new-password-1') =>
    call(t.app, { method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });
  // From the browser that registered: a known device, no new-device mail (ADR 0055).
  let cookie = '';
  const signIn = (email: string, password: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn',
      payload: { email, password },
      headers: { cookie },
    });
  const linkIn = (text: string) => {
    const match = text.match(/https:\/\/gamelot\.example\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it('mails a working link; the reset signs out every session, refuses the link again and mails the change', async () => {
    const email = 'forgetful@example.test';
    const session = await register(email, 'en-GB,en;q=0.9');
    expect((await forgot(email)).status).toBe(204);
    const sent = smtp.received.length;
    expect(await t.app.mailer.deliverDue(now)).toBe(1);
    const [mail] = (await smtp.waitFor(sent + 1)).slice(sent);
    expect(mail!.to).toEqual([email]);
    expect(mail!.raw).toMatch(/^Subject: Gamelot: reset your password/m);
    expect(mail!.raw).toMatch(/^Message-ID: <mail-\d+@gamelot\.local>/im);
    expect(mail!.text).toContain('within 30 minutes');
    expect(mail!.text).toContain('password reset was requested');
    const token = linkIn(mail!.text);

    expect((await reset(token)).status).toBe(204);
    expect((await signIn(email, 'old-password')).status).toBe(401);
    expect((await signIn(email, 'new-password-1')).status).toBe(200);
    // The session from before the reset no longer counts.
    expect((await call(t.app, { url: '/api/settings/notifications', token: session })).status).toBe(401);
    const again = await reset(token, 'another-password');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('resetTokenUsed');

    expect(await t.app.mailer.deliverDue(now)).toBe(1);
    const [changed] = (await smtp.waitFor(sent + 2)).slice(sent + 1);
    expect(changed!.to).toEqual([email]);
    expect(changed!.raw).toMatch(/^Subject: Gamelot: your password was changed/m);
    expect(changed!.text).toContain('https://gamelot.example/forgot-password');
    // Nothing is sent twice.
    expect(await t.app.mailer.deliverDue(now)).toBe(0);
    expect(smtp.received.length).toBe(sent + 2);
  });

  it('writes in the language the account was registered or switched to', async () => {
    const email = 'russian@example.test';
    const session = await register(email, 'ru-RU,ru');
    await forgot(email);
    const sent = smtp.received.length;
    await t.app.mailer.deliverDue(now);
    const [ru] = (await smtp.waitFor(sent + 1)).slice(sent);
    expect(ru!.text).toContain(MAIL_TEXTS.passwordReset.ru.body[0]);
    const switched = await call(t.app, {
      method: 'PUT',
      url: '/api/settings/language',
      token: session,
      payload: { language: 'en' },
    });
    expect(switched.status).toBe(204);
    await forgot(email);
    await t.app.mailer.deliverDue(now);
    const [en] = (await smtp.waitFor(sent + 2)).slice(sent + 1);
    expect(en!.text).toContain('Someone (we hope it was you)');
  });

  it('answers 204 for an unknown address and mails nothing', async () => {
    const res = await forgot('nobody-here@example.test');
    expect(res.status).toBe(204);
    expect(await t.app.mailer.deliverDue(now)).toBe(0);
  });

  it('refuses an expired link and an unknown one', async () => {
    const email = 'slow@example.test';
    await register(email);
    await forgot(email);
    const sent = smtp.received.length;
    await t.app.mailer.deliverDue(now);
    const token = linkIn((await smtp.waitFor(sent + 1))[sent]!.text);
    const before = now;
    now = new Date(before.getTime() + 30 * 60_000 + 1);
    try {
      const expired = await reset(token);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('resetTokenExpired');
    } finally {
      now = before;
    }
    const unknown = await reset('not-a-token-we-ever-made');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('resetTokenInvalid');
    const weak = await reset(token, '123');
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password).toBe('Password must be at least 6 characters');
    // Still valid within the 30 minutes.
    expect((await reset(token)).status).toBe(204);
  });

  it('limits requests per e-mail, whether or not it has an account', async () => {
    const email = 'limited@example.test';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email, `10.0.0.${i + 1}`)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
