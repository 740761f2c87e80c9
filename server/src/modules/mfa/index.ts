/** The mfa module's public surface (docs/decisions/0053-second-factor-and-step-up.md). */
export { createMfaService, noPasskeys, type MfaService, type PasskeyFactor } from './service.ts';
