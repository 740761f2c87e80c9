import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ROLE_GUEST } from '@gamelot/contract/rules';
import { usePrincipal } from './get-principal';
import { jwtRole } from './jwt';
import { SessionContext, type Session } from './session-context';
import { signOut } from './session-flow';
import { getStoredUser, getToken, isGuestUser, setStoredUser } from './storage';
import { guestUser, sameStoredUser, toStoredUser } from './stored-user';

/**
 * Reads the session from storage once per page load (every sign-in and sign-out is a full load).
 * With a jwt of a real user, the user's data is fetched and stored again (docs/product.md#states).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token] = useState(getToken);
  const [stored] = useState(() => {
    const user = getStoredUser();
    if (!user && token && jwtRole(token) === ROLE_GUEST) return guestUser();
    return user;
  });
  const isGuest = isGuestUser(stored);
  const principal = usePrincipal(!!token && !isGuest);

  // The fetched user is nearly always the stored one: then the stored object is kept, so the
  // session's consumers (most of the app) do not render again when it arrives.
  const fresh = useMemo(() => {
    const user = principal.data ? toStoredUser(principal.data) : null;
    return user && stored && sameStoredUser(user, stored) ? stored : user;
  }, [principal.data, stored]);
  useEffect(() => {
    if (fresh && fresh !== stored) setStoredUser(fresh);
  }, [fresh, stored]);

  const user = token ? (fresh ?? stored) : null;
  const value = useMemo<Session>(
    () => ({
      token,
      user,
      userId: user?.id ?? null,
      isSignedIn: !!token,
      isGuest: !!token && isGuestUser(user),
      signOut,
    }),
    [token, user],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
