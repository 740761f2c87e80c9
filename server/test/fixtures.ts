import type { DeliveryKind } from '@gamelot/contract/delivery-time';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProductAttributes } from '@gamelot/contract/schemas/catalog';
import type { ProductAttributeLabels } from '../src/db/schema/catalog.ts';
import { lots, offers, products, userProfiles, users } from '../src/db/schema/index.ts';
import { STEP_UP_HEADER, STEP_UP_TTL_SECONDS } from '@gamelot/contract/schemas/mfa';
import { createShortTokens } from '../src/modules/mfa/tokens.ts';
import { call, type TestApp } from './helpers.ts';

/**
 * Test data for the catalogue, offers, favourites and reviews suites: users with tokens, products
 * and lots inserted directly (never the demo seed), offers through the API or directly.
 */

export type TestUser = { id: number; name: string; token: string };

const unique = () => randomBytes(4).toString('hex');

/**
 * A signed-in user, registered through the API like a real one. Proven address by default (as if
 * they had followed the mailed link, ADR 0052); `{ verified: false }` leaves it unproven.
 */
export async function registerUser(
  t: TestApp,
  name = `user-${unique()}`,
  opts: { verified?: boolean } = {},
): Promise<TestUser> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/auth/register?provider=local',
    payload: { name, email: `${name}-${unique()}@example.test`, password: 'secret-password' },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token: string = res.body.token;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  const id = Number(payload.sub);
  if (opts.verified !== false)
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { id, name, token };
}

/**
 * A user inserted directly (faster: no password hashing) with a signed token; proven address
 * unless `verified` is false (ADR 0052).
 */
export async function insertUser(
  t: TestApp,
  name = `user-${unique()}`,
  imageUrl: string | null = null,
  opts: { verified?: boolean } = {},
): Promise<TestUser> {
  const [user] = await t.app.db
    .insert(users)
    .values({
      name,
      email: `${name}-${unique()}@example.test`,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
    })
    .returning();
  await t.app.db.insert(userProfiles).values({ userId: user!.id, imageUrl });
  const token = await t.app.tokens.signUser({ id: user!.id, roles: ['USER'], tokenVersion: 0 });
  return { id: user!.id, name, token };
}

export async function guestToken(t: TestApp): Promise<string> {
  return t.app.tokens.signGuest(`guest-${unique()}`);
}

export type TestLot = { id: number; name: string };
export type TestProduct = { id: number; name: string; lots: TestLot[] };

export async function insertProduct(
  t: TestApp,
  opts: {
    name?: string;
    description?: string;
    /** English description (ADR 0066); the Russian `description` when absent. */
    descriptionEn?: string;
    attributes?: ProductAttributes;
    /** Labels of the attributes by language then key (none when absent). */
    attributeLabels?: ProductAttributeLabels;
    lots?: {
      /** The lot's English name; `nameRu` its Russian, `name` again when absent. */
      name: string;
      nameRu?: string;
      pricingType?: 'PER_ITEM' | 'PER_UNIT';
      minQuantity?: number;
      position?: number;
      deliveryKind?: DeliveryKind;
    }[];
  } = {},
): Promise<TestProduct> {
  const [product] = await t.app.db
    .insert(products)
    .values({
      name: opts.name ?? `Game ${unique()}`,
      description: opts.description ?? 'A game',
      // Tests read English unless they ask (helpers.ts): the same texts in both languages unless given.
      descriptionEn: opts.descriptionEn ?? opts.description ?? 'A game',
      attributes: opts.attributes ?? {},
      attributeLabels: opts.attributeLabels ?? {},
    })
    .returning();
  const created: TestLot[] = [];
  for (const [i, l] of (opts.lots ?? [{ name: 'Accounts' }]).entries()) {
    const [lot] = await t.app.db
      .insert(lots)
      .values({
        productId: product!.id,
        name: l.nameRu ?? l.name,
        nameEn: l.name,
        position: l.position ?? i,
        attributes: {
          pricingType: l.pricingType ?? 'PER_ITEM',
          minQuantity: l.minQuantity ?? 1,
          ...(l.deliveryKind ? { deliveryKind: l.deliveryKind } : {}),
        },
      })
      .returning();
    created.push({ id: lot!.id, name: lot!.nameEn });
  }
  return { id: product!.id, name: product!.name, lots: created };
}

export function offerBody(user: TestUser, lotId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Epic account',
    shortDescription: 'Level 60, all mounts',
    longDescription: 'A long and honest description of the account.',
    price: 100,
    availability: 1,
    pictureUrl: null,
    lotId,
    userId: user.id,
    attributes: {},
    ...overrides,
  };
}

/** Creates an offer through POST /api/offers/create and returns the response body. */
export async function createOffer(
  t: TestApp,
  user: TestUser,
  lotId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/offers/create',
    token: user.token,
    payload: offerBody(user, lotId, overrides),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Inserts offers directly, for search suites that need many with exact prices, dates and ratings. */
export async function insertOffers(
  t: TestApp,
  rows: (Partial<typeof offers.$inferInsert> & { userId: number; lotId: number })[],
) {
  if (rows.length === 0) return [];
  return t.app.db
    .insert(offers)
    .values(
      rows.map((r, i) => ({
        name: `Offer ${i}`,
        shortDescription: 'short',
        longDescription: 'long',
        priceKopecks: 11300,
        originalPriceKopecks: 10000,
        ...r,
        // The seller's unit price (ADR 0031): the base, for the PER_ITEM offers suites insert.
        unitPriceKopecks: r.unitPriceKopecks ?? r.originalPriceKopecks ?? 10000,
      })),
    )
    .returning();
}

/**
 * The X-Step-Up header of a user who just proved it is them (ADR 0053), for suites that test
 * what a step-up route does rather than step-up itself (modules/mfa/mfa.test.ts does that).
 */
export async function stepUpHeaders(
  t: TestApp,
  user: { id: number },
  ttlSeconds = STEP_UP_TTL_SECONDS,
): Promise<Record<string, string>> {
  const [row] = await t.app.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, user.id));
  const { token } = await createShortTokens(t.config.jwtSecret, t.app.clock).sign(
    'stepUp',
    { id: user.id, tokenVersion: row!.tv },
    ttlSeconds,
  );
  return { [STEP_UP_HEADER]: token };
}
