import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One `vitest run` from the root runs every unit and integration suite; `--project` picks some
// (`npm run test:server`, `test:web`, `test:contract`). Server suites run on PGlite always, and
// again on PostgreSQL when TEST_DATABASE_URL is set. Each server project migrates one template
// database per run (test/global-setup.ts) and every test file starts from a copy (ADR 0047).
const server = {
  root: './server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: [fileURLToPath(new URL('./server/test/global-setup.ts', import.meta.url))],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // Sized for a 2-core machine: one worker per core; VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      { test: { ...server, name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...server, name: 'server:postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
      './web/vite.config.ts',
    ],
  },
});
