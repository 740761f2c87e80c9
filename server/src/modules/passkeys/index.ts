/** The passkeys module's public surface (docs/decisions/0054-passkeys.md). */
export { createPasskeys, relyingParty, type Passkeys } from './service.ts';
export { default as passkeyRoutes, type PasskeyRoutesOptions } from './routes.ts';
export { deleteAllOfUser as deletePasskeysOfUser } from './repository.ts';
