import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PASSKEY_NAME_MAX_LENGTH } from '../rules.ts';
import { idSchema } from './chats.ts';
import { line } from './text.ts';

/**
 * Passkeys (WebAuthn, docs/product.md#passkeys, ADR 0054): the bodies the browser sends after a
 * ceremony (the JSON forms of `PublicKeyCredential` that @simplewebauthn/browser produces), the
 * options the server hands out with the id of their single-use challenge, and the passkey list.
 */

export { PASSKEY_ERRORS, type PasskeyError } from '../passkey-errors.ts';

/** base64url without padding, as WebAuthn's JSON forms carry binary; `max` characters at most. */
const base64url = (max: number) =>
  line({ error: MESSAGES.passkeyRejected })
    .min(1, MESSAGES.passkeyRejected)
    .max(max, MESSAGES.passkeyRejected)
    .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.passkeyRejected);

/** The id of a challenge the server handed out (random, base64url). */
export const challengeIdSchema = line({ error: MESSAGES.passkeyChallengeInvalid }).regex(
  /^[A-Za-z0-9_-]{16,64}$/,
  MESSAGES.passkeyChallengeInvalid,
);

export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transport = z.enum(PASSKEY_TRANSPORTS);
const attachment = z.enum(['platform', 'cross-platform']);
/** Extension outputs the server reads (credProps); any other is dropped. */
const extensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

export const passkeyNameSchema = line({ error: MESSAGES.passkeyNameRequired })
  .trim()
  .min(1, MESSAGES.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, MESSAGES.passkeyNameTooLong);

/** `RegistrationResponseJSON`: what `navigator.credentials.create()` returned, as JSON. */
export const registrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(transport).max(PASSKEY_TRANSPORTS.length).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: extensionResults,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** `AuthenticationResponseJSON`: what `navigator.credentials.get()` returned, as JSON. */
export const authenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: extensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/**
 * A passkey assertion for a challenge handed out before: the second factor of a sign-in
 * (`POST /api/auth/2fa/verify { mfaToken, passkey }`) and step-up (`{ passkey }`) carry this.
 */
export const passkeyAssertionSchema = z.object({
  challengeId: challengeIdSchema,
  response: authenticationResponseSchema,
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
});

/** `PublicKeyCredentialCreationOptionsJSON`, as @simplewebauthn/browser's startRegistration takes it. */
export const creationOptionsSchema = z.looseObject({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/** `PublicKeyCredentialRequestOptionsJSON`, as startAuthentication takes it. */
export const requestOptionsSchema = z.looseObject({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
});

/** A ceremony's options and the id of its challenge, which the verify call sends back. */
export const registrationOptionsResponseSchema = z.object({
  challengeId: z.string(),
  options: creationOptionsSchema,
});
export type RegistrationOptionsResponse = z.infer<typeof registrationOptionsResponseSchema>;
export const authenticationOptionsResponseSchema = z.object({
  challengeId: z.string(),
  options: requestOptionsSchema,
});
export type AuthenticationOptionsResponse = z.infer<typeof authenticationOptionsResponseSchema>;

/** POST /api/auth/passkeys/register/verify: the new passkey's name and the browser's answer. */
export const registerPasskeyBodySchema = z.object({
  challengeId: challengeIdSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type RegisterPasskeyBody = z.infer<typeof registerPasskeyBodySchema>;

/** POST /api/auth/passkeys/signin/verify. */
export const passkeySignInBodySchema = passkeyAssertionSchema;

/** PATCH /api/auth/passkeys/{id}. */
export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });

/** POST /api/auth/2fa/passkey/options: the sign-in's second step, named by its mfaToken. */
export const mfaPasskeyOptionsBodySchema = z.object({
  mfaToken: line({ error: MESSAGES.mfaTokenInvalid })
    .min(1, MESSAGES.mfaTokenInvalid)
    .max(2000, MESSAGES.mfaTokenInvalid),
});

export const passkeyIdParamsSchema = z.object({ id: idSchema });

/** One of the caller's passkeys, as the settings page lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager...) rather than one device's. */
  backedUp: z.boolean(),
  transports: z.array(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
