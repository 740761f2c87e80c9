import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { NOTIFICATION_EMAIL_DEFAULTS } from '@gamelot/contract/notifications';
import { DELETED_USER_NAME } from '@gamelot/contract/rules';
import { favoriteOffers, follows, offers, reviews, userProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  guestToken,
  insertProduct,
  insertUser,
  stepUpHeaders,
  type TestUser,
} from '../../../test/fixtures.ts';

const PASSWORD = 'secret-password';

describe('settings: /api/settings/*', () => {
  let t: TestApp;
  let lotId: number;

  /** A user registered through the API, with a known e-mail and password, its address proven (ADR 0052). */
  async function register(name: string): Promise<TestUser & { email: string }> {
    const email = `${name}@example.test`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name, email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const sub = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString()).sub;
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, Number(sub)));
    return { id: Number(sub), name, email, token: res.body.token };
  }
  const signIn = (email: string, password: string) =>
    call(t.app, { method: 'POST', url: '/api/auth/singIn?provider=local', payload: { email, password } });
  const whoAmI = (token: string) =>
    call(t.app, { method: 'GET', url: '/api/users/getUserPrincipalData', token });
  // Changing the password asks for step-up (ADR 0053): a signed-in caller's request carries it.
  const post = async (url: string, token: string | undefined, payload?: object) =>
    call(t.app, {
      method: 'POST',
      url,
      token,
      headers: await stepUpFor(token),
      ...(payload ? { payload } : {}),
    });
  const stepUpFor = async (token: string | undefined): Promise<Record<string, string>> => {
    const claims = await t.app.tokens.verify(token ?? '').catch(() => undefined);
    return claims?.kind === 'user' ? stepUpHeaders(t, { id: claims.userId }) : {};
  };

  beforeAll(async () => {
    t = await buildTestApp();
    lotId = (await insertProduct(t)).lots[0]!.id;
  });
  afterAll(() => t.close());

  it('signOutEverywhere: every earlier token gets 401, the fresh one works', async () => {
    const ann = await register('ann');
    const laptop = (await signIn(ann.email, PASSWORD)).body.token as string;
    const res = await post('/api/settings/signOutEverywhere', ann.token);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    for (const old of [ann.token, laptop]) {
      const stale = await whoAmI(old);
      expect(stale.status).toBe(401);
      expect(stale.body.message).toBe(MESSAGES.sessionExpired);
    }
    expect((await whoAmI(res.body.token)).body.id).toBe(ann.id);
    expect((await signIn(ann.email, PASSWORD)).status).toBe(200);
  });

  it('changePassword: the old password and tokens stop working, the new ones work', async () => {
    const ben = await register('ben');
    const phone = (await signIn(ben.email, PASSWORD)).body.token as string;
    const res = await post('/api/settings/changePassword', ben.token, {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(res.status).toBe(200);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(ben.token)).status).toBe(401);
    expect((await whoAmI(res.body.token)).status).toBe(200);
    const old = await signIn(ben.email, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(MESSAGES.invalidCredentials);
    expect((await signIn(ben.email, 'a-new-password')).status).toBe(200);
  });

  it('changePassword refuses a wrong current password (400, not a sign-out), bad new ones, guests', async () => {
    const cat = await register('cat');
    const wrong = await post('/api/settings/changePassword', cat.token, {
      currentPassword: 'not-it',
      newPassword: 'whatever-123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: MESSAGES.currentPasswordWrong,
      fieldErrors: { currentPassword: MESSAGES.currentPasswordWrong },
    });
    const short = await post('/api/settings/changePassword', cat.token, {
      currentPassword: PASSWORD,
      newPassword: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({ newPassword: MESSAGES.passwordTooShort });
    const long = await post('/api/settings/changePassword', cat.token, {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(129),
    });
    expect(long.body.fieldErrors).toEqual({ newPassword: MESSAGES.passwordTooLong });
    const missing = await post('/api/settings/changePassword', cat.token, { newPassword: 'whatever-123' });
    expect(missing.body.fieldErrors).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
    expect((await whoAmI(cat.token)).status).toBe(200);
    expect((await signIn(cat.email, PASSWORD)).status).toBe(200);

    const google = await insertUser(t, 'google-only'); // no password hash
    const none = await post('/api/settings/changePassword', google.token, {
      currentPassword: 'anything',
      newPassword: 'whatever-123',
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.noPasswordToChange);
    const guest = await guestToken(t);
    expect(
      (await post('/api/settings/changePassword', guest, { currentPassword: 'a', newPassword: 'b' })).status,
    ).toBe(403);
    expect((await post('/api/settings/signOutEverywhere', guest)).status).toBe(403);
    expect((await post('/api/settings/signOutEverywhere', undefined)).status).toBe(401);
  });

  it('changePassword attempts are limited per account', async () => {
    const fay = await register('fay');
    const attempt = (user: TestUser, currentPassword: string) =>
      post('/api/settings/changePassword', user.token, { currentPassword, newPassword: 'fresh-password' });
    for (let i = 0; i < t.config.signInRateLimit; i++) expect((await attempt(fay, 'guess')).status).toBe(400);
    const limited = await attempt(fay, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
    expect((await signIn(fay.email, PASSWORD)).status).toBe(200);
    const gus = await register('gus');
    expect((await attempt(gus, PASSWORD)).status).toBe(200);
  });

  it('notification settings: read, replace, validated against the fixed list', async () => {
    const dan = await insertUser(t, 'dan');
    const url = '/api/settings/notifications';
    expect((await call(t.app, { method: 'GET', url, token: dan.token })).body).toEqual({
      mutedEvents: [],
      email: NOTIFICATION_EMAIL_DEFAULTS,
    });
    const set = await call(t.app, {
      method: 'PATCH',
      url,
      token: dan.token,
      payload: { mutedEvents: ['payment_success', 'chat_message', 'chat_message'] },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      mutedEvents: ['chat_message', 'payment_success'],
      email: NOTIFICATION_EMAIL_DEFAULTS,
    });
    expect((await call(t.app, { method: 'GET', url, token: dan.token })).body).toEqual(set.body);
    const bad = await call(t.app, {
      method: 'PATCH',
      url,
      token: dan.token,
      payload: { mutedEvents: ['spam'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.notificationTypeUnknown);
    expect((await call(t.app, { method: 'GET', url, token: await guestToken(t) })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
  });

  it('account deletion erases personal data in one go and keeps reviews, offers (hidden) and the row', async () => {
    const eve = await register('eve');
    const fan = await insertUser(t, 'fan');
    const buyer = await insertUser(t, 'buyer');
    await call(t.app, {
      method: 'PATCH',
      url: '/api/profile/update',
      token: eve.token,
      payload: {
        id: eve.id,
        name: 'Eve',
        profile: {
          info: 'about me',
          imageUrl: '/media/avatars/eve.webp',
          socialLinks: { vk: 'https://vk.com/eve' },
        },
      },
    });
    const offer = await createOffer(t, eve, lotId, { name: "Eve's boost" });
    const othersOffer = await createOffer(t, fan, lotId, { name: "Fan's key" });
    await post('/api/followers/follow', fan.token, { followerId: fan.id, followedId: eve.id });
    await post('/api/followers/follow', eve.token, { followerId: eve.id, followedId: fan.id });
    await post('/api/favoriteOffers/add', eve.token, { userId: eve.id, offerId: othersOffer.id });
    await t.app.db.insert(reviews).values([
      {
        buyerId: buyer.id,
        sellerId: eve.id,
        offerId: offer.id,
        offerName: offer.name,
        rating: 9,
        comment: 'fast',
      },
      { buyerId: eve.id, sellerId: fan.id, offerId: othersOffer.id, offerName: othersOffer.name, rating: 8 },
    ]);

    const del = (token: string | undefined, payload: object) =>
      call(t.app, { method: 'DELETE', url: '/api/settings/account', token, payload });
    const wrong = await del(eve.token, { confirmation: 'delete' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.accountDeleteConfirmation);
    expect((await del(await guestToken(t), { confirmation: 'DELETE' })).status).toBe(403);
    expect((await whoAmI(eve.token)).status).toBe(200);

    // Either language's phrase is taken: the form asks for the reader's.
    expect((await del(eve.token, { confirmation: 'УДАЛИТЬ' })).status).toBe(204);

    // the session and the credentials are gone
    expect((await whoAmI(eve.token)).status).toBe(401);
    expect((await signIn(eve.email, PASSWORD)).status).toBe(401);
    // profile reads: 404 for the profile, "Deleted user" where referenced
    expect((await call(t.app, { method: 'GET', url: `/api/users/getFullData?id=${eve.id}` })).status).toBe(
      404,
    );
    const basic = await call(t.app, { method: 'GET', url: `/api/users/getBasicData?id=${eve.id}` });
    expect(basic.body).toMatchObject({ name: DELETED_USER_NAME, imageUrl: null, isDeleted: true });
    // personal data erased, the row kept
    const [row] = await t.app.db
      .select({ user: users, profile: userProfiles })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, eve.id));
    expect(row!.user).toMatchObject({
      name: DELETED_USER_NAME,
      email: null,
      passwordHash: null,
      googleSubject: null,
    });
    expect(row!.user.deletedAt).toBeInstanceOf(Date);
    expect(row!.profile).toMatchObject({ info: null, imageUrl: null, socialLinks: {}, backgroundUrl: null });
    // offers hidden, follows and favourites removed, reviews kept both ways
    const [hidden] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(hidden!.active).toBe(false);
    expect(hidden!.deletedAt).toBeNull();
    expect(await t.app.db.select().from(follows).where(eq(follows.followedId, eve.id))).toEqual([]);
    expect(await t.app.db.select().from(follows).where(eq(follows.followerId, eve.id))).toEqual([]);
    expect(await t.app.db.select().from(favoriteOffers).where(eq(favoriteOffers.userId, eve.id))).toEqual([]);
    const asSeller = await post('/api/reviews/searchAllBySellerId', undefined, { sellerId: fan.id });
    expect(asSeller.body.content[0]).toMatchObject({
      comment: '',
      buyer: { id: eve.id, name: DELETED_USER_NAME, imageUrl: null },
    });
    expect(await t.app.db.select().from(reviews).where(eq(reviews.sellerId, eve.id))).toHaveLength(1);
    // the e-mail is free again
    expect((await register('eve')).id).not.toBe(eve.id);
  });
});
