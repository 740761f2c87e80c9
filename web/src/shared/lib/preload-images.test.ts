import { afterEach, describe, expect, it } from 'vitest';
import { preloadImages, preloadPicturesOf } from './preload-images';

describe('preloadImages', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('adds one high-priority image preload per picture, once, and skips missing ones', () => {
    preloadImages(['/media/offers/a.webp', null, 'media/offers/b.webp', undefined, '']);
    preloadImages(['/media/offers/a.webp']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/media/offers/a.webp',
      '/media/offers/b.webp',
    ]);
    expect(
      links.every((l) => l.getAttribute('as') === 'image' && l.getAttribute('fetchpriority') === 'high'),
    ).toBe(true);
  });
});

describe('preloadPicturesOf', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));
  const hrefs = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

  it('preloads the pictures picked from the data once it arrives, and ignores a failed request', async () => {
    const data = Promise.resolve({ pictures: ['/media/offers/c.webp', '/media/offers/d.webp'] });
    preloadPicturesOf(data, (d) => d.pictures.slice(0, 1));
    expect(hrefs()).toEqual([]);
    await data;
    await Promise.resolve();
    expect(hrefs()).toEqual(['/media/offers/c.webp']);

    const failed = Promise.reject(new Error('offline'));
    preloadPicturesOf(failed, () => ['/media/offers/e.webp']);
    await failed.catch(() => {});
    await Promise.resolve();
    expect(hrefs()).toEqual(['/media/offers/c.webp']);
  });
});
