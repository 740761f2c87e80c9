import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { Principal } from './principal.ts';

/**
 * Who may do what (ADR 0032): every action an HTTP route or a STOMP frame performs, and the
 * callers it is open to. Guests and suspended users are rules here, not checks in services.
 * What a rule cannot know without the resource (whose order, which dispute) is in orders.ts.
 *
 * - anyone: no session needed (public reads, signing in, the payment provider's webhook);
 * - session: any session, a guest's included;
 * - user: a signed-in user, suspended or not (reading their own things, keeping their read
 *   state, securing their account, getting their money back);
 * - unsuspended: a signed-in user who is not suspended (every other write);
 * - verified: an unsuspended user who proved their e-mail address (ADR 0052): putting goods up
 *   for sale and taking money out, where a reachable owner matters;
 * - admin: an administrator who is not suspended.
 */
export type Audience = 'anyone' | 'session' | 'user' | 'unsuspended' | 'verified' | 'admin';

export const ACTIONS = {
  // Public calls that only read, sent as POST because they carry a body.
  'offer.search': 'anyone',
  'favorite.list': 'anyone',
  'review.list': 'anyone',
  'auth.signIn': 'anyone',
  'auth.register': 'anyone',
  /** Forgot password and setting one with a mailed link: the link is the proof, not a session. */
  'auth.forgotPassword': 'anyone',
  'auth.resetPassword': 'anyone',
  /** Proving the address with a mailed link: the link is the proof (ADR 0052). */
  'auth.verifyEmail': 'anyone',
  /** Signing in with a passkey: the passkey is the proof (ADR 0054). */
  'auth.passkeySignIn': 'anyone',
  /** The sign-in's second step: its mfaToken is the proof of the first (ADR 0053). */
  'auth.verifySecondFactor': 'anyone',
  /** "It was not me" and confirming a new address: the mailed link is the proof (ADR 0055). */
  'auth.secureAccount': 'anyone',
  'auth.confirmEmailChange': 'anyone',
  /** Authenticated by its signature, not by a session. */
  'payment.webhook': 'anyone',
  /** One-click unsubscribe from notification mail: the signed link is the proof (ADR 0056). */
  'mail.unsubscribe': 'anyone',
  /** A guest's ping is accepted and does nothing (modules/presence/service.ts). */
  'presence.ping': 'session',

  // What a suspended user may still do: read state, account security, their money back.
  'notification.read': 'user',
  'notification.markRead': 'user',
  'chat.read': 'user',
  'chat.markRead': 'user',
  'settings.notifications': 'user',
  'settings.language': 'user',
  'account.signOutEverywhere': 'user',
  'account.changePassword': 'user',
  /** Signing out one session, or every other one (ADR 0055). */
  'account.endSession': 'user',
  'account.endOtherSessions': 'user',
  /** Changing the account's address: a link to the new one confirms it (ADR 0055). */
  'account.changeEmail': 'user',
  /** Asking for a new confirmation link (ADR 0052). */
  'account.resendVerification': 'user',
  /** Linking or unlinking Google signs in differently; it never acts on the market. */
  'account.linkGoogle': 'user',
  'account.unlinkGoogle': 'user',
  /** Passkeys sign in and prove the account (ADR 0054): securing it, never acting on the market. */
  'account.addPasskey': 'user',
  'account.renamePasskey': 'user',
  'account.removePasskey': 'user',
  /** A challenge to prove one of the account's passkeys (step-up). */
  'account.passkeyChallenge': 'user',
  /** The second factor and step-up (ADR 0053); turning off and new recovery codes need step-up. */
  'account.stepUp': 'user',
  'account.setUpTotp': 'user',
  'account.turnOffTotp': 'user',
  'account.regenerateRecoveryCodes': 'user',
  /** The keys of a purchase already paid for. */
  'order.revealKeys': 'user',
  /** Open to the order's seller, and to its buyer while the seller may not sell (orders.ts). */
  'order.cancel': 'user',
  /** The buyer moves a delivery deadline once (orders.ts): it only gives the seller more time. */
  'order.waitLonger': 'user',
  /** A party answers an open dispute; an administrator decides it (orders.ts). */
  'dispute.message': 'user',
  /** Appealing a moderation decision: a suspended user most of all (ADR 0063). */
  'moderation.appeal': 'user',

  // Acting: not for guests, not while suspended.
  'account.delete': 'unsuspended',
  'profile.update': 'unsuspended',
  'media.upload': 'unsuspended',
  'chat.open': 'unsuspended',
  'chat.rename': 'unsuspended',
  'chat.hide': 'unsuspended',
  'chat.send': 'unsuspended',
  'notification.send': 'unsuspended',
  'offer.create': 'verified',
  'offer.update': 'unsuspended',
  'offer.delete': 'unsuspended',
  'offer.addKeys': 'unsuspended',
  'favorite.write': 'unsuspended',
  'follow.write': 'unsuspended',
  'wallet.topUp': 'unsuspended',
  'wallet.withdraw': 'verified',
  'order.create': 'unsuspended',
  'order.deliver': 'unsuspended',
  'order.confirm': 'unsuspended',
  'order.refundKey': 'unsuspended',
  'order.review': 'unsuspended',
  'order.replyReview': 'unsuspended',
  'dispute.open': 'unsuspended',
  /** Reporting an offer, a user or a chat message (ADR 0063). */
  'report.create': 'unsuspended',

  'admin.decide': 'admin',
} as const satisfies Record<string, Audience>;

export type Action = keyof typeof ACTIONS;

/** Why `principal` may not act for `audience`, or null when it may. */
export function audienceRefusal(principal: Principal | null, audience: Audience): AppError | null {
  if (audience === 'anyone') return null;
  if (!principal) return unauthorized();
  if (audience === 'session') return null;
  if (principal.kind === 'guest') return forbidden('guestReadOnly');
  if (audience === 'admin' && !principal.roles.includes(ROLE_ADMIN)) return forbidden();
  if (audience !== 'user' && principal.suspended) return forbidden('accountSuspended');
  if (audience === 'verified' && !principal.emailVerified) return new AppError(403, 'emailNotVerified');
  return null;
}

/** Why `principal` may not take `action`, or null when it may (before any resource is read). */
export function refusal(principal: Principal | null, action: Action): AppError | null {
  return audienceRefusal(principal, ACTIONS[action]);
}

/** Throws the refusal, if any. */
export function authorize(principal: Principal | null, action: Action): void {
  const refused = refusal(principal, action);
  if (refused) throw refused;
}

export const isAction = (name: unknown): name is Action =>
  typeof name === 'string' && Object.hasOwn(ACTIONS, name);
