import { toPaged, type Paged } from '@gamelot/contract/paging';
import { ROLE_GUEST } from '@gamelot/contract/rules';
import type { PlayerCard, TopSeller, UserBasic, UserFull } from '@gamelot/contract/schemas/profiles';
import { GUEST_NAME, GUEST_USER_ID, type Principal as PrincipalData } from '@gamelot/contract/schemas/user';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import * as repo from './repository.ts';
import { toFullData, toPrincipalData, toUserBasic } from './presenter.ts';

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
  emailVerified: false,
  profile: null,
};

/** GET /api/users/getUserPrincipalData: who the token speaks for. */
export async function getPrincipalData(db: Db, principal: Principal | null): Promise<PrincipalData> {
  if (!principal) throw unauthorized();
  if (principal.kind === 'guest') return guestPrincipal;
  const row = await repo.findWithProfile(db, principal.id);
  // The auth plugin checked the row moments ago; it can only be gone if deleted in between.
  if (!row || row.user.deletedAt) throw unauthorized('sessionExpired');
  return toPrincipalData(row.user, row.profile);
}

/*
 * Reads of other users (docs/product.md#api "Users"). Deleted accounts: the profile page, its lists and
 * presence answer 404 ("Профиль не найден"); getBasicData, which serves places that merely
 * reference a user (an offer's seller, a chat partner), answers the erased account as
 * DELETED_USER_NAME with isDeleted true, so those pages still render.
 */

export async function getBasicData(db: Db, id: number): Promise<UserBasic> {
  const row = await repo.findBasic(db, id);
  if (!row) throw notFound('userNotFound');
  return toUserBasic(row);
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
    throw notFound('userNotFound');
  }
  const row = await repo.findFull(db, userId);
  if (!row) throw notFound('userNotFound');
  return toFullData(row, viewerId);
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
