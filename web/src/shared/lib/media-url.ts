/** The API is served from the same origin as the app, so its base is empty. */
export const API_BASE = '';

/** docs/product.md#entities: a relative image URL gets the API base; an absolute http(s) URL is used as is. */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}
