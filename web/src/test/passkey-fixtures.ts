import type { Passkey } from '@gamelot/contract/schemas/passkeys';

/**
 * What the passkey tests fake: the options the server hands out and a passkey as listed. The
 * browser's ceremony (@simplewebauthn/browser) is mocked in each test file; jsdom has no WebAuthn,
 * so `withWebAuthn` gives the page a `PublicKeyCredential` to find.
 */
export const REGISTRATION_OPTIONS = {
  challengeId: 'challenge-0000000000001',
  options: {
    rp: { name: 'Gamelot', id: 'localhost' },
    user: { id: 'dXNlcg', name: 'ann@example.com', displayName: 'Ann' },
    challenge: 'Y2hhbGxlbmdl',
    pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
  },
};

export const AUTHENTICATION_OPTIONS = {
  challengeId: 'challenge-0000000000002',
  options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
};

/** The JSON a browser sends back; the server checks it, the web app only carries it. */
export const CEREMONY_ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};

export function passkey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: 1,
    name: 'Laptop',
    createdAt: '2026-11-20T09:30:00.000Z',
    lastUsedAt: null,
    backedUp: false,
    transports: ['internal'],
    ...overrides,
  };
}

export function withWebAuthn(): () => void {
  const had = 'PublicKeyCredential' in window;
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
  return () => {
    if (!had) delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  };
}

/** A refusal of the device's prompt, as a browser raises it. */
export function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}
