// `npm run admin:create -- --email you@example.com [--name Admin] [--password secret]`: creates an
// administrator, or makes an existing account one. Without --password (or ADMIN_PASSWORD) a new
// account gets a random password, printed once. Reads the server's configuration (DATABASE_URL, DATA_DIR).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, normalizeEmail } from '@gamelot/contract/rules';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { hashPassword } from '../auth/index.ts';
import { createLocalUser, findByEmail, grantAdmin, markEmailVerified } from '../users/index.ts';

export async function createAdmin(
  db: Db,
  input: { email: string; name: string; password?: string | undefined },
): Promise<{ id: number; created: boolean; password?: string }> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ConfigError(`Not an e-mail address: ${input.email}`);
  const existing = await findByEmail(db, email);
  if (existing) {
    await grantAdmin(db, existing.id);
    // The operator vouches for the address they typed (ADR 0052).
    await markEmailVerified(db, existing.id, email, new Date());
    return { id: existing.id, created: false };
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new ConfigError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  const user = await createLocalUser(db, {
    name: input.name,
    email,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error('the e-mail was taken while creating the account');
  await grantAdmin(db, user.id);
  await markEmailVerified(db, user.id, email, new Date());
  return { id: user.id, created: true, ...(input.password ? {} : { password }) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email)
    throw new ConfigError('Usage: npm run admin:create -- --email you@example.com [--name Admin]');
  const config = loadConfig(process.env, { role: 'tool' });
  const database = await openDatabase({ url: config.databaseUrl, dir: config.pgliteDir });
  try {
    await database.migrate();
    const result = await createAdmin(database.db, {
      email: values.email,
      name: values.name ?? 'Administrator',
      password: values.password ?? process.env.ADMIN_PASSWORD,
    });
    console.log(
      result.created
        ? `Created administrator #${result.id} (${values.email}).` +
            (result.password ? ` Password: ${result.password}` : '')
        : `Account #${result.id} (${values.email}) is now an administrator.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
