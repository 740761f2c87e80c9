import type { ProductNameWithLots } from '@gamelot/contract/schemas/catalog';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from '@gamelot/contract/rules';

/** A product (game) match opens /market?productId={id}; a lot (category) match opens /lots/{id}. */
export type SearchResult =
  | { type: 'product'; id: number; name: string }
  | { type: 'category'; id: number; name: string; productId: number; productName: string };

/** The trimmed query, or null when it is too short to search (docs/product.md#validation: under 2 characters). */
export function searchTerm(query: string): string | null {
  const term = query.trim();
  return term.length >= SEARCH_MIN_CHARS ? term.toLocaleLowerCase() : null;
}

/**
 * docs/product.md#validation "Search": case-insensitive substring match on product and lot names, at most 8 results,
 * in catalogue order (a product, then its matching lots).
 */
export function matchSearch(data: readonly ProductNameWithLots[], query: string): SearchResult[] {
  const term = searchTerm(query);
  if (!term) return [];
  const results: SearchResult[] = [];
  const hit = (name: string) => name.toLocaleLowerCase().includes(term);
  for (const product of data) {
    if (hit(product.name)) results.push({ type: 'product', id: product.id, name: product.name });
    for (const lot of product.lots) {
      if (hit(lot.name)) {
        results.push({
          type: 'category',
          id: lot.id,
          name: lot.name,
          productId: product.id,
          productName: product.name,
        });
      }
    }
    if (results.length >= SEARCH_MAX_RESULTS) break;
  }
  return results.slice(0, SEARCH_MAX_RESULTS);
}

/** Where a result leads (docs/product.md#screens "Search dropdown"). */
export function resultPath(result: SearchResult): string {
  return result.type === 'product' ? `/market?productId=${result.id}` : `/lots/${result.id}`;
}
