import type { z } from 'zod';
import { MESSAGES } from '@gamelot/contract/messages';
import { badRequest } from '../../errors.ts';

/**
 * Validates a body whose shape depends on the query (provider=local needs credentials, the other
 * providers ignore the body). Errors look exactly like the route-schema errors the error
 * handler formats: one field → its message, several → a generic message; fieldErrors either way.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  const first = result.error.issues[0]?.message;
  const message = Object.keys(fieldErrors).length === 1 && first ? first : MESSAGES.invalidInput;
  throw badRequest(message, fieldErrors);
}
