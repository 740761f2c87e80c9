import { z } from 'zod';
import {
  redirectResponseSchema,
  resetTokenErrorSchema,
  tokenResponseSchema,
} from '@gamelot/contract/schemas/auth';
import { adminMailPageSchema } from '@gamelot/contract/schemas/mail';
import {
  mfaRequiredResponseSchema,
  mfaStatusSchema,
  recoveryCodesResponseSchema,
  stepUpResponseSchema,
  totpSetupResponseSchema,
} from '@gamelot/contract/schemas/mfa';
import { lotSchema, productSchema } from '@gamelot/contract/schemas/catalog';
import { publicConfigSchema } from '@gamelot/contract/schemas/config';
import { MEDIA_TARGETS, uploadResponseSchema } from '@gamelot/contract/schemas/media';
import { offerFindResultSchema, offerSchema, offerSearchPageSchema } from '@gamelot/contract/schemas/offers';
import {
  authenticationOptionsResponseSchema,
  passkeyListSchema,
  passkeySchema,
  registrationOptionsResponseSchema,
} from '@gamelot/contract/schemas/passkeys';
import { sellerStatsSchema, storeRatingSchema } from '@gamelot/contract/schemas/reviews';
import { principalSchema } from '@gamelot/contract/schemas/user';

/**
 * The answers the web tests fake, keyed "METHOD /path", and the contract schema each must meet.
 * Every successful JSON answer a test gives through `mockApi` for one of these is parsed by its
 * schema, so a fixture that drifts from the API's shape fails the test (ADR 0047). Add an endpoint
 * here when a test fakes it.
 */
export const answerSchemas: Record<string, z.ZodType> = {
  'GET /api/config': publicConfigSchema,
  'POST /api/auth/singIn': z.union([tokenResponseSchema, mfaRequiredResponseSchema]),
  'POST /api/auth/2fa/verify': tokenResponseSchema,
  'POST /api/auth/step-up': stepUpResponseSchema,
  'GET /api/auth/2fa': mfaStatusSchema,
  'POST /api/auth/2fa/totp/setup': totpSetupResponseSchema,
  'POST /api/auth/2fa/totp/enable': recoveryCodesResponseSchema,
  'POST /api/auth/2fa/recovery-codes': recoveryCodesResponseSchema,
  'POST /api/auth/register': z.union([tokenResponseSchema, redirectResponseSchema]),
  'GET /api/users/getUserPrincipalData': principalSchema,
  // 204 without a body on success; a refused link answers its code (checked when it is JSON and 2xx only).
  'POST /api/auth/password/forgot': z.null(),
  'POST /api/auth/password/reset': resetTokenErrorSchema,
  'GET /api/admin/mail': adminMailPageSchema,
  'PUT /api/settings/language': z.null(),
  'GET /api/auth/passkeys': passkeyListSchema,
  'POST /api/auth/passkeys/register/options': registrationOptionsResponseSchema,
  'POST /api/auth/passkeys/register/verify': passkeySchema,
  'POST /api/auth/passkeys/signin/options': authenticationOptionsResponseSchema,
  'POST /api/auth/passkeys/signin/verify': tokenResponseSchema,
  'POST /api/auth/step-up/passkey/options': authenticationOptionsResponseSchema,
  'POST /api/auth/2fa/passkey/options': authenticationOptionsResponseSchema,
  'GET /api/reviews/getSellerStats': sellerStatsSchema,
  'GET /api/reviews/getStoreRating': storeRatingSchema,
  'GET /api/products/getAll': z.array(productSchema),
  'GET /api/products/get': productSchema,
  'GET /api/lots/getAll': z.array(lotSchema),
  'GET /api/lots/get': lotSchema,
  'POST /api/offers/create': offerSchema,
  'POST /api/offers/search': offerSearchPageSchema,
  'GET /api/offers/find': offerFindResultSchema,
  ...Object.fromEntries(
    MEDIA_TARGETS.map((target) => [`POST /api/media/upload/${target}`, uploadResponseSchema]),
  ),
};
