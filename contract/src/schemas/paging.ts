import { z } from 'zod';

/** Paged result of docs/product.md#entities: content, totalElements, page {number, size, totalPages, totalElements}. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    page: z.object({
      number: z.number().int(),
      size: z.number().int(),
      totalPages: z.number().int(),
      totalElements: z.number().int(),
    }),
  });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
