import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { accountsWithDemoPassword } from './db/seed/demo-accounts.ts';
import { DEMO_PASSWORD } from './db/seed/index.ts';

/** The server must not start on this database as configured; the message says why and what to do. */
export class StartupRefused extends Error {}

/**
 * Safe defaults for self-hosters, checked once the database is migrated and before the server
 * listens (docs/decisions/0030-google-linking-and-safe-defaults.md). Throws StartupRefused when a
 * production server would serve accounts anyone can sign in to; answers the warnings to log.
 */
export async function checkStartup(config: Config, db: Db): Promise<string[]> {
  const warnings: string[] = [];
  if (config.payments?.provider === 'test') {
    warnings.push(
      'Test-card payments are on (PAYMENTS_PROVIDER=test): top-ups move no real money and anyone can pay ' +
        'with the test card. Set PAYMENTS_PROVIDER=none to turn top-ups off.',
    );
  }
  if (config.env !== 'production') return warnings;
  if (config.seedDemo) {
    warnings.push(
      `SEED_DEMO=true in production: the demo accounts sign in with the public password ${DEMO_PASSWORD}. ` +
        'Run this only as a public demo.',
    );
    return warnings;
  }
  const demo = await accountsWithDemoPassword(db);
  if (demo.count > 0) {
    const more = demo.count > demo.emails.length ? ` and ${demo.count - demo.emails.length} more` : '';
    throw new StartupRefused(
      [
        `Refusing to start: ${demo.count} account(s) sign in with the public demo password ` +
          `(${demo.emails.join(', ')}${more}). This database holds the demo market.`,
        'Do one of these:',
        '  - start production on a new, empty database (another DATABASE_URL, or DATA_DIR for the embedded one);',
        '  - run `npm run seed -- --lock-demo` with the same configuration: the demo accounts lose their',
        '    password and can no longer sign in (their offers, reviews and chats stay);',
        '  - set SEED_DEMO=true if this server is meant to be a public demo.',
      ].join('\n'),
    );
  }
  return warnings;
}
