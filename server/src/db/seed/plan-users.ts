import { avatarArt } from './art/avatar-art.ts';
import { BACKGROUND_COUNT, backgroundArt } from './art/background-art.ts';
import { demoEmail, handleSlug } from './handle-slug.ts';
import { COUNTRIES, HANDLES, SELLER_HANDLES, SOCIAL_URLS } from './people-data.ts';
import type { PictureSet } from './pictures.ts';
import type { PlannedUser } from './plan-types.ts';
import type { Random } from './random.ts';
import { DAY, MINUTE, ago, between, later } from './time.ts';

/** The well-known account the README prints: log in as a seller with a shop already running. */
export const DEMO_SELLER = {
  name: 'Demo Seller',
  email: 'demo@gamelot.local',
  password: 'demo12345',
} as const;
/** Every demo account shares this password (hashed once: argon2 is slow on purpose). */
export const DEMO_PASSWORD = 'demo12345';

/** The ten preset profile backgrounds (docs/product.md#limits), at their well-known URLs. */
export function planBackgrounds(pictures: PictureSet): string[] {
  return Array.from({ length: BACKGROUND_COUNT }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return pictures.addFixed(`backgrounds/preset-${number}.jpg`, backgroundArt(i + 1));
  });
}

function lastSeen(rng: Random, now: Date, createdAt: Date): Date {
  const roll = rng.next();
  // About a quarter are online (seen within the 2-minute window), the rest over the last month.
  const seen =
    roll < 0.25
      ? ago(now, rng.int(5, 100) * 1000)
      : roll < 0.6
        ? between(rng, ago(now, DAY), ago(now, 5 * MINUTE))
        : between(rng, ago(now, 30 * DAY), ago(now, DAY));
  return later(seen, createdAt);
}

function socialLinks(rng: Random, slug: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const network of rng.sample(Object.keys(SOCIAL_URLS), rng.int(0, 3))) {
    const id =
      network === 'discord'
        ? String(rng.int(100_000_000, 999_999_999)) + String(rng.int(100_000_000, 999_999_999))
        : slug;
    links[network] = SOCIAL_URLS[network]!(id);
  }
  return links;
}

/** Demo Seller first, then the players and the extra sellers; profile texts are finished once their offers are known. */
export function planUsers(rng: Random, now: Date, pictures: PictureSet): PlannedUser[] {
  const backgrounds = planBackgrounds(pictures);
  const countries = COUNTRIES.map(([c]) => c);
  const weights = COUNTRIES.map(([, w]) => w);

  const demo: PlannedUser = {
    handle: DEMO_SELLER.name,
    name: DEMO_SELLER.name,
    email: DEMO_SELLER.email,
    createdAt: ago(now, 700 * DAY),
    lastSeenAt: ago(now, 30_000),
    lang: 'ru',
    games: [],
    profile: {
      info: '',
      imageUrl: pictures.add('avatars', 'demo-seller', avatarArt(DEMO_SELLER.name)),
      backgroundUrl: backgrounds[0]!,
      country: 'Россия',
      socialLinks: {
        telegram: 'https://t.me/gamelot_demo',
        discord: 'https://discord.com/users/104729384756102938',
      },
      lastAchievement: 'Продавец месяца',
      sellerRating: 9,
    },
  };

  const players = [...HANDLES, ...SELLER_HANDLES].map((handle): PlannedUser => {
    const createdAt = between(rng, ago(now, 730 * DAY), ago(now, 3 * DAY));
    const cyrillic = /[а-яё]/i.test(handle);
    const slug = handleSlug(handle);
    return {
      handle,
      name: handle,
      email: demoEmail(handle),
      createdAt,
      lastSeenAt: lastSeen(rng, now, createdAt),
      lang: cyrillic || rng.chance(0.65) ? 'ru' : 'en',
      games: [],
      profile: {
        info: '',
        imageUrl: pictures.add('avatars', slug, avatarArt(handle)),
        backgroundUrl: rng.pick(backgrounds),
        country: rng.weighted(countries, weights),
        socialLinks: socialLinks(rng, slug),
        lastAchievement: null,
        sellerRating: 1,
      },
    };
  });
  return [demo, ...players];
}
