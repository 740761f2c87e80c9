import type {
  AuthenticationOptionsResponse,
  RegistrationOptionsResponse,
} from '@gamelot/contract/schemas/passkeys';

/**
 * The browser half of a passkey ceremony (docs/decisions/0054-passkeys.md): the options the
 * server handed out go to `navigator.credentials` through @simplewebauthn/browser, which turns
 * the answer into the JSON the verify calls take. The library is a chunk of its own, fetched on
 * the first ceremony, so no page carries it before a passkey is used.
 */

/** Whether this browser can make or use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Creates a passkey for registration options; rejects when the person cancels or the device refuses. */
export async function createPasskey(options: RegistrationOptionsResponse['options']) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({
    optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
}

/** Signs a challenge with a passkey (any this site's for a sign-in, or one of `allowCredentials`). */
export async function signWithPasskey(options: AuthenticationOptionsResponse['options']) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
}

/** The person closed the prompt, it timed out, or the device said no: nothing to report but "try again". */
export function ceremonyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The authenticator already holds one of the account's passkeys (the options excluded it). */
export function alreadyOnDevice(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'InvalidStateError';
}
