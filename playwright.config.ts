import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive the system Chromium (Debian package) against the built app,
// started on a fresh embedded database in .e2e-data/ (seeded like a newcomer's first start).
const port = Number(process.env.E2E_PORT ?? 8091);
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    // localhost, not 127.0.0.1: WebAuthn's relying party id is a host name, never an IP address
    // (e2e/passkeys.spec.ts); the server's PUBLIC_URL says the same (e2e/serve.mjs).
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
