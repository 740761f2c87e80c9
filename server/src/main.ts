import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { copySeedPictures } from './modules/media/index.ts';
import { checkStartup, StartupRefused } from './startup.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dir: config.pgliteDir,
    onIdleError: (err) => console.warn(`database connection dropped: ${err.message}`),
  });
  await database.migrate();
  let warnings;
  try {
    warnings = await checkStartup(config, database.db);
  } catch (err) {
    if (err instanceof StartupRefused) {
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  for (const warning of warnings) app.log.warn(warning);

  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
    if (seeded) {
      app.log.info(seeded, 'seeded the demo catalogue');
      const copied = await copySeedPictures(config.mediaDir, app.mediaStore);
      if (copied.copied > 0) app.log.info(copied, 'copied the demo pictures to the media store');
    }
  }

  // In-flight requests finish, new ones get 503, then the database closes cleanly. An uncaught
  // error lands here too; none raised while serving one request or real-time connection does,
  // since those are caught where they enter our code and end only that request or connection
  // (docs/decisions/0029-one-connection-fails-alone.md), so this one is a bug outside them.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Gamelot is running at ${config.publicUrl} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
