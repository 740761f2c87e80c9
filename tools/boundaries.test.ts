import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCycles } from './check-cycles.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `path`. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (eslint.config.js, docs/decisions/0041-modules-are-boundaries.md)', () => {
  it("refuses another module's repository or internals, lets its index.ts through", async () => {
    const file = 'server/src/modules/favorites/service.ts';
    expect(
      await restricted(file, "import { findCards } from '../offers/repository.ts';\nfindCards;"),
    ).toHaveLength(1);
    expect(
      await restricted(file, "import { toOfferCard } from '../offers/presenter.ts';\ntoOfferCard;"),
    ).toHaveLength(1);
    expect(
      await restricted(file, "import { getOffer } from '../offers/service.ts';\ngetOffer;"),
    ).toHaveLength(1);
    expect(await restricted(file, "import { findCards } from '../offers/index.ts';\nfindCards;")).toEqual([]);
    expect(await restricted(file, "import * as repo from './repository.ts';\nrepo;")).toEqual([]);
  });

  it('refuses infrastructure (plugins, realtime, db and its seed, policy) module internals', async () => {
    for (const [path, target] of [
      ['server/src/plugins/auth.ts', '../modules/auth/tokens.ts'],
      ['server/src/realtime/broker.ts', '../modules/chats/service.ts'],
      ['server/src/policy/principal.ts', '../modules/users/repository.ts'],
      ['server/src/db/seed/large.ts', '../../modules/reviews/repository.ts'],
    ]) {
      expect(await restricted(path!, `import { x } from '${target}';\nx;`), path).toHaveLength(1);
      const index = target!.replace(/[^/]+\.ts$/, 'index.ts');
      expect(await restricted(path!, `import { x } from '${index}';\nx;`), path).toEqual([]);
    }
  });

  it('lets only repositories use tables; a service imports their types', async () => {
    const table = "import { users } from '../../db/schema/index.ts';\nusers;";
    expect(await restricted('server/src/modules/disputes/service.ts', table)).toHaveLength(1);
    expect(await restricted('server/src/modules/disputes/repository.ts', table)).toEqual([]);
    expect(await restricted('server/src/modules/offers/search-repository.ts', table)).toEqual([]);
    const type =
      "import type { MessageAttachment } from '../../db/schema/index.ts';\nexport type A = MessageAttachment;";
    expect(await restricted('server/src/modules/disputes/service.ts', type)).toEqual([]);
  });
});

describe('import cycles (tools/check-cycles.ts)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function cyclesIn(files: Record<string, string>): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return checkCycles(dir);
  }

  it('finds a cycle between files, type-only imports included', async () => {
    const found = await cyclesIn({
      'web/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'web/src/b.ts': "import type { A } from './c';\nexport const b = 1 as A;\n",
      'web/src/c.ts': "import { a } from './a';\nexport type A = ReturnType<typeof a>;\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^files: /);
    for (const file of ['a', 'b', 'c']) expect(found[0]).toContain(`web/src/${file}.ts`);
  });

  it('finds a cycle between server modules that no file cycle shows', async () => {
    const found = await cyclesIn({
      'server/src/modules/one/index.ts': "export { one } from './service.ts';\n",
      'server/src/modules/one/service.ts':
        "import { two } from '../two/index.ts';\nexport const one = () => two;\n",
      'server/src/modules/two/index.ts': "export { two } from './repository.ts';\n",
      'server/src/modules/two/repository.ts': 'export const two = 2;\n',
      'server/src/modules/two/service.ts':
        "import { one } from '../one/index.ts';\nexport const twice = () => one;\n",
    });
    expect(found).toEqual(['server modules: one ↔ two']);
  });

  it('passes a graph without cycles', async () => {
    const found = await cyclesIn({
      'server/src/modules/one/index.ts': "export { two } from '../two/index.ts';\n",
      'server/src/modules/two/index.ts': 'export const two = 2;\n',
    });
    expect(found).toEqual([]);
  });
});
