import { fullPageLoad } from '../lib/navigation';
import { safeAppPath } from '../lib/safe-path';
import { getPrincipal } from './get-principal';
import { clearSession, setReturnPath, setStoredUser, setToken } from './storage';
import { guestUser, toStoredUser } from './stored-user';

export const GOOGLE_AUTH_PATH = '/oauth2/authorization/google';

/**
 * docs/product.md#states login: store the token, fetch and store the user, then a full page load to `to`.
 * A failed user fetch undoes the token and rethrows, so the caller can show why.
 */
export async function completeSignIn(token: string, to: string): Promise<void> {
  setToken(token);
  try {
    setStoredUser(toStoredUser(await getPrincipal({ signOutOn401: false })));
  } catch (error) {
    clearSession();
    throw error;
  }
  fullPageLoad(safeAppPath(to));
}

/** docs/product.md#states guest: store the token and a local guest user, then a full page load to `to`. */
export function startGuestSession(token: string, to: string): void {
  setToken(token);
  setStoredUser(guestUser());
  fullPageLoad(safeAppPath(to));
}

/** Google sign-in leaves the app; the OAuth return brings the visitor back to `returnPath`. */
export function beginGoogleSignIn(returnPath: string): void {
  setReturnPath(safeAppPath(returnPath));
  fullPageLoad(GOOGLE_AUTH_PATH);
}

/** docs/product.md#states logout: clear jwt, user, userId, returnPath and load / afresh. */
export function signOut(): void {
  clearSession();
  fullPageLoad('/');
}
