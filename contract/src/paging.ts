/** Paged result of docs/product.md#entities (zod-free: the web app imports it). Schemas: schemas/paging.ts. */
export type Paged<T> = {
  content: T[];
  totalElements: number;
  page: { number: number; size: number; totalPages: number; totalElements: number };
};

export function toPaged<T>(content: T[], totalElements: number, number: number, size: number): Paged<T> {
  return {
    content,
    totalElements,
    page: { number, size, totalPages: size > 0 ? Math.ceil(totalElements / size) : 0, totalElements },
  };
}
