import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  lots,
  offers,
  products,
  sellerFigures,
  sellerRatings,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { responseFigures, sellerFiguresColumns } from '../figures/index.ts';
import { offerColumns } from '../offers/index.ts';
import type { ReviewWithPeople } from '../reviews/index.ts';

/**
 * An offer page's first reads in ONE statement (docs/decisions/0037-kept-figures.md): the offer with
 * its lot and product, its seller (kept rating, kept trust figures and the response window of
 * docs/decisions/0062-true-trust-figures.md, active offers), its latest reviews with their buyers.
 * Each part is read the way its own module reads it (offers, users, reviews repositories), from the
 * same indexes; one round trip instead of six is what the page costs.
 */
const offerPageQuery = preparedPer((db) =>
  db
    .select({
      offer: offerColumns,
      lot: { id: lots.id, name: lots.name, nameEn: lots.nameEn, attributes: lots.attributes },
      product: { id: products.id, name: products.name, attributeLabels: products.attributeLabels },
      seller: {
        id: users.id,
        name: users.name,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
        imageUrl: userProfiles.imageUrl,
      },
      reviewCount: sellerRatings.reviewCount,
      avgRating: sellerRatings.avgRating,
      kept: sellerFiguresColumns,
      responses: responseFigures(
        offers.userId,
        sql`${sql.placeholder('since')}::timestamptz`,
        sql`${sql.placeholder('pendingBefore')}::timestamptz`,
      ),
      activeOffers: sql<number>`(select count(*)::int from ${offers} as c
        where c.user_id = ${offers.userId} and c.deleted_at is null and c.active)`,
      reviews: sql<
        ReviewJson[]
      >`(select coalesce(json_agg(x order by x.created_at desc, x.id desc), '[]'::json)
        from (select r.*, b.name as buyer_name, bp.image_url as buyer_image_url,
                     ro.name as offer_live_name, ro.deleted_at as offer_deleted_at
              from reviews r
              join users b on b.id = r.buyer_id
              left join user_profiles bp on bp.user_id = r.buyer_id
              left join offers ro on ro.id = r.offer_id
              where r.offer_id = ${offers.id}
              order by r.created_at desc, r.id desc
              limit ${sql.placeholder('reviewsLimit')}) as x)`,
    })
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, offers.userId))
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, offers.userId))
    .leftJoin(sellerFigures, eq(sellerFigures.sellerId, offers.userId))
    .where(and(eq(offers.id, sql.placeholder('id')), isNull(offers.deletedAt)))
    .prepare('landing_offer_page'),
);

/** A review row as json_agg writes it: snake_case columns, timestamps as text. */
type ReviewJson = {
  id: number;
  buyer_id: number;
  seller_id: number;
  offer_id: number | null;
  order_id: number | null;
  offer_name: string;
  rating: number;
  comment: string;
  seller_reply: string | null;
  seller_replied_at: string | null;
  created_at: string;
  buyer_name: string;
  buyer_image_url: string | null;
  offer_live_name: string | null;
  offer_deleted_at: string | null;
};

const date = (text: string | null) => (text === null ? null : new Date(text));

/** A review as reviews/repository.ts listByOffer returns it. */
function toReviewRow(r: ReviewJson): ReviewWithPeople {
  return {
    review: {
      id: r.id,
      buyerId: r.buyer_id,
      sellerId: r.seller_id,
      offerId: r.offer_id,
      orderId: r.order_id,
      offerName: r.offer_name,
      rating: r.rating,
      comment: r.comment,
      sellerReply: r.seller_reply,
      sellerRepliedAt: date(r.seller_replied_at),
      createdAt: new Date(r.created_at),
    },
    buyer: { id: r.buyer_id, name: r.buyer_name, imageUrl: r.buyer_image_url },
    offer:
      r.offer_id === null || r.offer_live_name === null
        ? null
        : { id: r.offer_id, name: r.offer_live_name, deletedAt: date(r.offer_deleted_at) },
  };
}

export async function offerPage(
  db: Db,
  offerId: number,
  reviewsLimit: number,
  window: { since: Date; pendingBefore: Date },
) {
  const [row] = await offerPageQuery(db).execute({
    id: offerId,
    reviewsLimit,
    since: window.since.toISOString(),
    pendingBefore: window.pendingBefore.toISOString(),
  });
  if (!row) return undefined;
  return { ...row, reviews: row.reviews.map(toReviewRow) };
}
