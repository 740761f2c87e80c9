/** The media module's public surface (docs/decisions/0041-modules-are-boundaries.md, 0057-media-storage.md). */
export { createMediaStore } from './create-store.ts';
export { copyMediaDir, copySeedPictures, type CopyReport } from './copy.ts';
export { mediaKeyFromUrl, type MediaStore } from './storage.ts';
