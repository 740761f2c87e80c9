// `npm run seed:large [-- --offers 1000000 --sellers 20000 --reset]`: the benchmark's data set
// (issue 3) on PostgreSQL. Seeds the demo catalogue first when the database has none; --reset wipes
// every table and rebuilds both. Creates the database named in DATABASE_URL when it is missing.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemo, seedIfEmpty } from './index.ts';
import { LargeSeedError, seedLarge } from './large.ts';

const EXAMPLE_URL = 'postgres://postgres@127.0.0.1:5432/gamelot_bench';

function positive(name: string, raw: string): number {
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new LargeSeedError(`--${name} must be a positive integer, got "${raw}".`);
  return n;
}

/** CREATE DATABASE for the URL's database when it does not exist yet (connecting to "postgres"). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new LargeSeedError(`DATABASE_URL names no database; use e.g. ${EXAMPLE_URL}.`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      offers: { type: 'string', default: '1000000' },
      sellers: { type: 'string', default: '20000' },
      reset: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new LargeSeedError(
      `seed:large needs PostgreSQL: set DATABASE_URL, e.g. DATABASE_URL=${EXAMPLE_URL} npm run seed:large (PGlite is not supported).`,
    );
  }
  const offers = positive('offers', values.offers);
  const sellers = positive('sellers', values.sellers);
  await ensureDatabase(config.databaseUrl);
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    await database.migrate();
    const demo = values.reset
      ? await seedDemo(database.db, { mediaDir: config.mediaDir, reset: true })
      : await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
    if (demo)
      console.log(
        `Seeded the demo catalogue: ${demo.products} games, ${demo.lots} lots, ${demo.offers} offers.`,
      );
    const s = await seedLarge(database, { offers, sellers });
    console.log(
      `Seeded ${s.offers} offers by ${s.sellers} sellers over ${s.lots} lots with ${s.reviews} reviews in ` +
        `${(s.ms / 1000).toFixed(1)} s (analyzed). Busiest lot: ${s.busiestLot.id} with ${s.busiestLot.activeOffers} active offers.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof LargeSeedError ? err.message : err);
  process.exit(1);
});
