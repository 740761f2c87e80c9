import { mediaUrl } from './media-url';

const preloaded = new Set<string>();

/**
 * Starts downloading the pictures a page is about to show first (its largest paint) as soon as
 * their addresses are known, at high priority, instead of once React has rendered their <img>:
 * the <img> then takes the file from the memory cache. Each address once per page load.
 */
export function preloadImages(sources: ReadonlyArray<string | null | undefined>): void {
  for (const source of sources) {
    const url = mediaUrl(source);
    if (!url || preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Preloads the pictures `pick` names once a landing page's first data arrives. A failed request is
 * left to the page's own query, which shows the error.
 */
export function preloadPicturesOf<T>(
  data: Promise<T>,
  pick: (data: T) => ReadonlyArray<string | null | undefined>,
): void {
  data.then((value) => preloadImages(pick(value))).catch(() => {});
}
