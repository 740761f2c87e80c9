/** The users module's public surface: accounts, Google links, and how a user is shown. */
export {
  adminIds,
  changeEmail,
  endAllSessions,
  createLocalUser,
  findBasic,
  findByEmail,
  findById,
  findFull,
  grantAdmin,
  markEmailVerified,
  resetPassword,
  setLanguage,
  setSuspension,
  uniqueViolation,
  type UserRow,
} from './repository.ts';
export {
  findOrCreateGoogleUser,
  linkGoogleToUser,
  unlinkGoogle,
  type GoogleIdentity,
  type GoogleLinkOutcome,
} from './google-accounts.ts';
export { toFullData, toUserBasic } from './presenter.ts';
