import type { Paged } from '@gamelot/contract/paging';

/** A whole list as one page (docs/product.md#entities: "some responses are a plain array"). */
export function pageOfAll<T>(content: T[], page: number, size: number): Paged<T> {
  const total = content.length;
  return {
    content,
    totalElements: total,
    page: { number: page, size, totalPages: total > 0 ? 1 : 0, totalElements: total },
  };
}
