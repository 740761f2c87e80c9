import type { Config } from '../../config.ts';
import { createS3Store } from './s3-store.ts';
import { createDiskStore, type MediaStore } from './storage.ts';

/** The store the configuration asks for: the bucket when S3_* is set, else `DATA_DIR/media` (ADR 0057). */
export function createMediaStore(config: Pick<Config, 'mediaDir' | 's3'>): MediaStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.mediaDir);
}
