import { defineConfig } from 'vitest/config';

// One `vitest run` from the root runs every unit and integration suite.
// Server suites run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const server = {
  root: './server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], environment: 'node' } },
      { test: { ...server, name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...server, name: 'server:postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
      './web/vite.config.ts',
    ],
  },
});
