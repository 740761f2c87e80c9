/** The auth module's public surface (docs/decisions/0041-modules-are-boundaries.md). */
export { hashPassword, verifyPassword } from './passwords.ts';
export { createTokenService, InvalidTokenError, type TokenService } from './tokens.ts';
export { clientOf, deviceOf, rememberDevice } from './device-cookie.ts';
