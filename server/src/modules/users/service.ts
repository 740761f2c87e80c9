import { MESSAGES } from '@gamelot/contract/messages';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { DELETED_USER_NAME, ROLE_GUEST } from '@gamelot/contract/rules';
import type { PlayerCard, TopSeller, UserBasic, UserFull } from '@gamelot/contract/schemas/profiles';
import {
  GUEST_NAME,
  GUEST_USER_ID,
  type Principal as PrincipalData,
  type Profile,
} from '@gamelot/contract/schemas/user';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import * as repo from './repository.ts';
import type { ProfileRow, UserRow } from './repository.ts';

/** Guests have no row: their principal is the same fixed identity the web app uses (docs/product.md#entities). */
const guestPrincipal: PrincipalData = {
  id: GUEST_USER_ID,
  name: GUEST_NAME,
  email: null,
  imageUrl: null,
  createdAt: null,
  roles: [ROLE_GUEST],
  isAnonymous: true,
  hasPassword: false,
  googleLinked: false,
  profile: null,
};

/** GET /api/users/getUserPrincipalData: who the token speaks for. */
export async function getPrincipalData(db: Db, principal: Principal | null): Promise<PrincipalData> {
  if (!principal) throw unauthorized();
  if (principal.kind === 'guest') return guestPrincipal;
  const row = await repo.findWithProfile(db, principal.id);
  // The auth plugin checked the row moments ago; it can only be gone if deleted in between.
  if (!row || row.user.deletedAt) throw unauthorized(MESSAGES.sessionExpired);
  return toPrincipalData(row.user, row.profile);
}

export function toPrincipalData(user: UserRow, profile: ProfileRow | null): PrincipalData {
  const p = toProfile(profile);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    imageUrl: p.imageUrl,
    createdAt: user.createdAt.toISOString(),
    roles: user.roles,
    isAnonymous: false,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    profile: p,
  };
}

/** A missing profile row reads as an empty profile, with the column defaults. */
export function toProfile(profile: ProfileRow | null): Profile {
  return {
    info: profile?.info ?? null,
    imageUrl: profile?.imageUrl ?? null,
    backgroundUrl: profile?.backgroundUrl ?? null,
    country: profile?.country ?? null,
    socialLinks: profile?.socialLinks ?? {},
    lastAchievement: profile?.lastAchievement ?? null,
    sellerRating: profile?.sellerRating ?? 1,
  };
}

/*
 * Reads of other users (docs/product.md#api "Users"). Deleted accounts: the profile page, its lists and
 * presence answer 404 ("Профиль не найден"); getBasicData, which serves places that merely
 * reference a user (an offer's seller, a chat partner), answers the erased account as
 * DELETED_USER_NAME with isDeleted true, so those pages still render.
 */

export async function getBasicData(db: Db, id: number): Promise<UserBasic> {
  const row = await repo.findBasic(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toUserBasic(row);
}

/** A user's name and picture as getBasicData answers them ('Deleted user' once deleted). */
export function toUserBasic(row: repo.BasicRow): UserBasic {
  const deleted = row.deletedAt !== null;
  const imageUrl = deleted ? null : row.imageUrl;
  return {
    id: row.id,
    name: deleted ? DELETED_USER_NAME : row.name,
    imageUrl,
    createdAt: row.createdAt.toISOString(),
    isDeleted: deleted,
    profile: { imageUrl },
  };
}

/** Without an id: the caller (a guest has no profile: 404). The e-mail is shown to its owner only. */
export async function getFullData(
  db: Db,
  principal: Principal | null,
  id: number | undefined,
): Promise<UserFull> {
  const viewerId = principal?.kind === 'user' ? principal.id : null;
  const userId = id ?? viewerId;
  if (userId === null) {
    if (!principal) throw unauthorized();
    throw notFound(MESSAGES.userNotFound);
  }
  const row = await repo.findFull(db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toFullData(row, viewerId);
}

export function toFullData(
  row: { user: UserRow; profile: ProfileRow | null; isOnline: boolean },
  viewerId: number | null,
): UserFull {
  const profile = toProfile(row.profile);
  return {
    id: row.user.id,
    name: row.user.name,
    email: viewerId === row.user.id ? row.user.email : null,
    createdAt: row.user.createdAt.toISOString(),
    imageUrl: profile.imageUrl,
    roles: row.user.roles,
    profile,
    isOnline: row.isOnline,
    lastSeenAt: row.user.lastSeenAt?.toISOString() ?? null,
  };
}

export async function getAllBasicData(
  db: Db,
  q: { page: number; size: number; sort: 'createdAt,desc' | 'createdAt,asc' },
): Promise<Paged<PlayerCard>> {
  const { rows, total } = await repo.pagePlayers(db, {
    page: q.page,
    size: q.size,
    newestFirst: q.sort === 'createdAt,desc',
  });
  const content = rows.map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: r.imageUrl,
    createdAt: r.createdAt.toISOString(),
    profile: { imageUrl: r.imageUrl },
  }));
  return toPaged(content, total, q.page, q.size);
}

export async function getTopByBuyerRating(db: Db, limit: number): Promise<TopSeller[]> {
  return (await repo.topSellers(db, limit)).map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: r.imageUrl,
    profile: { imageUrl: r.imageUrl, sellerRating: r.sellerRating ?? 1 },
    avgRating: r.avgRating,
    reviewCount: r.reviewCount,
    reviewsCount: r.reviewCount,
  }));
}

export const getCountAll = repo.countLive;
