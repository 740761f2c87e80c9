import type { MediaFile } from '@gamelot/contract/schemas/media';

/** A stored image at `url`, as POST /api/media/upload/{target} lists each file it kept. */
export function mediaFileFixture(url: string, extra: Partial<MediaFile> = {}): MediaFile {
  const fileName = url.slice(url.lastIndexOf('/') + 1);
  return {
    url,
    fileId: fileName.replace(/\.\w+$/, ''),
    fileName,
    mimeType: 'image/jpeg',
    size: 4,
    width: 1280,
    height: 720,
    ...extra,
  };
}
