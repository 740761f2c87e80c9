import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { UPLOADS_PER_MINUTE } from './routes.ts';

type Part = { filename: string; data: Buffer; type?: string; field?: string };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function form(parts: Part[]) {
  const boundary = `----gamelot${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const solid = (width: number, height: number, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header says width×height of 1-bit black: tiny on disk, huge once decoded. */
function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey), deflate, no filter method, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0 + zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('media upload', () => {
  let t: TestApp;
  let userCount = 0;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A fresh user per test: each has its own upload rate limit. */
  async function userToken(): Promise<string> {
    userCount += 1;
    const [row] = await t.database.db
      .insert(users)
      .values({ name: `Uploader ${userCount}`, email: `uploader${userCount}@example.com` })
      .returning({ id: users.id });
    return t.app.tokens.signUser({ id: row!.id, roles: ['USER'], tokenVersion: 0 });
  }

  function upload(target: string, parts: Part[], token: string | undefined) {
    const { payload, contentType } = form(parts);
    return call(t.app, {
      method: 'POST',
      url: `/api/media/upload/${target}`,
      payload,
      headers: { 'content-type': contentType },
      token,
    });
  }

  /** Every file under the media directory, temp files included. */
  function stored(): string[] {
    const root = t.config.mediaDir;
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
      .sort();
  }

  const fileOf = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

  it('re-encodes a PNG and stores it under the hash of what was stored', async () => {
    const token = await userToken();
    const png = await solid(800, 450).png().toBuffer();
    const res = await upload('offers', [{ filename: 'cover.png', type: 'image/png', data: png }], token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [file] = res.body;
    expect(file).toMatchObject({ fileName: 'cover.webp', mimeType: 'image/webp', width: 800, height: 450 });
    expect(file.url).toMatch(/^\/media\/offers\/[0-9a-f]{64}\.webp$/);

    const onDisk = readFileSync(fileOf(file.url));
    const hash = createHash('sha256').update(onDisk).digest('hex');
    expect(file.url).toBe(`/media/offers/${hash}.webp`);
    expect(file.fileId).toBe(hash);
    expect(file.size).toBe(onDisk.length);
    const meta = await sharp(onDisk).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 450 });
    expect(meta.exif).toBeUndefined();
  });

  it('serves stored uploads at their url with a one-year immutable cache', async () => {
    const token = await userToken();
    const png = await solid(320, 180, '#264653').png().toBuffer();
    const image = await upload('offers', [{ filename: 'cover.png', data: png }], token);
    const document = await upload('chats', [{ filename: 'doc.pdf', data: pdf }], token);
    for (const [file, type] of [
      [image.body[0], 'image/webp'],
      [document.body[0], 'application/pdf'],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(readFileSync(fileOf(file.url)))).toBe(true);
    }
  });

  it('strips EXIF and GPS from a photo after turning it upright', async () => {
    const token = await userToken();
    const photo = await solid(300, 200, '#e76f51')
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCam', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 45/1 21/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '37/1 37/1 4/1',
        },
      })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.length).toBeGreaterThan(0);
    expect(original.exif!.toString('latin1')).toContain('PhoneCam');
    expect(original.orientation).toBe(6);

    const res = await upload('chats', [{ filename: 'IMG_0001.JPG', type: 'image/jpeg', data: photo }], token);
    expect(res.status).toBe(200);
    const [file] = res.body;
    const onDisk = readFileSync(fileOf(file.url));
    const meta = await sharp(onDisk).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(onDisk.includes(Buffer.from('PhoneCam'))).toBe(false);
    // Orientation 6 is a quarter turn: the stored pixels are portrait.
    expect([meta.width, meta.height, file.width, file.height]).toEqual([200, 300, 200, 300]);
    expect(file.fileName).toBe('IMG_0001.webp');
  });

  it('takes JPEG, PNG, WebP, GIF and AVIF in one request and bounds each target', async () => {
    const token = await userToken();
    const parts: Part[] = [
      { filename: 'a.jpg', data: await solid(2400, 1000, '#111111').jpeg().toBuffer() },
      { filename: 'b.png', data: await solid(64, 64, '#222222').png().toBuffer() },
      { filename: 'c.webp', data: await solid(64, 64, '#333333').webp().toBuffer() },
      { filename: 'd.gif', data: await solid(64, 64, '#444444').gif().toBuffer() },
      { filename: 'e.avif', data: await solid(64, 64, '#555555').avif().toBuffer() },
    ];
    const offers = await upload('offers', parts, token);
    expect(offers.status).toBe(200);
    expect(offers.body.map((f: any) => [f.fileName, f.width, f.height])).toEqual([
      ['a.webp', 1920, 800],
      ['b.webp', 64, 64],
      ['c.webp', 64, 64],
      ['d.webp', 64, 64],
      ['e.webp', 64, 64],
    ]);

    const big = await solid(3000, 3000).png().toBuffer();
    const avatar = await upload('avatars', [{ filename: 'me.png', data: big }], token);
    expect(avatar.body[0]).toMatchObject({ width: 512, height: 512 });
    const chat = await upload('chats', [{ filename: 'shot.png', data: big }], token);
    expect(chat.body[0]).toMatchObject({ width: 2048, height: 2048 });
    const offer = await upload('offer', [{ filename: 'o.png', data: big }], token);
    expect(offer.body[0].url).toMatch(/^\/media\/offer\//);
    expect(offer.body[0]).toMatchObject({ width: 1920, height: 1920 });
  });

  it('gives equal files one name, so a second upload stores nothing new', async () => {
    const token = await userToken();
    const png = await solid(120, 120, '#abcdef').png().toBuffer();
    const first = await upload('avatars', [{ filename: 'a.png', data: png }], token);
    const before = stored();
    const second = await upload('avatars', [{ filename: 'b.png', data: png }], token);
    expect(second.status).toBe(200);
    expect(second.body[0].url).toBe(first.body[0].url);
    expect(stored()).toEqual(before);
  });

  describe('refuses, with a clear message and nothing stored,', () => {
    async function expectRefused(target: string, parts: Part[], status: number, message: string) {
      const token = await userToken();
      const before = stored();
      const res = await upload(target, parts, token);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ status, message });
      expect(stored()).toEqual(before);
    }

    it('a text file named .jpg and sent as image/jpeg', async () => {
      const data = Buffer.from('just some text, not a picture at all\n'.repeat(20));
      await expectRefused(
        'offers',
        [{ filename: 'photo.jpg', type: 'image/jpeg', data }],
        400,
        MESSAGES.notAnImage,
      );
    });

    it('a file over 5 MB, even a valid image', async () => {
      // Random pixels do not compress: this PNG is about 6 MB.
      const data = await sharp(randomBytes(1500 * 1400 * 3), {
        raw: { width: 1500, height: 1400, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(data.length).toBeGreaterThan(6_000_000);
      await expectRefused(
        'offers',
        [{ filename: 'big.png', type: 'image/png', data }],
        413,
        MESSAGES.fileTooLarge,
      );
    });

    it('a truncated JPEG whose header still reads fine', async () => {
      const jpeg = await solid(640, 480).jpeg().toBuffer();
      const data = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      expect((await sharp(data).metadata()).width).toBe(640);
      await expectRefused('chats', [{ filename: 'cut.jpg', data }], 400, MESSAGES.imageDamaged);
    });

    it('a 20000×20000 pixel bomb', async () => {
      const data = pixelBombPng(20_000, 20_000);
      expect(data.length).toBeLessThan(100_000);
      await expectRefused('offers', [{ filename: 'bomb.png', data }], 400, MESSAGES.imageTooManyPixels);
    });

    it('an SVG (a document, not a picture) or a TIFF, although the decoder reads both', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
      await expectRefused('avatars', [{ filename: 'x.svg', data: svg }], 400, MESSAGES.notAnImage);
      const tiff = await solid(16, 16).tiff().toBuffer();
      await expectRefused('offers', [{ filename: 'x.tif', data: tiff }], 400, MESSAGES.notAnImage);
    });

    it('a whole request when one of its files is bad', async () => {
      const good = await solid(100, 100, '#010203').png().toBuffer();
      const bad = Buffer.from('not an image');
      await expectRefused(
        'offers',
        [
          { filename: 'good.png', data: good },
          { filename: 'bad.png', data: bad },
        ],
        400,
        MESSAGES.notAnImage,
      );
    });

    it('more than 5 files', async () => {
      const png = await solid(16, 16).png().toBuffer();
      const parts = Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.png`, data: png }));
      await expectRefused('chats', parts, 400, MESSAGES.tooManyFiles);
    });

    it('a PDF where only images go, and a PDF without its trailer', async () => {
      await expectRefused(
        'avatars',
        [{ filename: 'cv.pdf', type: 'application/pdf', data: pdf }],
        400,
        MESSAGES.notAnImage,
      );
      const cut = pdf.subarray(0, pdf.indexOf('trailer'));
      await expectRefused('chats', [{ filename: 'cut.pdf', data: cut }], 400, MESSAGES.pdfDamaged);
    });

    it('a file that is neither image nor PDF in a chat', async () => {
      const data = Buffer.from('MZ\x90\x00 pretend executable');
      await expectRefused('chats', [{ filename: 'tool.exe', data }], 400, MESSAGES.notAnImageOrPdf);
    });

    it('a request without files, or with them in another field', async () => {
      await expectRefused('offers', [], 400, MESSAGES.noFiles);
      const png = await solid(16, 16).png().toBuffer();
      await expectRefused(
        'offers',
        [{ field: 'file', filename: 'a.png', data: png }],
        400,
        MESSAGES.filesFieldOnly,
      );
    });
  });

  it('stores a PDF sent to a chat byte for byte', async () => {
    const token = await userToken();
    const res = await upload(
      'chats',
      [{ filename: 'invoice.PDF', type: 'application/pdf', data: pdf }],
      token,
    );
    expect(res.status).toBe(200);
    const [file] = res.body;
    const hash = createHash('sha256').update(pdf).digest('hex');
    expect(file).toEqual({
      url: `/media/chats/${hash}.pdf`,
      fileId: hash,
      fileName: 'invoice.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      width: null,
      height: null,
    });
    expect(readFileSync(fileOf(file.url)).equals(pdf)).toBe(true);
  });

  it('cleans the file name a client sends', async () => {
    const token = await userToken();
    const png = await solid(16, 16, '#fafafa').png().toBuffer();
    const res = await upload('chats', [{ filename: 'C:\\Users\\me\\evil\u202Egnp.exe', data: png }], token);
    expect(res.body[0].fileName).toBe('evilgnp.webp');
    // Control characters (NUL among them) are dropped from a file's own name, never refused.
    const nul = await upload('chats', [{ filename: 'sh\0ot\x01\x7F.png', data: png }], token);
    expect(nul.status).toBe(200);
    expect(nul.body[0].fileName).toBe('shot.webp');
  });

  it('needs a signed-in user who is not a guest', async () => {
    const png = await solid(16, 16, '#0f0f0f').png().toBuffer();
    const parts = [{ filename: 'a.png', data: png }];
    const before = stored();
    const anonymous = await upload('offers', parts, undefined);
    expect(anonymous.status).toBe(401);
    const guest = await upload('offers', parts, await t.app.tokens.signGuest('g1'));
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe(MESSAGES.guestReadOnly);
    expect(stored()).toEqual(before);
  });

  it('answers 400 for an unknown target and 415 for a body that is not multipart', async () => {
    const token = await userToken();
    const png = await solid(16, 16).png().toBuffer();
    const unknown = await upload('banners', [{ filename: 'a.png', data: png }], token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.unknownUploadTarget);
    expect(existsSync(path.join(t.config.mediaDir, 'banners'))).toBe(false);

    const json = await call(t.app, {
      method: 'POST',
      url: '/api/media/upload/offers',
      payload: { files: [] },
      token,
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(MESSAGES.notMultipart);
  });

  it('refuses a body declared larger than any allowed upload before reading it', async () => {
    const token = await userToken();
    const { contentType } = form([]);
    let sent = 0;
    // 100 MB declared, produced on demand: the server must answer without pulling it all.
    const body = new Readable({
      read() {
        if (sent >= 100 * 1024 * 1024) return this.push(null);
        sent += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/media/upload/offers',
      payload: body,
      headers: { 'content-type': contentType, 'content-length': String(100 * 1024 * 1024) },
      token,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MESSAGES.fileTooLarge);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
    body.destroy();
  });

  it('documents the route and its multipart body in the OpenAPI document', async () => {
    const doc = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    const post = doc.body.paths['/api/media/upload/{target}'].post;
    expect(post.parameters[0].schema.enum).toEqual(['offers', 'offer', 'avatars', 'chats']);
    expect(post.requestBody.content['multipart/form-data'].schema.properties.files.items.format).toBe(
      'binary',
    );
  });

  it('limits how often one user uploads', async () => {
    const token = await userToken();
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      expect((await upload('chats', [], token)).status).toBe(400);
    }
    const limited = await upload('chats', [], token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyUploads);
    // Another user is counted apart.
    expect((await upload('chats', [], await userToken())).status).toBe(400);
  });
});
