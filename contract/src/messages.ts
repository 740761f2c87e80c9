/**
 * Texts that server and web must agree on: error messages the server sends and the web app
 * matches or shows (SPEC §5, §8). The web's i18n catalogues hold everything else.
 */
export const MESSAGES = {
  emailTaken: 'Email already exists',
  emailTakenRedirect: 'This email is already registered. Redirecting to login...',
  invalidCredentials: 'Invalid email or password',
  authFailed: 'Authentication failed',
  guestFailed: 'Failed to start guest session',
  registrationFailed: 'Registration failed',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  emailInvalid: 'Enter a valid e-mail address',
  emailRequired: 'E-mail is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 64 characters',
  unknownProvider: 'Unknown sign-in provider',
  tokenMissing: 'Token not found in URL',
  unauthorized: 'Sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  guestReadOnly: 'Guests can browse only. Register or sign in to do this.',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please slow down.',
  payloadTooLarge: 'The request is too large',
  malformedJson: 'The request body is not valid JSON',
  invalidInput: 'Some fields are not valid',
  internalError: 'Something went wrong on our side. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
} as const;

export type MessageKey = keyof typeof MESSAGES;
