import type { Location } from 'react-router';

/**
 * Scroll restoration as browsers do it (docs/product.md#screens), keyed for `<ScrollRestoration>`:
 * each visit to a page has one key, the history entry's that opened it. A new page (another
 * path) is a new visit, so it starts at its top; back and forward return to an entry's visit and
 * its position; a change of the address's search alone (filters, paging, a tab) stays in the visit
 * and keeps the position.
 */
export function createVisitKeys(): (location: Pick<Location, 'key' | 'pathname'>) => string {
  const visitOf = new Map<string, string>();
  let current: { pathname: string; visit: string } | null = null;
  return (location) => {
    let visit = visitOf.get(location.key);
    if (visit === undefined) {
      visit = current?.pathname === location.pathname ? current.visit : location.key;
      visitOf.set(location.key, visit);
    }
    current = { pathname: location.pathname, visit };
    return visit;
  };
}

export const visitKey = createVisitKeys();
