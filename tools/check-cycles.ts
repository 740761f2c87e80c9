/**
 * `npm run cycles` (part of `npm run check`): fails on any import cycle between files of contract,
 * server and web (type-only imports included), and on any cycle between server modules
 * (server/src/modules/<name>/), which a file graph free of cycles can still hide. dpdm reads the
 * imports with the TypeScript compiler and resolves web's `@/` alias from web/tsconfig.json
 * (docs/decisions/0041-modules-are-boundaries.md).
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';

/** Where to look, relative to `cwd`. */
export const SOURCES = [
  'contract/src/**/*.ts',
  'server/src/**/*.ts',
  'server/test/**/*.ts',
  'web/src/**/*.{ts,tsx}',
];

/**
 * Module cycles waiting for a fix owned elsewhere, each as its modules in order. Temporary:
 * chats ↔ notifications goes away when domain events replace the direct notification calls.
 */
export const KNOWN_MODULE_CYCLES: string[][] = [['chats', 'notifications']];

export async function dependencyTree(
  cwd: string,
  sources = SOURCES,
  tsconfig?: string,
): Promise<DependencyTree> {
  const tree = await parseDependencyTree(sources, {
    cwd,
    context: cwd,
    tsconfig,
    transform: false,
    skipDynamicImports: false,
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  });
  // dpdm names files by absolute path or relative to cwd, depending on the version: name them alike.
  const named: DependencyTree = {};
  for (const [file, deps] of Object.entries(tree)) {
    named[relative(cwd, resolve(cwd, file))] =
      deps?.map((d) => ({ ...d, id: d.id === null ? null : relative(cwd, resolve(cwd, d.id)) })) ?? null;
  }
  return named;
}

/** Cycles between files: each as the files in order. */
export function fileCycles(tree: DependencyTree): string[][] {
  return parseCircular(tree, false);
}

const MODULE = /^server\/src\/modules\/([^/]+)\//;

/**
 * Cycles between server modules: the strongly connected groups of the graph in which a module
 * depends on another when one of its files (tests aside) imports one of the other's.
 */
export function moduleCycles(tree: DependencyTree): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, deps] of Object.entries(tree)) {
    const from = MODULE.exec(file)?.[1];
    if (!from || file.endsWith('.test.ts')) continue;
    for (const dep of deps ?? []) {
      const to = dep.id ? MODULE.exec(dep.id)?.[1] : undefined;
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

const isKnown = (group: string[]) =>
  KNOWN_MODULE_CYCLES.some((known) => known.length === group.length && known.every((m) => group.includes(m)));

/** Every cycle found, as lines to print; empty when there is none. */
export async function checkCycles(cwd: string, sources = SOURCES, tsconfig?: string): Promise<string[]> {
  const tree = await dependencyTree(cwd, sources, tsconfig);
  return [
    ...fileCycles(tree).map((files) => `files: ${[...files, files[0]].join(' → ')}`),
    ...moduleCycles(tree)
      .filter((group) => !isKnown(group))
      .map((group) => `server modules: ${group.join(' ↔ ')}`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const started = performance.now();
  const found = await checkCycles(root, SOURCES, resolve(root, 'web/tsconfig.json'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (found.length > 0) {
    console.error(`Import cycles (${found.length}):\n${found.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`No import cycles (${seconds} s).`);
}
