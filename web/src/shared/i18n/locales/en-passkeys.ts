import type { ruPasskeys } from './ru-passkeys';

/** English for passkeys: the settings section, the login page's button and the refusals. */
export const enPasskeys: typeof ruPasskeys = {
  passkeys: {
    title: 'Passkeys',
    hint: "Sign in without a password: with your fingerprint, face or your device's PIN. The key stays on your device or in your password manager; the server only knows its public half.",
    unsupported: 'This browser does not support passkeys.',
    empty: 'No passkeys yet.',
    listLabel: 'Your passkeys',
    nameLabel: 'Passkey name',
    namePlaceholder: 'E.g. "Laptop" or "Phone"',
    add: 'Add a passkey',
    adding: 'Waiting for your device…',
    added: 'Passkey "{{name}}" added.',
    created: 'Added {{date}}',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Not used yet',
    synced: 'Synced across devices',
    remove: 'Remove',
    removeNamed: 'Remove passkey "{{name}}"',
    removing: 'Removing…',
    removed: 'Passkey removed.',
    failed: 'The passkey action failed',
    cancelled: 'Your device did not confirm the passkey: the prompt was closed or timed out. Try again.',
    signIn: 'Sign in with a passkey',
    signingIn: 'Waiting for your device…',
    signInFailed: 'Could not sign in with a passkey',
    errors: {
      passkeyNameRequired: 'Give the passkey a name',
      passkeyNameTooLong: 'A passkey name can be at most 64 characters',
      passkeyChallengeInvalid: 'This passkey request is not valid: start again',
      passkeyChallengeExpired: 'This passkey request has expired: start again',
      passkeyChallengeUsed: 'This passkey request was already used: start again',
      passkeyUnknown: 'This passkey is not registered with Gamelot',
      passkeyRejected: 'The passkey could not be verified',
      passkeyCounterRegressed:
        "This passkey's signature counter went back, a sign of a copied key: sign in another way and remove it.",
      passkeyAlreadyRegistered: 'This passkey is already registered',
      passkeyLimit: 'An account can have at most 20 passkeys: remove one first',
      tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    },
  },
};
