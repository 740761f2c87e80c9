import { fileURLToPath } from 'node:url';

// This module sits one level below the server package both as source (src/paths.ts) and when
// bundled (dist/*.js), so the package root is always one level up.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const seedAssetsDir = fileURLToPath(new URL('../src/db/seed/assets', import.meta.url));
