import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Where uploaded files live. Keys look like `avatars/<sha256>.webp`: the name is the content's hash,
 * so a key never changes meaning and can be cached forever, and writing the same bytes twice is
 * harmless. Disk is the default (docs/ARCHITECTURE.md#the-shape-of-the-system); an S3 store implements the same interface.
 */
export interface MediaStore {
  /** Stores the bytes under the key; readers see either nothing or the whole file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL a browser fetches the file from. */
  url(key: string): string;
}

const KEY = /^[a-z]+\/[0-9a-f]{64}\.[a-z0-9]+$/;
const URL_PREFIX = '/media/';

export function mediaKey(target: string, hash: string, ext: string): string {
  const key = `${target}/${hash}.${ext}`;
  assertKey(key);
  return key;
}

/** The key behind a URL this store handed out, or null: lets other modules check an attachment exists. */
export function mediaKeyFromUrl(url: string): string | null {
  if (!url.startsWith(URL_PREFIX)) return null;
  const key = url.slice(URL_PREFIX.length);
  return KEY.test(key) ? key : null;
}

/** The store the configuration asks for. Only disk exists yet; S3 will be chosen here. */
export function createMediaStore(config: Pick<Config, 'mediaDir'>): MediaStore {
  return createDiskStore(config.mediaDir);
}

/** Files under `root`, which plugins/web.ts serves at /media/. */
export function createDiskStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      // Same key, same bytes: the file is already complete (it only ever appears by rename).
      if (await exists(file)) return;
      await mkdir(path.dirname(file), { recursive: true });
      // The same directory, so the rename stays on one filesystem and is atomic; a random dot-name,
      // so nobody can ask for the half-written file by URL.
      const temp = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (err) {
        await unlink(temp).catch(() => {});
        throw err;
      }
    },
    async exists(key) {
      return exists(fileOf(key));
    },
    url(key) {
      assertKey(key);
      return URL_PREFIX + key;
    },
  };
}

/** Keys are built by the service, but a store must never be talked into writing outside its root. */
function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
