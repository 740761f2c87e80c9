// `npm run seed:large [-- --offers 1000000 --sellers 20000 --reset --no-social --social-only]`: the benchmark's
// data set (docs/performance.md) on PostgreSQL (DATABASE_URL) or, without it, in the embedded
// PGlite directory the server uses (DATA_DIR/pg). Seeds the demo catalogue first when the database
// has none; --reset wipes every table and rebuilds both. Adds the social seed (follows, favourites,
// chats, orders: large-social.ts) unless --no-social; --social-only adds only that to a database
// that holds the large seed already. Creates the database named in DATABASE_URL
// when it is missing.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemo, seedIfEmpty } from './index.ts';
import { LargeSeedError, seedLarge } from './large.ts';
import { seedLargeSocial } from './large-social.ts';

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
      'no-social': { type: 'boolean', default: false },
      'social-only': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig(process.env, { role: 'tool' });
  const offers = positive('offers', values.offers);
  const sellers = positive('sellers', values.sellers);
  if (config.databaseUrl) await ensureDatabase(config.databaseUrl);
  else console.log(`No DATABASE_URL: seeding the embedded database in ${config.pgliteDir}.`);
  const database = await openDatabase({ url: config.databaseUrl, dir: config.pgliteDir });
  try {
    await database.migrate();
    const demo = values.reset
      ? await seedDemo(database.db, { mediaDir: config.mediaDir, reset: true })
      : await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
    if (demo)
      console.log(
        `Seeded the demo catalogue: ${demo.products} games, ${demo.lots} lots, ${demo.offers} offers.`,
      );
    if (!values['social-only']) {
      const s = await seedLarge(database, { offers, sellers });
      console.log(
        `Seeded ${s.offers} offers by ${s.sellers} sellers over ${s.lots} lots with ${s.reviews} reviews in ` +
          `${(s.ms / 1000).toFixed(1)} s (analyzed). Busiest lot: ${s.busiestLot.id} with ${s.busiestLot.activeOffers} active offers.`,
      );
    }
    if (!values['no-social']) {
      const social = await seedLargeSocial(database);
      const orders = Object.entries(social.orders)
        .map(([state, n]) => `${n} ${state}`)
        .join(', ');
      console.log(
        `Seeded ${social.follows} follows, ${social.favourites} favourites, ${social.chats} chats with ` +
          `${social.messages} messages, orders: ${orders} (${social.reviewedOrders} reviewed) in ` +
          `${(social.ms / 1000).toFixed(1)} s (analyzed).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof LargeSeedError ? err.message : err);
  process.exit(1);
});
