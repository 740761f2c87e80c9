import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isStoreKey, type MediaStore } from './storage.ts';

/** Content types by extension: what @fastify/static sends for the same files from disk. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

export type CopyEvent =
  | { kind: 'copied'; key: string; bytes: number }
  | { kind: 'present'; key: string }
  | { kind: 'ignored'; file: string };

export type CopyReport = { copied: number; bytes: number; present: number; ignored: number };

/** Files in flight at once: each is a HEAD and maybe a PUT, mostly waiting on the network. */
const CONCURRENCY = 4;

/**
 * Copies the files under `dir` (a DATA_DIR/media, or parts of it named by `only`) into the store
 * under their relative paths (docs/decisions/0057-media-storage.md). Idempotent: a file the store
 * already holds with the same size is skipped (keys are content hashes, so same key and size is
 * the same file). Temp files and dot-files are ignored. `onEvent` hears about every file.
 */
export async function copyMediaDir(
  dir: string,
  store: MediaStore,
  opts: { only?: string[]; onEvent?: (event: CopyEvent) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, ignored: 0 };
  const roots = opts.only ? opts.only.map((sub) => path.join(dir, sub)) : [dir];
  const files: string[] = [];
  for (const root of roots) files.push(...(await listFiles(root)));
  files.sort();

  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const key = path.relative(dir, file).split(path.sep).join('/');
      if (!isStoreKey(key) || key.endsWith('.tmp')) {
        report.ignored += 1;
        opts.onEvent?.({ kind: 'ignored', file: key });
        continue;
      }
      if ((await store.sizeOf(key)) === (await stat(file)).size) {
        report.present += 1;
        opts.onEvent?.({ kind: 'present', key });
        continue;
      }
      const data = await readFile(file);
      await store.put(key, data, contentTypeOf(key));
      report.copied += 1;
      report.bytes += data.length;
      opts.onEvent?.({ kind: 'copied', key, bytes: data.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return report;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * The demo seed draws its pictures into DATA_DIR/media (db/seed/pictures.ts); with media in a
 * bucket they go there too, so every process serves them. On disk they are in place already and
 * nothing is copied.
 */
export async function copySeedPictures(mediaDir: string, store: MediaStore): Promise<CopyReport> {
  return copyMediaDir(mediaDir, store, { only: ['seed', 'backgrounds'] });
}
