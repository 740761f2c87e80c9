/**
 * Landing pages arrive with their first data (ADR 0028): the server answers public read calls the
 * page is about to make and writes the answers into the HTML, and the web app's API client takes
 * each answer once instead of asking the network. Both sides name a call by `requestKey`, so a
 * call the server did not foresee simply goes to the network.
 */

/** The id of the `<script type="application/json">` element that carries the answers. */
export const PRELOADED_ELEMENT_ID = 'gamelot-preloaded';

/** One answered call: its key (see `requestKey`) and the JSON body the API answered with. */
export type PreloadedResponse = { key: string; data: unknown };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys in sorted order at every depth: one text for one value. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): Json => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v as Json;
  };
  return JSON.stringify(sort(value));
}

/**
 * The name of a call: method, path, query parameters in sorted order and the JSON body with sorted
 * keys. `url` is a path with an optional query string ('/api/lots/get?id=3'); the order of its
 * parameters' names does not matter.
 */
export function requestKey(method: string, url: string, body?: unknown): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.sort(); // by name; the values of a repeated name keep their order
  const query = params.toString();
  const text = body === undefined ? '' : canonicalJson(body);
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''} ${text}`;
}
