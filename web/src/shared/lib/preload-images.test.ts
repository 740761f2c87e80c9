import { afterEach, describe, expect, it } from 'vitest';
import { preloadImages } from './preload-images';

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
