import { IMAGE_MAX_BYTES } from '@gamelot/contract/rules';

/** What the file picker offers: images only (docs/product.md#validation). The crop re-encodes whatever the browser reads. */
export const IMAGE_ACCEPT = 'image/*';
/** The cropped picture is a JPEG at quality 0.9 (docs/product.md#states, #limits). */
export const CROP_OUTPUT_TYPE = 'image/jpeg';
export const CROP_OUTPUT_QUALITY = 0.9;

export type ImageFileProblem = 'not-an-image' | 'too-large';

/** Why a chosen file cannot be used, or null: images only, at most 5 MB (docs/product.md#validation, #limits). */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The extension for a MIME type; jpg when unknown (docs/product.md#validation). */
export function extensionFor(mimeType: string | null | undefined): string {
  return (mimeType && EXTENSIONS[mimeType.toLowerCase()]) || 'jpg';
}

/** A blob's file name: a timestamp and a type-derived extension (docs/product.md#validation), e.g. "1752660000000.jpg". */
export function blobFileName(mimeType: string | null | undefined, now: number = Date.now()): string {
  return `${now}.${extensionFor(mimeType)}`;
}
