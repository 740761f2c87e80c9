import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazy page whose code can also be asked for before it renders (`preload`, see preload.ts): the
 * module is fetched once whichever asks first. A page whose code has already arrived renders at
 * once instead of through React.lazy, which would suspend once more: the page would then show its
 * loading fallback first, and React holds a fallback on screen for a moment before revealing what
 * replaces it (its Suspense throttling), which delayed a landing page's content by 200–300 ms.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

/** Every page is its own chunk, so the first load carries the shell and the page shown only. */
export const DashboardPage = page(() => import('@/features/home/pages/DashboardPage'));
export const LoginPage = page(() => import('@/features/auth/pages/LoginPage'));
export const RegisterPage = page(() => import('@/features/auth/pages/RegisterPage'));
export const OAuthCallbackPage = page(() => import('@/features/auth/pages/OAuthCallbackPage'));
export const MarketPage = page(() => import('@/features/market/pages/MarketPage'));
export const LotPage = page(() => import('@/features/lot/pages/LotPage'));
export const ChatPage = page(() => import('@/features/chat/pages/ChatPage'));
export const ProfilePage = page(() => import('@/features/profile/pages/ProfilePage'));
export const ProfileEditPage = page(() => import('@/features/profile/pages/ProfileEditPage'));
export const ProfileStatsPage = page(() => import('@/features/profile/pages/ProfileStatsPage'));
export const OfferPage = page(() => import('@/features/offer/pages/OfferPage'));
export const OfferCreatePage = page(() => import('@/features/offer-editor/pages/OfferCreatePage'));
export const OfferEditPage = page(() => import('@/features/offer-editor/pages/OfferEditPage'));
export const RulesPage = page(() => import('@/features/rules/pages/RulesPage'));
export const PlayersPage = page(() => import('@/features/players/pages/PlayersPage'));
export const UserAgreementPage = page(() => import('@/features/legal/pages/UserAgreementPage'));
export const PrivacyPolicyPage = page(() => import('@/features/legal/pages/PrivacyPolicyPage'));
export const CookiePolicyPage = page(() => import('@/features/legal/pages/CookiePolicyPage'));
export const RequisitesPage = page(() => import('@/features/legal/pages/RequisitesPage'));
export const SettingsPage = page(() => import('@/features/settings/pages/SettingsPage'));
export const WalletPage = page(() => import('@/features/wallet/pages/WalletPage'));
export const OrdersPage = page(() => import('@/features/orders/pages/OrdersPage'));
export const OrderPage = page(() => import('@/features/orders/pages/OrderPage'));
export const AdminPage = page(() => import('@/features/admin/pages/AdminPage'));
export const NotFoundPage = page(() => import('@/app/pages/NotFoundPage'));
