import { GAMES } from './catalog-data.ts';
import {
  BIO_BUYER_EN,
  BIO_BUYER_RU,
  BIO_EN,
  BIO_RU,
  PLAYER_ACHIEVEMENTS,
  SELLER_ACHIEVEMENTS,
} from './people-data.ts';
import type {
  PlannedFavorite,
  PlannedFollow,
  PlannedOffer,
  PlannedReview,
  PlannedUser,
} from './plan-types.ts';
import type { Random } from './random.ts';
import { RATING_WEIGHTS, commentsFor } from './review-data.ts';
import { HOUR, between, later } from './time.ts';

const REVIEW_COUNT = 380;
const REPLIES = {
  ru: {
    good: ['Спасибо за покупку! Обращайтесь ещё.', 'Рад, что всё понравилось!'],
    bad: ['Извините за задержку, вопрос решили.'],
  },
  en: {
    good: ['Thanks for your order!', 'Glad it worked out, see you again.'],
    bad: ['Sorry for the delay, we sorted it out.'],
  },
};

/** Reviews on offers, by buyers other than the seller; a few sellers are noticeably worse than the rest. */
export function planReviews(
  rng: Random,
  now: Date,
  users: PlannedUser[],
  offers: PlannedOffer[],
): PlannedReview[] {
  const ratings = RATING_WEIGHTS.map(([r]) => r);
  const ratingWeights = RATING_WEIGHTS.map(([, w]) => w);
  const penalty = users.map((_, i) => (i === 0 ? 0 : rng.weighted([0, 1, 3], [85, 12, 3])));
  // Older and sold-out offers have had more buyers; the demo shop gets a visible history.
  const weights = offers.map((o) => (o.active ? 2 : 3) * (o.seller === 0 ? 3 : 1));
  const offerIndexes = offers.map((_, i) => i);
  const seen = new Set<string>();
  const reviews: PlannedReview[] = [];
  for (let attempts = 0; reviews.length < REVIEW_COUNT && attempts < REVIEW_COUNT * 5; attempts++) {
    const o = rng.weighted(offerIndexes, weights);
    const offer = offers[o]!;
    const buyer = rng.int(0, users.length - 1);
    if (buyer === offer.seller || seen.has(`${buyer}:${o}`)) continue;
    seen.add(`${buyer}:${o}`);
    const base = rng.weighted(ratings, ratingWeights);
    const rating = Math.max(
      1,
      Math.min(10, base - (penalty[offer.seller] ? rng.int(0, penalty[offer.seller]!) : 0)),
    );
    const lang = users[buyer]!.lang;
    const createdAt = between(
      rng,
      new Date(later(offer.createdAt, users[buyer]!.createdAt).getTime() + HOUR),
      now,
    );
    const reply = rng.chance(rating <= 5 ? 0.6 : 0.2);
    const sellerLang = users[offer.seller]!.lang;
    reviews.push({
      buyer,
      seller: offer.seller,
      offer: o,
      offerName: offer.name,
      rating,
      comment: rng.pick(commentsFor(rating)[lang]),
      sellerReply: reply ? rng.pick(REPLIES[sellerLang][rating <= 5 ? 'bad' : 'good']) : null,
      sellerRepliedAt: reply ? between(rng, createdAt, now) : null,
      createdAt,
    });
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Who follows whom: everyone follows a few players, sellers with many reviews attract more. */
export function planFollows(
  rng: Random,
  now: Date,
  users: PlannedUser[],
  reviews: PlannedReview[],
): PlannedFollow[] {
  const reviewCount = users.map((_, i) => reviews.filter((r) => r.seller === i).length);
  const weights = users.map((u, i) => 1 + reviewCount[i]! + (u.games.length ? 3 : 0) + (i === 0 ? 8 : 0));
  const indexes = users.map((_, i) => i);
  const follows: PlannedFollow[] = [];
  const seen = new Set<string>();
  users.forEach((user, follower) => {
    const count = rng.int(3, 12);
    let added = 0;
    for (let k = 0; k < count * 3 && added < count; k++) {
      const followed = rng.weighted(indexes, weights);
      const key = `${follower}:${followed}`;
      if (followed === follower || seen.has(key)) continue;
      seen.add(key);
      added++;
      follows.push({
        follower,
        followed,
        createdAt: between(rng, later(user.createdAt, users[followed]!.createdAt), now),
      });
    }
  });
  return follows;
}

/** Favourites: a few "hot" offers collect most likes (the home page shows the most liked). */
export function planFavorites(
  rng: Random,
  now: Date,
  users: PlannedUser[],
  offers: PlannedOffer[],
): PlannedFavorite[] {
  const heat = offers.map((o) => (o.active ? 1 / Math.max(0.02, rng.next()) : 0.2));
  const indexes = offers.map((_, i) => i);
  const favorites: PlannedFavorite[] = [];
  const seen = new Set<string>();
  users.forEach((user, u) => {
    const count = rng.int(3, 14);
    let added = 0;
    for (let k = 0; k < count * 4 && added < count; k++) {
      const o = rng.weighted(indexes, heat);
      const key = `${u}:${o}`;
      if (offers[o]!.seller === u || seen.has(key)) continue;
      seen.add(key);
      added++;
      favorites.push({
        user: u,
        offer: o,
        createdAt: between(rng, later(user.createdAt, offers[o]!.createdAt), now),
      });
    }
  });
  return favorites;
}

/** Profile texts, achievements and seller ratings, now that each user's games and reviews are known. */
export function finishProfiles(rng: Random, users: PlannedUser[], reviews: PlannedReview[]): void {
  users.forEach((user, i) => {
    const received = reviews.filter((r) => r.seller === i);
    const games = user.games.map((g) => GAMES[g]!.name);
    // Buyers talk about games they play; Steam is a store, not a game.
    const played = GAMES.filter((g) => g.slug !== 'steam').map((g) => g.name);
    const shown = (games.length ? games : rng.sample(played, 2)).slice(0, 3).join(', ');
    const average = received.length ? received.reduce((sum, r) => sum + r.rating, 0) / received.length : 0;
    user.profile.sellerRating = received.length
      ? Math.max(1, Math.min(10, Math.round(average)))
      : user.games.length
        ? rng.int(6, 9)
        : rng.int(1, 5);
    if (i !== 0 && rng.chance(0.8)) {
      const pool = user.games.length ? [...SELLER_ACHIEVEMENTS, ...PLAYER_ACHIEVEMENTS] : PLAYER_ACHIEVEMENTS;
      user.profile.lastAchievement = rng.pick(pool);
    }
    if (i === 0) {
      user.profile.info =
        'Демо-магазин Gamelot: World of Warcraft, Counter-Strike 2, Steam и Genshin Impact. Выдача за 15 минут, пишите в чат.';
      return;
    }
    const templates = user.games.length
      ? user.lang === 'ru'
        ? BIO_RU
        : BIO_EN
      : user.lang === 'ru'
        ? BIO_BUYER_RU
        : BIO_BUYER_EN;
    user.profile.info = rng
      .pick(templates)
      .replaceAll('{games}', shown)
      .replaceAll('{since}', String(rng.int(2009, 2021)))
      .replaceAll('{deals}', String(received.length * rng.int(8, 20) + rng.int(10, 90)))
      .slice(0, 500);
  });
}
