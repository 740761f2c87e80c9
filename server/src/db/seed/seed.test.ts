import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { finalPriceKopecks, LONG_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX } from '@gamelot/contract/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../client.ts';
import {
  favoriteOffers,
  follows,
  lots,
  offers,
  products,
  reviews,
  userProfiles,
  users,
} from '../schema/index.ts';
import { GAMES } from './catalog-data.ts';
import {
  DEMO_PASSWORD,
  DEMO_SELLER,
  resetDatabase,
  seedDemo,
  seedIfEmpty,
  type SeedSummary,
} from './index.ts';
import { fillTitle } from './offer-text.ts';
import { planSeed } from './plan.ts';

const NOW = new Date('2025-11-20T12:00:00Z');
const SEED_TIMEOUT = 120_000;

/** `/media/seed/x/y.webp` → `<mediaDir>/seed/x/y.webp`: where the server serves it from. */
function mediaFile(mediaDir: string, url: string | null): string {
  expect(url).toMatch(/^\/media\/seed\/.+\.webp$/);
  return path.join(mediaDir, url!.slice('/media/'.length));
}

describe('demo seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  let summary: SeedSummary | null;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    mediaDir = mkdtempSync(path.join(tmpdir(), 'gamelot-seed-'));
    summary = await seedIfEmpty(database.db, { mediaDir, now: NOW });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('seeds at least 15 games with 3+ lots each, 40+ users and 300+ offers', async () => {
    const db = database.db;
    expect(summary).not.toBeNull();
    const productRows = await db.select().from(products);
    const lotRows = await db.select().from(lots);
    expect(productRows.length).toBeGreaterThanOrEqual(15);
    for (const p of productRows)
      expect(lotRows.filter((l) => l.productId === p.id).length).toBeGreaterThanOrEqual(3);
    expect(await db.$count(users)).toBeGreaterThanOrEqual(40);
    expect(await db.$count(offers)).toBeGreaterThanOrEqual(300);
    expect(await db.$count(reviews)).toBeGreaterThanOrEqual(200);
    expect(await db.$count(follows)).toBeGreaterThanOrEqual(200);
    expect(await db.$count(favoriteOffers)).toBeGreaterThanOrEqual(200);
    expect(summary).toMatchObject({
      products: productRows.length,
      lots: lotRows.length,
      offers: await db.$count(offers),
    });
  });

  it('looks like a living market: busy lots with pages of offers from many sellers', async () => {
    const db = database.db;
    const rows = await db
      .select({ lotId: offers.lotId, userId: offers.userId, price: offers.unitPriceKopecks })
      .from(offers);
    const byLot = new Map<number, typeof rows>();
    for (const r of rows) byLot.set(r.lotId, [...(byLot.get(r.lotId) ?? []), r]);
    const busiest = [...byLot.values()].sort((a, b) => b.length - a.length).slice(0, 10);
    for (const lot of busiest) {
      // Several pages at the lot page's default size, many hands, many prices.
      expect(lot.length).toBeGreaterThanOrEqual(40);
      expect(lot.length).toBeLessThanOrEqual(80);
      expect(new Set(lot.map((o) => o.userId)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(lot.map((o) => o.price)).size).toBeGreaterThan(lot.length / 2);
    }
    for (const lot of [...byLot.values()]) expect(lot.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((o) => o.userId)).size).toBeGreaterThanOrEqual(50);
  });

  it('draws every list and number attribute of the product on every offer', async () => {
    const rows = await database.db
      .select({ attributes: offers.attributes, product: products.attributes })
      .from(offers)
      .innerJoin(lots, eq(offers.lotId, lots.id))
      .innerJoin(products, eq(lots.productId, products.id));
    for (const { attributes, product } of rows)
      for (const [key, allowed] of Object.entries(product))
        if (allowed !== 'text') expect(attributes[key], key).toBeDefined();
  });

  it('names the unit of every PER_UNIT lot in Russian and English', async () => {
    const rows = await database.db.select().from(lots);
    const perUnit = rows.filter((l) => l.attributes.pricingType === 'PER_UNIT');
    expect(perUnit.length).toBeGreaterThan(5);
    for (const lot of perUnit)
      expect(lot.attributes.unit).toEqual({ ru: expect.any(String), en: expect.any(String) });
    const lot = perUnit.find((l) => l.nameEn === 'Silver')!;
    expect(lot.name).toBe('Серебро');
    expect(lot.attributes.unit).toEqual({ ru: '1 млн серебра', en: '1M silver' });
    for (const l of rows.filter((r) => r.attributes.pricingType !== 'PER_UNIT'))
      expect(l.attributes.unit).toBeUndefined();
  });

  it('names the same units and texts in databases seeded before, through migrations 0018, 0036 and 0037', async () => {
    const db = database.db;
    const seeded = await db.select().from(lots).orderBy(lots.id);
    // Lots were named in English then (their Russian names came with migration 0036).
    await db.execute(sql`update lots set attributes = attributes - 'unit', name = name_en`);
    const migration = readFileSync(new URL('../migrations/0018_kept_figures.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "lots"'))!;
    await db.execute(sql.raw(update));
    const catalog = readFileSync(new URL('../migrations/0036_catalog_names_en.sql', import.meta.url), 'utf8');
    const names = catalog.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "lots" AS l'))!;
    await db.execute(sql.raw(names));
    expect(await db.select().from(lots).orderBy(lots.id)).toEqual(seeded);
    // And their English descriptions, for games seeded before migration 0036.
    const games = await db.select().from(products).orderBy(products.id);
    await db.execute(sql`update products set description_en = ''`);
    await db.execute(
      sql.raw(catalog.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "products"'))!),
    );
    expect(await db.select().from(products).orderBy(products.id)).toEqual(games);
    // And their attributes' Russian labels, for games seeded before migration 0037.
    expect(games.every((game) => Object.keys(game.attributeLabels.ru ?? {}).length > 0)).toBe(true);
    await db.execute(sql`update products set attribute_labels = '{}'::jsonb`);
    const labels = readFileSync(new URL('../migrations/0037_attribute_labels.sql', import.meta.url), 'utf8');
    await db.execute(
      sql.raw(labels.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "products"'))!),
    );
    expect(await db.select().from(products).orderBy(products.id)).toEqual(games);
  });

  it('prices every offer by the one rule, within the form limits', async () => {
    const rows = await database.db.select().from(offers);
    for (const o of rows) {
      expect(o.priceKopecks).toBe(finalPriceKopecks(o.originalPriceKopecks));
      expect(o.unitPriceKopecks * Number(o.attributes.minQuantity ?? 1)).toBe(o.originalPriceKopecks);
      expect(o.priceKopecks).toBeGreaterThan(o.originalPriceKopecks);
      expect(o.shortDescription.length).toBeGreaterThan(0);
      expect(o.shortDescription.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX);
      expect(o.longDescription.length).toBeLessThanOrEqual(LONG_DESCRIPTION_MAX);
      expect(o.active).toBe(o.availability > 0);
    }
    expect(rows.some((o) => !o.active)).toBe(true);
  });

  it("keeps each offer's copy of its seller's rating true to the seller's reviews", async () => {
    const db = database.db;
    const reviewRows = await db.select({ sellerId: reviews.sellerId, rating: reviews.rating }).from(reviews);
    const bySeller = new Map<number, number[]>();
    for (const r of reviewRows) bySeller.set(r.sellerId, [...(bySeller.get(r.sellerId) ?? []), r.rating]);
    const offerRows = await db
      .select({ userId: offers.userId, sellerRating: offers.sellerRating, count: offers.sellerReviewCount })
      .from(offers);
    expect(offerRows.some((o) => o.count > 0)).toBe(true);
    for (const o of offerRows) {
      const ratings = bySeller.get(o.userId) ?? [];
      expect(o.count).toBe(ratings.length);
      const avg = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(o.sellerRating).toBeCloseTo(avg, 1);
    }
  });

  it('gives offers only attribute values their product allows, and PER_UNIT stock above the minimum', async () => {
    const db = database.db;
    const rows = await db
      .select({ offer: offers, lot: lots, product: products })
      .from(offers)
      .innerJoin(lots, eq(offers.lotId, lots.id))
      .innerJoin(products, eq(lots.productId, products.id));
    for (const { offer, lot, product } of rows) {
      for (const [key, value] of Object.entries(offer.attributes)) {
        if (key === 'minQuantity') continue;
        const allowed = product.attributes[key];
        if (Array.isArray(allowed)) expect(allowed, `${product.name} ${key}`).toContain(value);
        else if (allowed === 'number') expect(typeof value).toBe('number');
        else expect(allowed, `${product.name} has no attribute ${key}`).toBe('text');
      }
      if (lot.attributes.pricingType === 'PER_UNIT') {
        const min = Number(offer.attributes.minQuantity);
        expect(min).toBeGreaterThanOrEqual(lot.attributes.minQuantity);
        if (offer.active) expect(offer.availability).toBeGreaterThanOrEqual(min);
      } else if (offer.active) {
        expect(offer.availability).toBeGreaterThanOrEqual(1);
        expect(offer.availability).toBeLessThanOrEqual(50);
      }
    }
  });

  it('writes a picture for every offer, avatar, background and game cover', async () => {
    const db = database.db;
    for (const o of await db.select({ url: offers.pictureUrl }).from(offers))
      expect(existsSync(mediaFile(mediaDir, o.url))).toBe(true);
    for (const p of await db.select({ url: products.imageUrl }).from(products))
      expect(existsSync(mediaFile(mediaDir, p.url))).toBe(true);
    for (const p of await db.select().from(userProfiles)) {
      expect(existsSync(mediaFile(mediaDir, p.imageUrl))).toBe(true);
      expect(p.backgroundUrl).toMatch(/^\/media\/backgrounds\/preset-(0[1-9]|10)\.jpg$/);
    }
    for (let i = 1; i <= 10; i++)
      expect(existsSync(path.join(mediaDir, 'backgrounds', `preset-${String(i).padStart(2, '0')}.jpg`))).toBe(
        true,
      );
    // WebP like uploads; the preset backgrounds keep their well-known .jpg names and format.
    const [offer] = await db.select({ url: offers.pictureUrl }).from(offers).limit(1);
    const [profile] = await db.select().from(userProfiles).limit(1);
    expect((await sharp(mediaFile(mediaDir, offer!.url)).metadata()).format).toBe('webp');
    expect((await sharp(mediaFile(mediaDir, profile!.imageUrl)).metadata()).format).toBe('webp');
    expect((await sharp(path.join(mediaDir, 'backgrounds', 'preset-01.jpg')).metadata()).format).toBe('jpeg');
  });

  it('keeps social data consistent: no self-reviews, self-follows or favourites of own offers', async () => {
    const db = database.db;
    const offerRows = await db.select().from(offers);
    const ownerOf = new Map(offerRows.map((o) => [o.id, o]));
    for (const r of await db.select().from(reviews)) {
      const offer = ownerOf.get(r.offerId!)!;
      expect(r.buyerId).not.toBe(r.sellerId);
      expect(r.sellerId).toBe(offer.userId);
      expect(r.offerName).toBe(offer.name);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(10);
    }
    for (const f of await db.select().from(follows)) expect(f.followerId).not.toBe(f.followedId);
    for (const f of await db.select().from(favoriteOffers))
      expect(ownerOf.get(f.offerId)!.userId).not.toBe(f.userId);
  });

  it('creates users who can sign in with the shared demo password', async () => {
    const db = database.db;
    const rows = await db.select().from(users);
    const email = z.email();
    for (const u of rows) {
      expect(email.safeParse(u.email).success, u.email ?? '').toBe(true);
      expect(u.email).toBe(u.email!.trim().toLowerCase());
    }
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(1);
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_SELLER.email));
    expect(demo?.name).toBe(DEMO_SELLER.name);
    // Demo domains nobody can register at: written proven, so they may sell (ADR 0052).
    expect(rows.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    expect(await verifyPassword(demo!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(await db.$count(offers, eq(offers.userId, demo!.id))).toBeGreaterThan(5);
    const profiles = await db.select().from(userProfiles);
    for (const p of profiles) {
      expect(p.sellerRating).toBeGreaterThanOrEqual(1);
      expect(p.sellerRating).toBeLessThanOrEqual(10);
      for (const [network, url] of Object.entries(p.socialLinks)) {
        expect(['vk', 'telegram', 'discord', 'youtube', 'twitter']).toContain(network);
        expect(url).toMatch(/^https:\/\//);
      }
    }
  });

  it('does nothing the second time seedIfEmpty runs', async () => {
    const before = await database.db.$count(offers);
    expect(await seedIfEmpty(database.db, { mediaDir, now: NOW })).toBeNull();
    expect(await database.db.$count(offers)).toBe(before);
  });

  it(
    'refuses to seed over existing data, and rebuilds the same counts after a reset',
    async () => {
      const db = database.db;
      await expect(seedDemo(db, { mediaDir, now: NOW })).rejects.toThrow(/not empty/);
      const counts = async () => ({
        users: await db.$count(users),
        products: await db.$count(products),
        lots: await db.$count(lots),
        offers: await db.$count(offers),
        reviews: await db.$count(reviews),
        follows: await db.$count(follows),
        favorites: await db.$count(favoriteOffers),
      });
      const before = await counts();
      await resetDatabase(db);
      expect(await db.$count(products)).toBe(0);
      expect(await db.$count(users)).toBe(0);
      const again = await seedDemo(db, { mediaDir, now: NOW });
      expect(await counts()).toEqual(before);
      // Ids restart with the reset, so the demo account is user 1 again.
      const [demo] = await db.select().from(users).where(eq(users.email, DEMO_SELLER.email));
      expect(demo?.id).toBe(1);
      // The art is unchanged, so every picture is reused rather than encoded again.
      expect(again.picturesEncoded).toBe(0);
    },
    SEED_TIMEOUT,
  );
});

describe('demo data plan', () => {
  it('is deterministic for a given moment', () => {
    const a = planSeed(NOW);
    const b = planSeed(NOW);
    const { pictures: pa, ...restA } = a;
    const { pictures: pb, ...restB } = b;
    expect(JSON.stringify(restA)).toBe(JSON.stringify(restB));
    expect(pa.list().map((p) => p.file)).toEqual(pb.list().map((p) => p.file));
  });

  it('dates everything in the past, after the things it depends on', () => {
    const plan = planSeed(NOW);
    const t = NOW.getTime();
    for (const u of plan.users) expect(u.lastSeenAt.getTime()).toBeGreaterThanOrEqual(u.createdAt.getTime());
    for (const o of plan.offers) {
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(t);
      expect(o.createdAt.getTime()).toBeGreaterThan(plan.users[o.seller]!.createdAt.getTime());
    }
    for (const r of plan.reviews) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(t);
      expect(r.createdAt.getTime()).toBeGreaterThan(plan.offers[r.offer]!.createdAt.getTime());
    }
    for (const c of plan.chats)
      for (const m of c.messages) expect(m.createdAt.getTime()).toBeLessThanOrEqual(t);
    expect(plan.users.filter((u) => t - u.lastSeenAt.getTime() < 2 * 60_000).length).toBeGreaterThan(3);
  });

  it('has catalogue titles that every offer can fill in', () => {
    for (const game of GAMES) {
      for (const lot of game.lots) {
        const keys = lot.attrs ?? [];
        for (const key of keys) expect(game.attributes, `${game.name} / ${lot.name}`).toHaveProperty([key]);
        for (const entry of lot.titles) {
          const title = typeof entry === 'string' ? entry : entry[0];
          // Every {Attr} a title uses is one its lot fills in, with a value below it for {prev:Attr}.
          const attrs = Object.fromEntries(
            keys.map((k) => {
              const allowed = game.attributes[k];
              return [k, Array.isArray(allowed) ? allowed[allowed.length - 1]! : 1];
            }),
          );
          expect(fillTitle(title, game, attrs), `${game.name} / ${lot.name}: ${title}`).toBeDefined();
        }
      }
    }
  });
});
