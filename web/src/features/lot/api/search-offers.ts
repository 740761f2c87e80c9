import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferSearchBody, OfferSearchPage } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

export type OfferPage = OfferSearchPage;

const EMPTY: OfferPage = {
  content: [],
  totalElements: 0,
  page: { number: 0, size: 0, totalPages: 0, totalElements: 0 },
  totalIsEstimate: false,
};

/**
 * POST /api/offers/search?page&size (docs/product.md#api, ADR 0006): a lot's active offers, filtered, sorted and
 * paged by the server. `page` is 0-based. 204 (no body) means no offer matches; a page past the
 * real end of an estimated total comes back empty. A server that does not say whether it estimated
 * the total counted it.
 */
export async function searchOffers(body: OfferSearchBody, page: number, size: number): Promise<OfferPage> {
  const result = await apiClient.post<OfferPage | undefined>('/api/offers/search', body, {
    query: { page, size },
  });
  return result && Array.isArray(result.content)
    ? { ...result, totalIsEstimate: result.totalIsEstimate === true }
    : { ...EMPTY, page: { ...EMPTY.page, number: page, size } };
}

export function offerSearchQueryOptions(body: OfferSearchBody | null, page: number, size: number) {
  return queryOptions({
    queryKey: ['lot', 'offers', body, page, size],
    queryFn: () => searchOffers(body as OfferSearchBody, page, size),
    enabled: body !== null,
    // While the next page or filter loads, the current cards stay (dimmed), within the same lot only.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as OfferSearchBody | null)?.lotId === body?.lotId ? previous : undefined,
  });
}

export function useOfferSearch(body: OfferSearchBody | null, page: number, size: number) {
  return useQuery(offerSearchQueryOptions(body, page, size));
}
