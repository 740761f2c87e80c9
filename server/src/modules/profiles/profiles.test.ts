import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { PROFILE_BACKGROUNDS } from '@gamelot/contract/rules';
import { userProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { guestToken, insertUser, type TestUser } from '../../../test/fixtures.ts';

describe('profiles: PATCH /api/profile/update', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const update = (token: string | undefined, payload: unknown) =>
    call(t.app, { method: 'PATCH', url: '/api/profile/update', token, payload: payload as object });
  const stored = async (id: number) => {
    const [row] = await t.app.db
      .select({ name: users.name, profile: userProfiles })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, id));
    return row!;
  };
  const valid = (id: number) => ({
    id,
    name: 'Alice the Seller',
    profile: {
      info: 'Selling raids since 2019',
      imageUrl: '/media/avatars/0f3a9c.webp',
      backgroundUrl: PROFILE_BACKGROUNDS[3],
      socialLinks: { telegram: 'https://t.me/alice', vk: '', discord: 'https://discord.com/users/1' },
      country: 'Россия',
    },
  });

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
    bob = await insertUser(t, 'bob');
  });
  afterAll(() => t.close());

  it('updates the own profile and answers it; blank links are dropped', async () => {
    const res = await update(alice.token, { ...valid(alice.id), profile: { ...valid(alice.id).profile } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: alice.id,
      name: 'Alice the Seller',
      email: expect.stringContaining('@example.test'),
      imageUrl: '/media/avatars/0f3a9c.webp',
      profile: {
        info: 'Selling raids since 2019',
        imageUrl: '/media/avatars/0f3a9c.webp',
        backgroundUrl: '/media/backgrounds/preset-04.jpg',
        socialLinks: { telegram: 'https://t.me/alice', discord: 'https://discord.com/users/1' },
        country: 'Россия',
        sellerRating: 1,
      },
    });
    const full = await call(t.app, { method: 'GET', url: `/api/users/getFullData?id=${alice.id}` });
    expect(full.body.profile).toEqual(res.body.profile);
  });

  it('leaves out fields that are not sent, clears those sent as null, ignores read-only ones', async () => {
    const res = await update(alice.token, {
      id: String(alice.id),
      name: '  Alice  ',
      profile: { info: null, sellerRating: 10, lastAchievement: 'Self-made' },
    });
    expect(res.status).toBe(200);
    const row = await stored(alice.id);
    expect(row.name).toBe('Alice');
    expect(row.profile).toMatchObject({
      info: null,
      imageUrl: '/media/avatars/0f3a9c.webp',
      backgroundUrl: PROFILE_BACKGROUNDS[3],
      sellerRating: 1,
      lastAchievement: null,
    });
    expect((await update(alice.token, { id: alice.id, name: 'Alice' })).status).toBe(200);
  });

  it('another user, a guest or a visitor cannot edit it', async () => {
    const before = await stored(alice.id);
    const asBob = await update(bob.token, valid(alice.id));
    expect(asBob.status).toBe(403);
    expect(asBob.body.message).toBe(MESSAGES.forbidden);
    const guest = await update(await guestToken(t), valid(alice.id));
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe(MESSAGES.guestReadOnly);
    expect((await update(undefined, valid(alice.id))).status).toBe(401);
    expect(await stored(alice.id)).toEqual(before);
  });

  it('validates with the messages the form shows, per field, and changes nothing', async () => {
    const before = await stored(alice.id);
    const withProfile = (profile: Record<string, unknown>) => ({
      id: alice.id,
      name: 'Alice',
      profile: { ...valid(alice.id).profile, ...profile },
    });
    const cases: [unknown, string, Record<string, string>][] = [
      [{ id: alice.id, name: '   ' }, MESSAGES.nameRequired, { name: MESSAGES.nameRequired }],
      [{ id: alice.id }, MESSAGES.nameRequired, { name: MESSAGES.nameRequired }],
      [
        withProfile({ info: 'x'.repeat(501) }),
        MESSAGES.aboutTooLong,
        { 'profile.info': MESSAGES.aboutTooLong },
      ],
      [
        withProfile({ socialLinks: { vk: 'not a link' } }),
        MESSAGES.socialLinkInvalid,
        { 'profile.socialLinks.vk': MESSAGES.socialLinkInvalid },
      ],
      [
        withProfile({ socialLinks: { youtube: 'javascript:alert(1)' } }),
        MESSAGES.socialLinkInvalid,
        { 'profile.socialLinks.youtube': MESSAGES.socialLinkInvalid },
      ],
      [
        withProfile({ socialLinks: { myspace: 'https://myspace.com/alice' } }),
        MESSAGES.socialNetworkUnknown,
        { 'profile.socialLinks.myspace': MESSAGES.socialNetworkUnknown },
      ],
      [
        withProfile({ backgroundUrl: '/media/backgrounds/preset-11.jpg' }),
        MESSAGES.backgroundNotPreset,
        { 'profile.backgroundUrl': MESSAGES.backgroundNotPreset },
      ],
      [
        withProfile({ backgroundUrl: 'https://evil.example/bg.jpg' }),
        MESSAGES.backgroundNotPreset,
        { 'profile.backgroundUrl': MESSAGES.backgroundNotPreset },
      ],
      [
        withProfile({ imageUrl: 'https://evil.example/a.png' }),
        MESSAGES.avatarInvalid,
        { 'profile.imageUrl': MESSAGES.avatarInvalid },
      ],
      [
        withProfile({ imageUrl: '/media/avatars/../offers/x.webp' }),
        MESSAGES.avatarInvalid,
        { 'profile.imageUrl': MESSAGES.avatarInvalid },
      ],
    ];
    for (const [payload, message, fieldErrors] of cases) {
      const res = await update(alice.token, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message, fieldErrors });
    }
    const two = await update(alice.token, withProfile({ socialLinks: { vk: 'x', twitter: 'ftp://x.y' } }));
    expect(two.body.message).toBe(MESSAGES.invalidInput);
    expect(two.body.fieldErrors).toEqual({
      'profile.socialLinks.vk': MESSAGES.socialLinkInvalid,
      'profile.socialLinks.twitter': MESSAGES.socialLinkInvalid,
    });
    expect(await stored(alice.id)).toEqual(before);
  });

  it('counts the 500 "about" characters as people do', async () => {
    const emoji = '🎮'.repeat(500); // 1000 UTF-16 units, 500 characters
    expect(
      (await update(alice.token, { id: alice.id, name: 'Alice', profile: { info: emoji } })).status,
    ).toBe(200);
    expect((await stored(alice.id)).profile.info).toBe(emoji);
  });

  it('keeps a picture set elsewhere (Google, the demo seed) but refuses a new foreign one', async () => {
    const google = 'https://lh3.googleusercontent.com/a/photo.jpg';
    await t.app.db.update(userProfiles).set({ imageUrl: google }).where(eq(userProfiles.userId, bob.id));
    const keep = await update(bob.token, { id: bob.id, name: 'bob', profile: { imageUrl: google } });
    expect(keep.status).toBe(200);
    expect(keep.body.imageUrl).toBe(google);
    const other = await update(bob.token, {
      id: bob.id,
      name: 'bob',
      profile: { imageUrl: 'https://lh3.googleusercontent.com/a/other.jpg' },
    });
    expect(other.status).toBe(400);
    const cleared = await update(bob.token, { id: bob.id, name: 'bob', profile: { imageUrl: null } });
    expect(cleared.body.imageUrl).toBeNull();
  });

  it('a suspended user cannot change their public profile', async () => {
    const mallory = await insertUser(t, 'mallory');
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, mallory.id));
    expect((await update(mallory.token, { id: mallory.id, name: 'Buy cheap gold here' })).status).toBe(403);
  });
});
