import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@gamelot/contract/rules';
import { blobFileName, checkImageFile, extensionFor } from './image-file';

describe('image files', () => {
  it('accepts images up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('too-large');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
    expect(checkImageFile({ type: '', size: 10 })).toBe('not-an-image');
  });

  it('names a blob with a timestamp and a type-derived extension, jpg by default', () => {
    expect(blobFileName('image/jpeg', 1752660000000)).toBe('1752660000000.jpg');
    expect(blobFileName('image/png', 5)).toBe('5.png');
    expect(blobFileName('image/webp', 5)).toBe('5.webp');
    expect(blobFileName('', 5)).toBe('5.jpg');
    expect(blobFileName(undefined, 5)).toBe('5.jpg');
    expect(extensionFor('application/octet-stream')).toBe('jpg');
  });
});
