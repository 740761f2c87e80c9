import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerMinQuantity, offerPrices } from '@gamelot/contract/rules';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { migrationsDir } from '../paths.ts';

/** Migrations that rewrite data, run over rows written before them. */

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends earlier. */
function migrationsFolderBefore(dirs: string[], tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gamelot-migrations-'));
  dirs.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const migrateWith = (database: Database, folder: string) =>
  database.kind === 'postgres'
    ? migratePg(database.db as never, { migrationsFolder: folder })
    : migratePglite(database.db as never, { migrationsFolder: folder });

describe('migration 0014: offers keep their meaning under the unit price (ADR 0031)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dirs: string[] = [];

  const folderBefore = (tag: string) => migrationsFolderBefore(dirs, tag);
  const migrateFrom = (folder: string) => migrateWith(database, folder);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ empty: true }));
    await migrateFrom(folderBefore('0014_'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('derives the unit price from the base and minimum, and the prices from the unit price', async () => {
    await database.db.execute(sql`INSERT INTO users (name, email) VALUES ('s', 's@example.test')`);
    await database.db.execute(
      sql`INSERT INTO products (name, description, attributes) VALUES ('G', 'd', '{}')`,
    );
    await database.db.execute(sql`
      INSERT INTO lots (product_id, name, position, attributes) VALUES
        (1, 'Items', 0, '{"pricingType":"PER_ITEM","minQuantity":1}'),
        (1, 'Gold', 1, '{"pricingType":"PER_UNIT","minQuantity":100}')`);
    const rows: [string, number, number, string][] = [
      // name, lot, base, attributes
      ['item', 1, 10_000, '{}'],
      ['own minimum', 2, 100_000, '{"minQuantity":1000}'],
      ['lot minimum', 2, 5000, '{}'],
      ['uneven', 2, 1001, '{"minQuantity":3}'],
      ['tiny', 1, 1, '{}'],
      ['no number', 2, 500, '{"minQuantity":"abc"}'],
      ['text number', 2, 500, '{"minQuantity":"50"}'],
    ];
    for (const [name, lot, base, attributes] of rows) {
      await database.db.execute(sql`
        INSERT INTO offers (user_id, lot_id, name, short_description, long_description, price_kopecks,
                            original_price_kopecks, attributes)
        VALUES (1, ${lot}, ${name}, 's', 'l', ${Math.floor((base * 113 + 50) / 100)}, ${base}, ${attributes}::jsonb)`);
    }

    await database.migrate();

    const result = (await database.db.execute(sql`
      SELECT o.name, o.unit_price_kopecks::int AS unit, o.original_price_kopecks::int AS base,
             o.price_kopecks::int AS price, o.attributes, l.attributes AS lot
      FROM offers o JOIN lots l ON l.id = o.lot_id ORDER BY o.id`)) as unknown as {
      rows: {
        name: string;
        unit: number;
        base: number;
        price: number;
        attributes: Record<string, unknown>;
        lot: { pricingType: 'PER_ITEM' | 'PER_UNIT'; minQuantity: number };
      }[];
    };
    const byName = Object.fromEntries(result.rows.map((r) => [r.name, [r.unit, r.base, r.price]]));
    expect(byName).toEqual({
      item: [10_000, 10_000, 11_300],
      'own minimum': [100, 100_000, 113_000],
      'lot minimum': [50, 5000, 5650],
      uneven: [334, 1002, 1132], // 3.337 a unit, rounded to the kopeck
      tiny: [1, 1, 2], // a kopeck of commission, not none
      'no number': [500, 500, 565], // read as minimum 1, as orders always did
      'text number': [10, 500, 565],
    });
    // Exactly what the contract derives from the unit price, so reads and edits agree.
    for (const r of result.rows) {
      const min = offerMinQuantity(r.lot.pricingType, r.attributes.minQuantity, r.lot.minQuantity);
      expect(offerPrices(r.lot.pricingType, r.unit, min)).toEqual({
        unitPriceKopecks: r.unit,
        originalPriceKopecks: r.base,
        priceKopecks: r.price,
      });
    }
  });
});

describe('migration 0022: only the accounts nobody registered count as proven (ADR 0052)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dirs: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ empty: true }));
    await migrateWith(database, migrationsFolderBefore(dirs, '0022_'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('proves demo-domain and administrator accounts, leaves the rest unproven', async () => {
    await database.db.execute(sql`
      INSERT INTO users (name, email, roles) VALUES
        ('demo', 'seller@gamelot.local', ARRAY['USER']),
        ('seed', 'someone@seed.gamelot.test', ARRAY['USER']),
        ('admin', 'root@example.test', ARRAY['USER', 'ADMIN']),
        ('plain', 'plain@example.test', ARRAY['USER']),
        ('lookalike', 'x@gamelot.local.example.test', ARRAY['USER'])`);
    await database.migrate();
    const result = (await database.db.execute(
      sql`SELECT name, email_verified_at IS NOT NULL AS proven FROM users ORDER BY id`,
    )) as unknown as { rows: { name: string; proven: boolean }[] };
    expect(Object.fromEntries(result.rows.map((r) => [r.name, r.proven]))).toEqual({
      demo: true,
      seed: true,
      admin: true,
      plain: false,
      lookalike: false,
    });
  });
});
