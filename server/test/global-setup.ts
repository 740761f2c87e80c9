import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, makePgliteTemplate, makePostgresTemplate } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite image every test file starts from (server:pglite). */
    pgliteTemplateFile: string | undefined;
    /** The migrated PostgreSQL database each test database is created from (server:postgres). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Once per run and server project: migrate one template database and hand its location to the
 * test files (`inject`), which copy it in `openTestDatabase` (ADR 0047).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && url) {
    const name = await makePostgresTemplate(url);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', undefined);
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gamelot-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, await makePgliteTemplate());
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', undefined);
  return async () => rmSync(dir, { recursive: true, force: true });
}
