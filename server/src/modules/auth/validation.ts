import type { z } from 'zod';
import { validationError } from '../../validation-errors.ts';

/**
 * Validates a body whose shape depends on the query (provider=local needs credentials, the other
 * providers ignore the body). Errors look exactly like the route-schema errors the error
 * handler formats: one field → its code, several → `invalidInput`; fieldErrors either way.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
