import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { DashboardPage, LoginPage } from './pages';
import { visitKey } from './scroll-keys';

/** Signed-in visitors (guests too) get the full layout; signed-out ones the simple one. */
export function SessionLayout() {
  const { isSignedIn } = useSession();
  return (
    <>
      {isSignedIn ? <AppLayout /> : <PublicLayout />}
      {/* A new page starts at its top, back and forward return where they were (scroll-keys.ts). */}
      <ScrollRestoration getKey={visitKey} />
    </>
  );
}

/** Signed-in routes: a signed-out visitor goes to /login carrying where they were (`from`). */
export function RequireSession() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Login and register are for visitors without an account; a guest may still use them. */
export function AccountlessOnly() {
  const { isSignedIn, isGuest } = useSession();
  return isSignedIn && !isGuest ? <Navigate to="/" replace /> : <Outlet />;
}

/** docs/product.md#screens: "/" is the home page when signed in and the login screen when signed out. */
export function HomeOrLogin() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <DashboardPage /> : <LoginPage />;
}
