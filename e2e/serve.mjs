// Starts the built server for the end-to-end suite on a brand-new embedded database, with a local
// OpenID provider (oauth2-mock-server) standing in for Google so the real sign-in flow runs.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.PORT);
const dataDir = new URL('../.e2e-data/', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });

const google = new OAuth2Server();
await google.issuer.keys.generate('RS256');
await google.start(port + 1, '127.0.0.1');
google.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    sub: 'google-e2e-user',
    email: 'google.player@example.com',
    email_verified: true,
    name: 'Google Player',
  });
});

// The administrators of the dispute and moderation journeys, made the way an operator makes one:
// npm run admin:create. A second one decides appeals against the first one's decisions.
for (const [email, name] of [
  ['admin@e2e.example.com', 'E2E Admin'],
  ['admin2@e2e.example.com', 'E2E Admin Two'],
]) {
  const admin = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/modules/admin/cli.ts', '--email', email, '--name', name],
    {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'admin-pass-e2e' },
    },
  );
  if (admin.status !== 0) process.exit(admin.status ?? 1);
}

const server = spawn(process.execPath, ['server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    HOST: '127.0.0.1',
    // The browser's address (playwright.config.ts baseURL): passkeys' relying party is its host.
    PUBLIC_URL: `http://localhost:${port}`,
    GOOGLE_ISSUER: google.issuer.url,
    GOOGLE_CLIENT_ID: 'gamelot-e2e',
    GOOGLE_CLIENT_SECRET: 'gamelot-e2e-secret',
    SIGNIN_RATE_LIMIT: '200',
    LOG_LEVEL: 'warn',
  },
});
const stop = async (signal) => {
  server.kill(signal);
  await google.stop();
};
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
server.on('exit', (code) => process.exit(code ?? 0));
