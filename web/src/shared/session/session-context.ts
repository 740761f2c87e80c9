import { createContext, useContext } from 'react';
import type { StoredUser } from '@gamelot/contract/schemas/user';

export type Session = {
  token: string | null;
  user: StoredUser | null;
  userId: number | null;
  /** Has a jwt: a signed-in user or a guest (docs/product.md#states: signed out means no jwt). */
  isSignedIn: boolean;
  isGuest: boolean;
  signOut: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
