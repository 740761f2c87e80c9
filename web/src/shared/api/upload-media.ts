import { useMutation } from '@tanstack/react-query';
import type { MediaFile, MediaTarget } from '@gamelot/contract/schemas/media';
import { apiClient } from '../api-client/api-client';

/**
 * POST /api/media/upload/{target} (docs/product.md#api Media): multipart, every file in the field `files`.
 * Answers one descriptor per file; its `url` (/media/...) is what an offer or a profile stores.
 */
export function uploadMedia(target: MediaTarget, files: File | readonly File[]): Promise<MediaFile[]> {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append('files', file, file.name);
  return apiClient.post<MediaFile[]>(`/api/media/upload/${target}`, form);
}

/** Uploads one file and returns the stored file's url. */
export async function uploadOne(target: MediaTarget, file: File): Promise<string> {
  const [stored] = await uploadMedia(target, file);
  if (!stored?.url) throw new Error('The server stored no file');
  return stored.url;
}

export function useUploadMedia(target: MediaTarget) {
  return useMutation({ mutationFn: (files: File | readonly File[]) => uploadMedia(target, files) });
}
