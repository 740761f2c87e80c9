import { PictureSet } from './pictures.ts';
import { planCatalog } from './plan-catalog.ts';
import { planChats } from './plan-chats.ts';
import { planOffers } from './plan-offers.ts';
import { finishProfiles, planFavorites, planFollows, planReviews } from './plan-social.ts';
import type { SeedPlan } from './plan-types.ts';
import { planUsers } from './plan-users.ts';
import { Random } from './random.ts';

/** Change it and every demo seed changes; keep it and every seed is the same. */
export const SEED = 20250716;

/**
 * The whole demo data set for a given "now", computed in memory. Pure and deterministic: the same
 * `now` gives the same plan (dates are offsets from it, so a fresh seed always looks recent).
 */
export function planSeed(now: Date): SeedPlan {
  const root = new Random(SEED);
  const pictures = new PictureSet();
  // Each part draws from its own generator, so changing one part does not reshuffle the others.
  const products = planCatalog(now, pictures);
  const users = planUsers(root.fork('users'), now, pictures);
  const offers = planOffers(root.fork('offers'), now, users, pictures);
  const reviews = planReviews(root.fork('reviews'), now, users, offers);
  const follows = planFollows(root.fork('follows'), now, users, reviews);
  const favorites = planFavorites(root.fork('favorites'), now, users, offers);
  finishProfiles(root.fork('profiles'), users, reviews);
  const { chats, notifications } = planChats(root.fork('chats'), now, users, offers);
  return { users, products, offers, reviews, follows, favorites, chats, notifications, pictures };
}
