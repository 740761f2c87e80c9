import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  isolate: false,
};

/**
 * The web test files that replace a module with `vi.mock`, relative to web/. A module that another
 * file in the same worker has loaded already cannot be replaced, so these run in the isolated
 * project, each in a module graph of its own.
 */
function moduleMockingTests(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return walk(path.join(root, 'src'))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}
const webModuleMocking = moduleMockingTests(fileURLToPath(new URL('./web/', import.meta.url)));

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
      // Web test files share each worker's modules instead of importing React, the router and the
      // catalogues again for every file; the few that replace a module run apart (ADR 0047).
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webModuleMocking,
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web:isolated', root: './web', include: webModuleMocking },
      },
    ],
  },
});
