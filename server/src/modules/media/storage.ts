import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded files live (docs/decisions/0057-media-storage.md). Keys look like
 * `avatars/<sha256>.webp`: the name is the content's hash, so a key never changes meaning and can
 * be cached forever, and writing the same bytes twice is harmless. Disk is the embedded default;
 * an S3-compatible bucket (s3-store.ts) lets several processes serve the same files. The
 * composition root (app.ts, through create-store.ts) picks one; nothing else knows which.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key; readers see either nothing or the whole file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The URL a browser fetches the file from: always /media/<key>, whichever the store. */
  url(key: string): string;
  /** Adds GET and HEAD /media/* answering this store's files (plugins/web.ts calls it). */
  serve(app: FastifyInstance): Promise<void>;
}

/** What an upload is stored under: a target and the content's hash. */
const KEY = /^[a-z]+\/[0-9a-f]{64}\.[a-z0-9]+$/;
/**
 * Any key a store takes: the uploads' and the demo seed's pictures (`seed/offers/x-0123abcd.webp`,
 * `backgrounds/preset-01.jpg`). No segment starts with a dot, so none is `..` or a temp file.
 */
const STORE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i;
const URL_PREFIX = '/media/';

/** Browsers cache a file for a year and never ask again: its name changes with its content. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function mediaKey(target: string, hash: string, ext: string): string {
  const key = `${target}/${hash}.${ext}`;
  if (!KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/** The key behind a URL this store handed out, or null: lets other modules check an attachment exists. */
export function mediaKeyFromUrl(url: string): string | null {
  if (!url.startsWith(URL_PREFIX)) return null;
  const key = url.slice(URL_PREFIX.length);
  return KEY.test(key) ? key : null;
}

export function isStoreKey(key: string): boolean {
  return STORE_KEY.test(key) && key.length <= 512;
}

/** Keys come from the service or a directory walk, but a store must never be talked into writing outside its root. */
export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`Invalid media key: ${key}`);
}

export function mediaUrl(key: string): string {
  assertStoreKey(key);
  return URL_PREFIX + key;
}

/** Files under `root`, served at /media/ by @fastify/static. */
export function createDiskStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertStoreKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      // Same key, same bytes: the file is already complete (it only ever appears by rename).
      if ((await sizeOfFile(file)) !== null) return;
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
    async sizeOf(key) {
      return sizeOfFile(fileOf(key));
    },
    url: mediaUrl,
    async serve(app) {
      mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: URL_PREFIX,
        decorateReply: false,
        setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE_CONTROL),
      });
    },
  };
}

async function sizeOfFile(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
