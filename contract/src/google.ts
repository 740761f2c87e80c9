/**
 * Google sign-in and linking end in a browser redirect, so their outcome travels as a code in the
 * URL: /login?error={code} after a sign-in, /settings?google={code} after linking from settings.
 * The web app shows each code's text in the visitor's language (docs/decisions/0030-google-linking-and-safe-defaults.md).
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  /** Anything else: a tampered or expired flow, denied consent, a provider failure. */
  failed: 'auth_failed',
  /**
   * The Google e-mail belongs to an account whose owner never proved the address (registered
   * with a password): Google is not linked into it. Its owner signs in and links from settings.
   */
  emailNotProven: 'google_email_unproven',
  /** The Google e-mail belongs to an account already linked to another Google account. */
  emailLinkedElsewhere: 'google_email_linked',
} as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[keyof typeof GOOGLE_SIGN_IN_ERRORS];

/** What /settings?google={code} reports after linking from settings. */
export const GOOGLE_LINK_RESULTS = {
  linked: 'linked',
  /** A tampered or expired flow, denied consent, a provider failure, a session signed out since. */
  failed: 'link_failed',
  /** This Google account already signs in to another account here. */
  inUse: 'google_in_use',
  /** The account was linked to a Google account meanwhile (e.g. in another tab). */
  alreadyLinked: 'already_linked',
} as const;
export type GoogleLinkResult = (typeof GOOGLE_LINK_RESULTS)[keyof typeof GOOGLE_LINK_RESULTS];
