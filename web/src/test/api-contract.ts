import type { z } from 'zod';
import { lotSchema, productSchema } from '@gamelot/contract/schemas/catalog';
import { offerFindResultSchema, offerSearchPageSchema } from '@gamelot/contract/schemas/offers';
import { principalSchema } from '@gamelot/contract/schemas/user';

/**
 * The answers the web tests fake, keyed "METHOD /path", and the contract schema each must meet.
 * Every successful JSON answer a test gives through `mockApi` for one of these is parsed by its
 * schema, so a fixture that drifts from the API's shape fails the test (ADR 0047). Add an endpoint
 * here when a test fakes it.
 */
export const answerSchemas: Record<string, z.ZodType> = {
  'GET /api/users/getUserPrincipalData': principalSchema,
  'GET /api/lots/get': lotSchema,
  'GET /api/products/get': productSchema,
  'POST /api/offers/search': offerSearchPageSchema,
  'GET /api/offers/find': offerFindResultSchema,
};
