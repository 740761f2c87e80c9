import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's architecture rules (docs/ARCHITECTURE.md#rules-of-the-road), checked on every test run:
 * shared → features → app only, no imports between features, no ../../ paths, no barrels.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(code: string): string[] {
  const pattern = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

const files = sourceFiles(SRC).map((file) => ({
  rel: path.relative(SRC, file).split(path.sep).join('/'),
  code: readFileSync(file, 'utf8'),
}));

function violations(check: (rel: string, spec: string) => boolean): string[] {
  return files.flatMap(({ rel, code }) =>
    importsOf(code)
      .filter((spec) => check(rel, spec))
      .map((spec) => `${rel} → ${spec}`),
  );
}

describe('web/src import rules', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('never climbs more than one folder with a relative import', () => {
    expect(violations((_, spec) => spec.startsWith('../../'))).toEqual([]);
  });

  it('keeps shared free of features and app', () => {
    expect(violations((rel, spec) => rel.startsWith('shared/') && /^@\/(features|app)\//.test(spec))).toEqual(
      [],
    );
  });

  it('keeps features free of app and of each other', () => {
    expect(
      violations((rel, spec) => {
        if (!rel.startsWith('features/')) return false;
        if (spec.startsWith('@/app/')) return true;
        const own = rel.split('/')[1];
        const other = /^@\/features\/([^/]+)\//.exec(spec)?.[1];
        return other !== undefined && other !== own;
      }),
    ).toEqual([]);
  });

  it('imports test helpers from tests only', () => {
    expect(
      violations(
        (rel, spec) => spec.startsWith('@/test/') && !rel.startsWith('test/') && !/\.test\.tsx?$/.test(rel),
      ),
    ).toEqual([]);
  });

  it('loads zod and the form library only in lazily imported form chunks (ADR 0045)', () => {
    // Imports that bring values, not only types: `import { a, type B } from 'x'`, `import x from 'x'`.
    const runtime = /import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;
    const heavy = (spec: string) =>
      spec === 'zod' || spec.startsWith('@gamelot/contract/schemas/') || spec.startsWith('@/shared/forms/');
    const formChunks = files.filter(
      ({ rel, code }) =>
        !/\.test\.tsx?$/.test(rel) &&
        !rel.startsWith('test/') &&
        !rel.startsWith('shared/forms/') &&
        [...code.matchAll(runtime)].some(
          ([, names = '', spec = '']) => heavy(spec) && !/^\{(\s*type\s+\w+\s*,?)+\}$/.test(names.trim()),
        ),
    );
    expect(formChunks.length).toBeGreaterThan(0);
    // A form chunk may import another's code (the offer editor's form schema): it is lazy itself.
    const chunkFiles = new Set(formChunks.map(({ rel }) => rel));
    const staticImports = files
      .filter(({ rel }) => !/\.test\.tsx?$/.test(rel) && !rel.startsWith('test/') && !chunkFiles.has(rel))
      .flatMap(({ rel, code }) => [...code.matchAll(runtime)].map(([, , spec = '']) => ({ rel, spec })));
    const staticallyImported = formChunks.flatMap(({ rel }) => {
      const name = rel
        .replace(/\.tsx?$/, '')
        .split('/')
        .pop()!;
      return staticImports
        .filter(({ spec }) => spec.endsWith(`/${name}`))
        .map(({ rel: by }) => `${by} → ${rel}`);
    });
    expect(staticallyImported).toEqual([]);
  });

  it('has no barrel files and no file of 400 lines or more', () => {
    expect(files.filter(({ rel }) => /(^|\/)index\.tsx?$/.test(rel)).map(({ rel }) => rel)).toEqual([]);
    expect(files.filter(({ code }) => code.split('\n').length >= MAX_LINES).map(({ rel }) => rel)).toEqual(
      [],
    );
  });
});
