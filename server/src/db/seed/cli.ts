// `npm run seed` seeds the demo catalogue into an empty database; `npm run seed -- --reset` wipes
// every table and rebuilds it; `npm run seed -- --lock-demo` takes the demo password away from the
// demo accounts (what a production server asks for before it starts on a database that had the
// demo). Reads the same configuration as the server (DATABASE_URL, DATA_DIR).
import { ConfigError, loadConfig } from '../../config.ts';
import { copySeedPictures, createMediaStore } from '../../modules/media/index.ts';
import { openDatabase } from '../client.ts';
import { lockDemoAccounts } from './demo-accounts.ts';
import { DEMO_PASSWORD, DEMO_SELLER, seedDemo, seedIfEmpty, type SeedSummary } from './index.ts';

function describe(s: SeedSummary): string {
  return (
    `Seeded the demo catalogue in ${(s.ms / 1000).toFixed(1)} s: ${s.products} games, ${s.lots} lots, ` +
    `${s.offers} offers, ${s.users} users, ${s.reviews} reviews, ${s.follows} follows, ${s.favorites} favourites, ` +
    `${s.chats} chats, ${s.pictures} pictures (${s.picturesEncoded} encoded). ` +
    `Log in as ${DEMO_SELLER.email} / ${DEMO_PASSWORD}.`
  );
}

async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const lock = process.argv.slice(2).includes('--lock-demo');
  const config = loadConfig(process.env, { role: 'tool' });
  const database = await openDatabase({ url: config.databaseUrl, dir: config.pgliteDir });
  try {
    await database.migrate();
    if (lock) {
      const locked = await lockDemoAccounts(database.db);
      console.log(`${locked} demo account(s) can no longer sign in with the demo password.`);
      return;
    }
    const summary = reset
      ? await seedDemo(database.db, { mediaDir: config.mediaDir, reset: true })
      : await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
    console.log(
      summary
        ? describe(summary)
        : 'The database already has products: nothing seeded (use --reset to rebuild).',
    );
    if (summary) {
      // With media in a bucket (S3_*), the pictures go there too (ADR 0057); on disk they are in place.
      const copied = await copySeedPictures(config.mediaDir, createMediaStore(config));
      if (copied.copied > 0) console.log(`Copied ${copied.copied} pictures to the media bucket.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
