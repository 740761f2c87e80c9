import { MAIL_TEXTS } from '@gamelot/contract/mail-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, offerBody, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, topUp } from '../../../test/money.ts';
import { startMailApp, type Smtp } from '../../../test/smtp.ts';

/** docs/product.md#verified-e-mail through a real SMTP server (ADR 0052). */
describe('verified e-mail addresses', () => {
  let t: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailApp(() => now));
  });
  afterAll(() => close());

  const register = async (email: string, language = 'en') => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': language },
      payload: { name: 'Reader', email, password: 'secret-password' },
    });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    return { id: Number(claims.sub), name: 'Reader', token } satisfies TestUser;
  };
  /** Sends what is due and answers the next mail's confirmation token. */
  const nextLink = async () => {
    const sent = smtp.received.length;
    expect(await t.app.mailer.deliverDue(now)).toBe(1);
    const mail = (await smtp.waitFor(sent + 1))[sent]!;
    const match = mail.text.match(/https:\/\/gamelot\.example\/verify-email\?token=([A-Za-z0-9_-]{43})/);
    expect(match).not.toBeNull();
    return { mail, token: match![1]! };
  };
  const verify = (token: string) =>
    call(t.app, { method: 'POST', url: '/api/auth/email/verify', payload: { token } });
  const resend = (user: TestUser) =>
    call(t.app, { method: 'POST', url: '/api/auth/email/resend', token: user.token });
  const principal = async (user: TestUser) =>
    (await call(t.app, { url: '/api/users/getUserPrincipalData', token: user.token })).body;

  it('mails a link at registration; following it proves the address, once', async () => {
    const email = 'newcomer@example.test';
    const user = await register(email);
    expect(await principal(user)).toMatchObject({ email, emailVerified: false });
    const { mail, token } = await nextLink();
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Gamelot: confirm your e-mail address/m);
    expect(mail.text).toContain('within 24 hours');

    expect((await verify(token)).status).toBe(204);
    expect(await principal(user)).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('verifyTokenUsed');
  });

  it('writes the mail in the registration language', async () => {
    await register('russian-reader@example.test', 'ru-RU,ru');
    const { mail } = await nextLink();
    expect(mail.text).toContain(MAIL_TEXTS.verifyEmail.ru.body[0]);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await register('late@example.test');
    const { token } = await nextLink();
    const before = now;
    now = new Date(before.getTime() + 24 * 3_600_000 + 1);
    try {
      const expired = await verify(token);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('verifyTokenExpired');
    } finally {
      now = before;
    }
    const unknown = await verify('not-a-token-we-ever-made');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('verifyTokenInvalid');
    expect(await principal(user)).toMatchObject({ emailVerified: false });
  });

  it('a new link uses up the older ones; resending is limited to 3 an hour per user', async () => {
    const user = await register('resender@example.test');
    const { token: first } = await nextLink();
    expect((await resend(user)).status).toBe(204);
    const { token: second } = await nextLink();
    const old = await verify(first);
    expect(old.status).toBe(409);
    expect(old.body.code).toBe('verifyTokenUsed');
    expect((await resend(user)).status).toBe(204);
    expect((await resend(user)).status).toBe(204);
    const limited = await resend(user);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user's count is their own.
    const other = await register('other-resender@example.test');
    expect((await resend(other)).status).toBe(204);
    await t.app.mailer.deliverDue(now);
    expect((await verify(second)).status).toBe(409);
  });

  it('a proven address needs no new link; a guest cannot ask for one', async () => {
    const proven = await insertUser(t, 'proven');
    const res = await resend(proven);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your e-mail address is already confirmed');
    const guest = await call(t.app, { method: 'POST', url: '/api/auth/singIn?provider=anonymous' });
    const asGuest = await call(t.app, {
      method: 'POST',
      url: '/api/auth/email/resend',
      token: guest.body.token,
    });
    expect(asGuest.status).toBe(403);
  });

  it('an unproven address may browse, top up and buy, but not sell or withdraw', async () => {
    const product = await insertProduct(t);
    const lotId = product.lots[0]!.id;
    const seller = await insertUser(t, 'proven-seller');
    const offer = await createOffer(t, seller, lotId, { availability: 5 });
    const user = await insertUser(t, 'unproven', null, { verified: false });

    const create = await call(t.app, {
      method: 'POST',
      url: '/api/offers/create',
      token: user.token,
      payload: offerBody(user, lotId),
    });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({
      code: 'emailNotVerified',
      message: 'Confirm your e-mail address first: follow the link we sent you',
    });

    await topUp(t, user, 500);
    const buy = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: user.token,
      payload: await orderBody(t, offer.id),
    });
    expect(buy.status).toBe(201);

    const withdraw = await call(t.app, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      token: user.token,
      payload: { amount: 100, destination: 'Card 5555 **** 4444', idempotencyKey: idem() },
    });
    expect(withdraw.status).toBe(403);
    expect(withdraw.body.code).toBe('emailNotVerified');
  });
});
