import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  anchorsOf,
  checkCodeMap,
  checkLinks,
  checkRepository,
  codeMapPaths,
  findCitations,
  findDeadAnchors,
  linksOf,
  slugify,
} from './check-docs.ts';

// The violations are built from parts so that this file does not itself cite anything.
const SECTION = '\u00a7';
const spec = `SPEC ${SECTION}5`;
const arch = `ARCHITECTURE ${SECTION}3 "Money"`;
const issue = (n: string) => `iss${'ue'} ${n}`;

describe('findCitations', () => {
  it.each([
    [`// the lot filters (${spec})`],
    [` * ledger (${arch})`],
    [`/** Keys (${issue('6')} ${SECTION}3). */`],
    [`see ${issue('#12')}`],
    [`See ${'IS' + 'SUE'} 4 item 4`],
    [`the rules of ${SECTION}9`],
    [`as ${'SPEC'}.md says`],
  ])('flags %s', (line) => {
    const problems = findCitations('a.ts', `first line\n${line}\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'a.ts', line: 2 });
  });

  it.each([
    ['// the rule lives in docs/product.md#validation'],
    ['for (const issue of result.error.issues) {'],
    ['// The first issue of a field is the one the server reports.'],
    ['see https://github.com/org/repo/issues/123'],
    ['const SPEC_VERSION = 3;'],
  ])('lets %s pass', (line) => {
    expect(findCitations('a.ts', line)).toEqual([]);
  });
});

describe('anchors and links', () => {
  const doc = [
    '# Gamelot: the product',
    '## Orders',
    '### Lot page',
    '## Texts as codes',
    '## Orders',
    '```',
    '## Not a heading',
    '[inside](code.md)',
    '```',
    'See [orders](#orders), [the map](ARCHITECTURE.md#the-shape-of-the-system) and `[code](x.md)`.',
    '![shot](screenshot.png "title")',
  ].join('\n');

  it('slugs headings as GitHub does', () => {
    expect(slugify('Gamelot: the product')).toBe('gamelot-the-product');
    expect(slugify('Texts as codes')).toBe('texts-as-codes');
    expect(slugify('`server/src/` and [ADR](x.md)')).toBe('serversrc-and-adr');
    expect([...anchorsOf(doc)]).toEqual([
      'gamelot-the-product',
      'orders',
      'lot-page',
      'texts-as-codes',
      'orders-1',
    ]);
  });

  it('reads links outside code only', () => {
    expect(linksOf(doc).map((l) => l.target)).toEqual([
      '#orders',
      'ARCHITECTURE.md#the-shape-of-the-system',
      'screenshot.png',
    ]);
  });

  const files: Record<string, string> = {
    'docs/product.md': '# Product\n## Orders\n',
    'docs/decisions/0001-x.md': '# 0001\n',
    'docs/screenshot.png': '',
    'README.md': '# Readme\n',
  };
  const read = (p: string) => files[p] ?? null;
  const exists = (p: string) => p in files || p === 'docs' || p === 'docs/decisions';

  it('accepts links that resolve inside the repository, to an existing heading', () => {
    const md =
      '[o](product.md#orders) [d](decisions/0001-x.md) [s](screenshot.png) [r](../README.md) [w](https://example.com)';
    expect(checkLinks('docs/ARCHITECTURE.md', md, read, exists)).toEqual([]);
  });

  it('fails a link outside the repository, to a missing file, or to a missing heading', () => {
    const md = [
      'See [shape](../../elsewhere/notes.md).',
      'See [gone](decisions/0999-gone.md).',
      'See [orders](product.md#no-such-heading).',
    ].join('\n');
    const problems = checkLinks('docs/ARCHITECTURE.md', md, read, exists);
    expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [1, 'links outside the repository'],
      [2, 'links to a missing file'],
      [3, 'links to a missing heading'],
    ]);
  });
});

describe('findDeadAnchors', () => {
  const docs = new Map([
    ['docs/product.md', new Set(['orders', 'keys', 'validation'])],
    ['docs/ARCHITECTURE.md', new Set(['money'])],
  ]);

  it('accepts anchors that name a heading, the first and the ones that follow on the line', () => {
    const text =
      '// (docs/product.md#orders, #keys; docs/ARCHITECTURE.md#money)\n// docs/product.md#validation "Dates"';
    expect(findDeadAnchors('a.ts', text, docs)).toEqual([]);
  });

  it('fails an anchor that names no heading', () => {
    const product = ['docs', 'product.md'].join('/');
    const text = `// ok\n/** (${product}#orders, #refunds) docs/ARCHITECTURE.md#stack */`;
    expect(findDeadAnchors('a.ts', text, docs).map((p) => [p.line, p.message])).toEqual([
      [2, `points to a missing heading: ${product}#refunds`],
      [2, 'points to a missing heading: docs/ARCHITECTURE.md#stack'],
    ]);
  });
});

describe('the code map', () => {
  const map = [
    '## Where things live',
    '| path | what it holds |',
    '| --- | --- |',
    '| `contract/src/rules.ts` | rules; `orderAmounts`; see `server/src/policy/` |',
    '| `server/src/modules/<domain>/` | `routes.ts` → `service.ts` |',
    '| `server/src/gone.ts` | a file that was moved |',
    '## Rules of the road',
    '| `web/src/not-in-the-table.ts` | ignored |',
  ].join('\n');

  it('reads repository paths in backticks from the table only, up to a placeholder', () => {
    expect(codeMapPaths(map).map((p) => p.path)).toEqual([
      'contract/src/rules.ts',
      'server/src/policy',
      'server/src/modules',
      'server/src/gone.ts',
    ]);
  });

  it('fails a path that does not exist', () => {
    const exists = (p: string) => p !== 'server/src/gone.ts';
    expect(checkCodeMap(map, exists)).toEqual([
      {
        file: 'docs/ARCHITECTURE.md',
        line: 6,
        message: 'names a path that does not exist: server/src/gone.ts',
      },
    ]);
  });
});

describe('checkRepository', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a clean repository and fails on a deliberate violation in a tracked file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
    const write = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    write('README.md', '# R\nSee [the map](docs/ARCHITECTURE.md#where-things-live).\n');
    write('docs/ARCHITECTURE.md', '# Map\n## Where things live\n| `server/src/app.ts` | the app |\n');
    write('server/src/app.ts', '// the rule: docs/product.md#orders\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    expect(checkRepository(dir)).toEqual([]);

    write('server/src/app.ts', `// the rule (${spec})\n`);
    write('server/src/untracked.ts', `// (${spec})\n`);
    const problems = checkRepository(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'server/src/app.ts', line: 1 });
  });
});
