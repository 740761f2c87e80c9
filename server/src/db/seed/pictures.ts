import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * How a picture is encoded, by its file's extension; part of each content hash, so bumping one
 * re-encodes its pictures. The seed's own pictures are WebP, like uploads (media service): about
 * 40 % lighter than the JPEG they were. The preset backgrounds keep their well-known .jpg names.
 */
const ENCODERS = {
  webp: { id: 'webp:q82:v1', encode: (svg: Buffer) => sharp(svg).webp({ quality: 82 }).toBuffer() },
  jpg: { id: 'jpeg:q84:v1', encode: (svg: Buffer) => sharp(svg).jpeg({ quality: 84 }).toBuffer() },
} as const;

function encoderOf(file: string) {
  return file.endsWith('.jpg') ? ENCODERS.jpg : ENCODERS.webp;
}
/** sharp works on libuv's pool (4 threads by default); more in flight only queues. */
const CONCURRENCY = 4;

export type PictureJob = { file: string; svg: string; hash: string; hashed: boolean };

/** Records which art each fixed-name picture was last encoded from, so an unchanged one is kept. */
const MANIFEST = 'seed/fixed-pictures.json';

/**
 * The pictures one seed needs, collected while planning. Most are named by a hash of their SVG, so
 * identical art is encoded once, shared between offers, and skipped when already on disk.
 */
export class PictureSet {
  private readonly jobs = new Map<string, PictureJob>();

  /** A content-addressed picture under `<mediaDir>/seed/<dir>/`; returns its public URL. */
  add(dir: string, base: string, svg: string): string {
    const hash = contentHash(ENCODERS.webp.id, svg);
    return this.put({ file: `seed/${dir}/${base}-${hash}.webp`, svg, hash, hashed: true });
  }

  /** A picture with a fixed, well-known name (the preset profile backgrounds). */
  addFixed(file: string, svg: string): string {
    return this.put({ file, svg, hash: contentHash(encoderOf(file).id, svg), hashed: false });
  }

  list(): PictureJob[] {
    return [...this.jobs.values()];
  }

  private put(job: PictureJob): string {
    this.jobs.set(job.file, job);
    return `/media/${job.file}`;
  }
}

function contentHash(encoder: string, svg: string): string {
  return createHash('sha1').update(encoder).update(svg).digest('hex').slice(0, 10);
}

async function readManifest(mediaDir: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path.join(mediaDir, MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Encodes the pictures missing from `mediaDir` (or out of date); returns how many were written. */
export async function renderPictures(mediaDir: string, jobs: PictureJob[]): Promise<number> {
  const manifest = await readManifest(mediaDir);
  const todo = jobs.filter(
    (job) => !existsSync(path.join(mediaDir, job.file)) || (!job.hashed && manifest[job.file] !== job.hash),
  );
  await Promise.all(
    [...new Set(todo.map((job) => path.dirname(path.join(mediaDir, job.file))))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++] as PictureJob;
      const target = path.join(mediaDir, job.file);
      const data = await encoderOf(job.file).encode(Buffer.from(job.svg));
      // Write then rename, so a server serving /media/ (or a second seeding process) never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, target);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, todo.length) }, worker));
  const fixed = jobs.filter((job) => !job.hashed);
  if (todo.some((job) => !job.hashed)) {
    await mkdir(path.dirname(path.join(mediaDir, MANIFEST)), { recursive: true });
    await writeFile(
      path.join(mediaDir, MANIFEST),
      JSON.stringify(Object.fromEntries(fixed.map((j) => [j.file, j.hash]))),
    );
  }
  return todo.length;
}

/**
 * Removes pictures under `<mediaDir>/seed/` that the current seed does not use (left by an older
 * version of the art). Only the seed writes there, so nothing a user uploaded is touched.
 */
export async function pruneSeedPictures(mediaDir: string, jobs: PictureJob[]): Promise<void> {
  const keep = new Set(jobs.map((job) => path.join(mediaDir, job.file)));
  const root = path.join(mediaDir, 'seed');
  if (!existsSync(root)) return;
  for (const dir of await readdir(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const full = path.join(root, dir.name);
    for (const file of await readdir(full)) {
      const target = path.join(full, file);
      // A .tmp file belongs to a write still in progress (perhaps another process): leave it.
      if (!keep.has(target) && !file.endsWith('.tmp')) await rm(target, { force: true });
    }
  }
}
