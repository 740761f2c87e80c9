import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OFFER_FIND_DEFAULT_LIMIT, OFFER_QUERY_MAX, SEARCH_MIN_CHARS } from '@gamelot/contract/rules';
import type { OfferFindResult, OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** The text the top bar searches offers for, or null when it is too short to ask. */
export function offerFindTerm(query: string): string | null {
  const term = query.trim().slice(0, OFFER_QUERY_MAX).trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}

/** GET /api/offers/find?q&limit: the offers across every lot best matching the text, highlighted. */
export async function findOffers(q: string, limit = OFFER_FIND_DEFAULT_LIMIT): Promise<OfferSearchCard[]> {
  const result = await apiClient.get<OfferFindResult | undefined>('/api/offers/find', {
    query: { q, limit },
  });
  return result && Array.isArray(result.content) ? result.content : [];
}

export function offerFindQueryOptions(term: string | null) {
  return queryOptions({
    queryKey: ['search', 'offers', term],
    queryFn: () => findOffers(term as string),
    enabled: term !== null,
    staleTime: 30_000,
    // While the next text's offers load, the last ones stay rather than the section blinking.
    placeholderData: keepPreviousData,
  });
}

/** The top bar's offers for a text (already debounced by the caller); nothing for null. */
export function useOfferFind(term: string | null) {
  return useQuery(offerFindQueryOptions(term));
}
