import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { uploadMedia, uploadOne } from './upload-media';

const stored = {
  url: '/media/offers/abc.jpg',
  fileId: 'abc',
  fileName: '1.jpg',
  mimeType: 'image/jpeg',
  size: 3,
  width: 16,
  height: 9,
};

describe('uploadMedia', () => {
  it('posts the files as multipart field "files" to /api/media/upload/{target}', async () => {
    const fetchMock = mockApi({ 'POST /api/media/upload/offers': () => jsonResponse([stored]) });
    const file = new File(['abc'], '1.jpg', { type: 'image/jpeg' });
    expect(await uploadMedia('offers', file)).toEqual([stored]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/media/upload/offers');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('files')).toHaveLength(1);
    expect((form.get('files') as File).name).toBe('1.jpg');
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it("returns the first file's url, or throws the server's message", async () => {
    mockApi({ 'POST /api/media/upload/avatars': () => jsonResponse([stored]) });
    expect(await uploadOne('avatars', new File(['a'], 'a.jpg'))).toBe('/media/offers/abc.jpg');
    mockApi({ 'POST /api/media/upload/avatars': () => errorResponse(413, 'File size exceeds 5MB limit') });
    await expect(uploadOne('avatars', new File(['a'], 'a.jpg'))).rejects.toMatchObject({
      message: 'File size exceeds 5MB limit',
    });
  });
});
