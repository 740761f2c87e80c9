import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LANDING_PAGES, type LandingPage } from '@gamelot/contract/landing';
import { PageError } from '@/shared/ui/PageError';
import { AccountlessOnly, HomeOrLogin, RequireSession, SessionLayout } from './guards';
import { loadLanding, type OnAnswer } from './landing';
import { DashboardPage, LoginPage } from './pages';

/** What the route loaders need: nothing of the browser's own, so the same routes can run elsewhere. */
export type RouteDeps = {
  queryClient: QueryClient;
  /** Whether a session is stored: only then are a landing page's first calls asked (guards.tsx). */
  signedIn: () => boolean;
  onAnswer?: OnAnswer;
};

/** A route's page, loaded when the route is first visited: every page is its own chunk. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * A landing page's loader (ADR 0044): starts its first calls into the query cache, the ones named
 * in the contract's table. It does not wait for them: the route renders as soon as its code is in,
 * with the page's loading states while an answer is on its way (on a landing the answers came with
 * the HTML, ADR 0028, and are in the cache by then).
 */
function landing(landingPage: LandingPage, deps: RouteDeps) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (deps.signedIn())
      void loadLanding(
        landingPage,
        params,
        new URL(request.url).searchParams,
        deps.queryClient,
        deps.onAnswer,
      );
    return null;
  };
}

/** The route table of docs/product.md#screens, plus /orders and /admin for later issues: the app's only one. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const home = landing(LANDING_PAGES.home, deps);
  return [
    {
      Component: SessionLayout,
      // Drawn if the first render cannot wait any longer for the landing page's code (main.tsx).
      HydrateFallback: SessionLayout,
      children: [
        {
          // A page whose code failed to load shows the page error inside the layout.
          ErrorBoundary: PageError,
          children: [
            {
              index: true,
              Component: HomeOrLogin,
              // `/` is home or the login screen: the loader waits for the code of the one shown.
              loader: async (args) => {
                home(args);
                await (deps.signedIn() ? DashboardPage : LoginPage).preload().catch(() => {
                  // The page's own load shows the error.
                });
                return null;
              },
            },
            {
              Component: AccountlessOnly,
              children: [
                { path: 'login', lazy: page(() => import('@/features/auth/pages/LoginPage')) },
                { path: 'register', lazy: page(() => import('@/features/auth/pages/RegisterPage')) },
              ],
            },
            {
              path: 'forgot-password',
              lazy: page(() => import('@/features/auth/pages/ForgotPasswordPage')),
            },
            {
              path: 'reset-password',
              lazy: page(() => import('@/features/auth/pages/ResetPasswordPage')),
            },
            {
              path: 'verify-email',
              lazy: page(() => import('@/features/auth/pages/VerifyEmailPage')),
            },
            {
              path: 'unsubscribe',
              lazy: page(() => import('@/features/settings/pages/UnsubscribePage')),
            },
            {
              path: 'confirm-email',
              lazy: page(() => import('@/features/auth/pages/ConfirmEmailPage')),
            },
            {
              path: 'secure-account',
              lazy: page(() => import('@/features/auth/pages/SecureAccountPage')),
            },
            { path: 'oauth-callback', lazy: page(() => import('@/features/auth/pages/OAuthCallbackPage')) },
            { path: 'user-agreement', lazy: page(() => import('@/features/legal/pages/UserAgreementPage')) },
            { path: 'privacy-policy', lazy: page(() => import('@/features/legal/pages/PrivacyPolicyPage')) },
            { path: 'cookie-policy', lazy: page(() => import('@/features/legal/pages/CookiePolicyPage')) },
            { path: 'requisites', lazy: page(() => import('@/features/legal/pages/RequisitesPage')) },
            {
              Component: RequireSession,
              children: [
                { path: 'market', lazy: page(() => import('@/features/market/pages/MarketPage')) },
                {
                  path: LANDING_PAGES.lot.path,
                  loader: landing(LANDING_PAGES.lot, deps),
                  lazy: page(() => import('@/features/lot/pages/LotPage')),
                },
                { path: 'chat', lazy: page(() => import('@/features/chat/pages/ChatPage')) },
                { path: 'chat/:chatId', lazy: page(() => import('@/features/chat/pages/ChatPage')) },
                {
                  path: 'profiles/:userId',
                  lazy: page(() => import('@/features/profile/pages/ProfilePage')),
                },
                {
                  path: 'profiles/:userId/edit',
                  lazy: page(() => import('@/features/profile/pages/ProfileEditPage')),
                },
                {
                  path: 'profiles/:userId/stats/:category',
                  lazy: page(() => import('@/features/profile/pages/ProfileStatsPage')),
                },
                {
                  path: 'offer/create',
                  lazy: page(() => import('@/features/offer-editor/pages/OfferCreatePage')),
                },
                {
                  path: LANDING_PAGES.offer.path,
                  loader: landing(LANDING_PAGES.offer, deps),
                  lazy: page(() => import('@/features/offer/pages/OfferPage')),
                },
                {
                  path: 'offer/:offerId/edit',
                  lazy: page(() => import('@/features/offer-editor/pages/OfferEditPage')),
                },
                { path: 'trade/rules', lazy: page(() => import('@/features/rules/pages/RulesPage')) },
                { path: 'players', lazy: page(() => import('@/features/players/pages/PlayersPage')) },
                { path: 'settings', lazy: page(() => import('@/features/settings/pages/SettingsPage')) },
                { path: 'wallet', lazy: page(() => import('@/features/wallet/pages/WalletPage')) },
                { path: 'orders', lazy: page(() => import('@/features/orders/pages/OrdersPage')) },
                { path: 'orders/:orderId', lazy: page(() => import('@/features/orders/pages/OrderPage')) },
                {
                  path: 'moderation',
                  lazy: page(() => import('@/features/moderation/pages/ModerationPage')),
                },
                { path: 'admin', lazy: page(() => import('@/features/admin/pages/AdminPage')) },
                { path: 'admin/mail', lazy: page(() => import('@/features/admin/pages/AdminMailPage')) },
              ],
            },
            { path: '*', lazy: page(() => import('@/app/pages/NotFoundPage')) },
          ],
        },
      ],
    },
  ];
}
