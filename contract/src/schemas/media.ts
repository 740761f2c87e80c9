import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Where an upload goes (docs/product.md#api "Media"). `offers` and `offer` are both used by the original client
 * for offer pictures; `chats` carries message attachments (docs/product.md#chat) and is the only one that takes PDF.
 */
export const MEDIA_TARGETS = ['offers', 'offer', 'avatars', 'chats'] as const;
export type MediaTarget = (typeof MEDIA_TARGETS)[number];

export const mediaTargetSchema = z.enum(MEDIA_TARGETS, { error: MESSAGES.unknownUploadTarget });

/** POST /api/media/upload/{target}: the path. The body is multipart, field `files`. */
export const uploadParamsSchema = z.object({ target: mediaTargetSchema });

/**
 * The multipart body, for the OpenAPI document only: the route reads the parts as a stream, so
 * there is no parsed body to validate (and an absent one passes).
 */
export const uploadBodySchema = z
  .object({
    files: z.array(z.string().meta({ format: 'binary' })).meta({ description: 'One to 5 files, 5 MB each' }),
  })
  .nullish();

/**
 * One stored file. `url` is relative (/media/...), served with a one-year immutable cache since the
 * name is the content's hash. The same descriptor is a chat message attachment (docs/product.md#entities Message).
 */
export const mediaFileSchema = z.object({
  url: z.string(),
  /** The SHA-256 of the stored bytes: equal files get equal ids. */
  fileId: z.string(),
  /** The uploader's name for the file, cleaned, with the extension of what was stored. */
  fileName: z.string(),
  mimeType: z.string(),
  /** Bytes stored (after re-encoding, for images). */
  size: z.number().int(),
  /** Pixels of the stored image; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const uploadResponseSchema = z.array(mediaFileSchema);
