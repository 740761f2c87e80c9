import { kopecksToRoubles } from '@gamelot/contract/rules';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import type { Favorite, TopLikedOffer } from '@gamelot/contract/schemas/favorites';
import type { OfferCard } from '@gamelot/contract/schemas/offers';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { toOfferCards } from '../offers/index.ts';
import { findCards } from '../offers/index.ts';
import { lotRef } from '../catalog/index.ts';
import * as repo from './repository.ts';

/**
 * Favourite offers (docs/product.md#roles: signed-in users favourite others' offers). Lists and counts are
 * public, like the profile's favourites tab; writes act only for the caller, whatever the body says.
 */

function caller(principal: Principal | null, bodyUserId: number): number {
  if (principal?.kind !== 'user') throw forbidden('guestReadOnly');
  if (bodyUserId !== principal.id) throw forbidden();
  return principal.id;
}

/** Idempotent: adding an existing favourite returns it unchanged (created: false). */
export async function addFavorite(
  db: Db,
  principal: Principal | null,
  body: { userId: number; offerId: number },
): Promise<{ favorite: Favorite; created: boolean }> {
  const userId = caller(principal, body.userId);
  return db.transaction(async (tx) => {
    if (!(await repo.lockLiveUser(tx, userId))) throw unauthorized('sessionExpired');
    const offer = await repo.lockLiveOffer(tx, body.offerId);
    if (!offer) throw notFound('offerNotFound');
    if (offer.userId === userId) throw badRequest('favoriteOwnOffer');
    const { row, created } = await repo.addFavorite(tx, userId, body.offerId);
    return {
      favorite: {
        id: row.id,
        userId: row.userId,
        offerId: row.offerId,
        createdAt: row.createdAt.toISOString(),
      },
      created,
    };
  });
}

/** Idempotent: removing a favourite that is not there is not an error. */
export async function removeFavorite(
  db: Db,
  principal: Principal | null,
  body: { userId: number; offerId: number },
): Promise<void> {
  await repo.removeFavorite(db, caller(principal, body.userId), body.offerId);
}

export const checkIfExist = repo.exists;
export const countByUser = repo.countByUser;
export const topLiked = repo.topLiked;

/**
 * The home "Best Offers" cards (ADR 0025): the ranking of topLiked with each offer's card, in one
 * answer. An offer that went inactive or was deleted between the two reads is left out.
 */
export async function topLikedOffers(db: Db, limit: number, lang: Language): Promise<TopLikedOffer[]> {
  const ranking = await repo.topLiked(db, limit);
  const likes = new Map(ranking.map((item) => [item.offerId, item.likeCount]));
  const cards = await findCards(
    db,
    ranking.map((item) => item.offerId),
  );
  return cards
    .filter(({ offer }) => offer.active && offer.deletedAt === null)
    .map(({ offer, lot, product, seller }) => ({
      id: offer.id,
      name: offer.name,
      price: kopecksToRoubles(offer.priceKopecks),
      pictureUrl: offer.pictureUrl,
      likeCount: likes.get(offer.id) ?? 0,
      lot: { ...lotRef(lang, lot), product },
      seller: { id: seller.id, name: seller.name },
    }));
}

export async function listByUser(
  db: Db,
  userId: number,
  page: number,
  size: number,
  lang: Language,
): Promise<Paged<OfferCard>> {
  const { ids, total } = await repo.listOfferIdsByUser(db, userId, page, size);
  return toPaged(toOfferCards(await findCards(db, ids), lang), total, page, size);
}
