/** The moderation module's public surface: the administrators' block and suspend write the history. */
export { setOfferBlocked, setUserSuspended, type ModerationDeps } from './service.ts';
