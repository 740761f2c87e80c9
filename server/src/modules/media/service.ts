import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, UPLOAD_MAX_FILES } from '@gamelot/contract/rules';
import type { MediaFile, MediaTarget } from '@gamelot/contract/schemas/media';
import type { ErrorCode } from '@gamelot/contract/speak';
import { AppError, badRequest } from '../../errors.ts';
import { mediaKey, type MediaStore } from './storage.ts';

/** A file as it arrived: the name the client gave it and its bytes (already capped in size). */
export type Upload = { fileName: string; data: Buffer };

/** A checked file, ready to store. */
type Prepared = {
  data: Buffer;
  ext: string;
  mimeType: string;
  fileName: string;
  width: number | null;
  height: number | null;
};

/**
 * The largest box a stored image fits in, per target. Offer pictures are cropped 16:9 by the client
 * (docs/product.md#states), so 1920 wide is full HD; avatars are small squares; chat pictures keep a little more
 * detail for reading screenshots.
 */
const BOUNDS: Record<MediaTarget, number> = { offers: 1920, offer: 1920, avatars: 512, chats: 2048 };

/** Every image is re-encoded to this: small, alpha kept, read by every current browser. */
const OUTPUT = { ext: 'webp', mimeType: 'image/webp', quality: 85 } as const;

/**
 * POST /api/media/upload/{target}. Every file is checked and re-encoded before any is written, so a
 * refused file refuses the whole request and leaves nothing behind.
 */
export async function uploadMedia(
  store: MediaStore,
  target: MediaTarget,
  uploads: Upload[],
): Promise<MediaFile[]> {
  if (uploads.length === 0) throw badRequest('noFiles');
  if (uploads.length > UPLOAD_MAX_FILES) throw badRequest('tooManyFiles');

  const prepared: Prepared[] = [];
  // One at a time: decoding is memory-hungry, and a request should not take every libvips thread.
  for (const upload of uploads) prepared.push(await prepare(target, upload));

  const stored: MediaFile[] = [];
  for (const file of prepared) {
    const hash = createHash('sha256').update(file.data).digest('hex');
    const key = mediaKey(target, hash, file.ext);
    // A failed write (disk full) leaves the files before it in place: they are named by content,
    // may already be shared with another upload, and an unreferenced one costs only space.
    await store.put(key, file.data, file.mimeType);
    stored.push({
      url: store.url(key),
      fileId: hash,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.data.length,
      width: file.width,
      height: file.height,
    });
  }
  return stored;
}

async function prepare(target: MediaTarget, upload: Upload): Promise<Prepared> {
  // The multipart reader already stops at the limit; this keeps the rule whole for other callers.
  if (upload.data.length > IMAGE_MAX_BYTES) throw new AppError(413, 'fileTooLarge');
  const acceptsPdf = target === 'chats';
  if (looksLikePdf(upload.data)) {
    if (!acceptsPdf) throw badRequest('notAnImage');
    return preparePdf(upload);
  }
  return prepareImage(target, upload, acceptsPdf ? 'notAnImageOrPdf' : 'notAnImage');
}

/**
 * What the file IS, found by decoding it: names and Content-Type are the client's word and prove
 * nothing. Only the decoded pixels are kept, re-encoded, so EXIF (GPS, camera serials), comments
 * and anything smuggled after the image data are gone.
 */
async function prepareImage(target: MediaTarget, upload: Upload, notSupported: ErrorCode): Promise<Prepared> {
  // Only the five formats' own signatures reach libvips at all: it also parses SVG (XML), TIFF,
  // FITS and more, code paths an upload has no business exercising.
  if (!hasImageSignature(upload.data)) throw badRequest(notSupported);
  let meta: Metadata;
  try {
    // Headers only; the pixel count is checked below with its own message, before any decoding.
    meta = await sharp(upload.data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(notSupported);
  }
  if (!isAllowedFormat(meta)) throw badRequest(notSupported);
  const { width, height } = meta;
  if (!width || !height) throw badRequest(notSupported);
  if (width * height > IMAGE_MAX_PIXELS) throw badRequest('imageTooManyPixels');

  const bound = BOUNDS[target];
  try {
    // failOn 'error' refuses truncated and corrupt pixel data (the header alone reads fine) yet
    // lets through the harmless warnings many phone cameras' JPEGs raise. Only the first frame of
    // an animation is taken.
    const { data, info } = await sharp(upload.data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate() // EXIF orientation is applied to the pixels before the EXIF is dropped
      .resize({ width: bound, height: bound, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: OUTPUT.quality })
      // A crafted file can be slow to decode even under the pixel cap; give up rather than hog a thread.
      .timeout({ seconds: 20 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      ext: OUTPUT.ext,
      mimeType: OUTPUT.mimeType,
      fileName: displayName(upload.fileName, OUTPUT.ext, 'image'),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badRequest('imageDamaged');
  }
}

/** Leading bytes of JPEG, PNG, GIF, WebP (RIFF....WEBP) and AVIF (an ISO-BMFF `ftyp` box). */
function hasImageSignature(data: Buffer): boolean {
  const at = (offset: number, text: string) => data.toString('latin1', offset, offset + text.length) === text;
  return (
    (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) ||
    at(0, '\x89PNG\r\n\x1a\n') ||
    at(0, 'GIF87a') ||
    at(0, 'GIF89a') ||
    (at(0, 'RIFF') && at(8, 'WEBP')) ||
    at(4, 'ftyp')
  );
}

/**
 * What the decoder says the file is: JPEG, PNG, WebP, GIF, or HEIF holding AV1 (that is AVIF, not
 * the HEVC-coded HEIC that most browsers cannot show).
 */
function isAllowedFormat(meta: Metadata): boolean {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      return meta.compression === 'av1';
    default:
      return false;
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');
const PDF_EOF = Buffer.from('%%EOF');

function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * PDFs are kept byte for byte (re-rendering would lose text and links); they are checked to start
 * with the PDF header and end with the trailer, so a truncated or disguised file is refused.
 * Browsers open them in their sandboxed viewer, never as a page of this site.
 */
function preparePdf(upload: Upload): Prepared {
  // The spec lets the trailer be followed by line ends and some writers append a little more.
  if (!upload.data.subarray(-1024).includes(PDF_EOF)) throw badRequest('pdfDamaged');
  return {
    data: upload.data,
    ext: 'pdf',
    mimeType: 'application/pdf',
    fileName: displayName(upload.fileName, 'pdf', 'document'),
    width: null,
    height: null,
  };
}

/**
 * The client's file name, shown next to a chat attachment: path parts, control and bidi characters
 * (which can disguise an extension) removed, with the extension of what was actually stored.
 */
function displayName(original: string, ext: string, fallback: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${stem || fallback}.${ext}`;
}
