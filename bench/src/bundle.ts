import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** docs/product.md#performance-targets: the initial JavaScript of the home and lot pages stays under this, gzipped. */
export const BUDGET_GZ_BYTES = 150 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Routes and the lazy page module each one renders (web/src/app/router/routes.tsx). */
const ROUTES: Array<{ route: string; page: string }> = [
  { route: '/ (home, signed in)', page: 'src/features/home/pages/DashboardPage.tsx' },
  { route: '/ (login, signed out)', page: 'src/features/auth/pages/LoginPage.tsx' },
  { route: '/lots/:lotId', page: 'src/features/lot/pages/LotPage.tsx' },
  { route: '/offer/:offerId', page: 'src/features/offer/pages/OfferPage.tsx' },
];

export type BundleRow = {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  withinBudget: boolean;
};

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/**
 * The initial JavaScript of each route after `npm run build`: the entry with its static imports
 * (the modulepreloaded chunks of index.html) plus the route's lazy page chunk with its own static
 * imports, each file counted once, gzipped at level 9 as a static server would precompress it.
 */
export function measureBundle(): BundleRow[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const size = new Map<string, { raw: number; gz: number }>();
  const measure = (file: string) => {
    let s = size.get(file);
    if (!s) {
      const bytes = readFileSync(path.join(webDist, file));
      s = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
      size.set(file, s);
    }
    return s;
  };
  return ROUTES.map(({ route, page }) => {
    const keys = new Set<string>();
    closure(manifest, entry, keys);
    closure(manifest, page, keys);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const rawBytes = files.reduce((sum, f) => sum + measure(f).raw, 0);
    const gzipBytes = files.reduce((sum, f) => sum + measure(f).gz, 0);
    return { route, files: files.length, rawBytes, gzipBytes, withinBudget: gzipBytes < BUDGET_GZ_BYTES };
  });
}

export async function bundle(): Promise<[]> {
  const rows = measureBundle();
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`\nInitial JavaScript per route (budget ${kb(BUDGET_GZ_BYTES)} KB gzipped)\n`);
  console.log('| route | JS files | raw KB | gzip KB | within budget |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.files} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${r.withinBudget ? 'yes' : 'NO'} |`,
    );
  }
  if (rows.some((r) => !r.withinBudget)) process.exitCode = 1;
  return [];
}
