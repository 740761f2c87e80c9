import { lazy } from 'react';

/** Every page is its own chunk, so the first load carries the shell and the page shown only. */
export const DashboardPage = lazy(() => import('@/features/home/pages/DashboardPage'));
export const LoginPage = lazy(() => import('@/features/auth/pages/LoginPage'));
export const RegisterPage = lazy(() => import('@/features/auth/pages/RegisterPage'));
export const OAuthCallbackPage = lazy(() => import('@/features/auth/pages/OAuthCallbackPage'));
export const MarketPage = lazy(() => import('@/features/market/pages/MarketPage'));
export const LotPage = lazy(() => import('@/features/lot/pages/LotPage'));
export const ChatPage = lazy(() => import('@/features/chat/pages/ChatPage'));
export const ProfilePage = lazy(() => import('@/features/profile/pages/ProfilePage'));
export const ProfileEditPage = lazy(() => import('@/features/profile/pages/ProfileEditPage'));
export const ProfileStatsPage = lazy(() => import('@/features/profile/pages/ProfileStatsPage'));
export const OfferPage = lazy(() => import('@/features/offer/pages/OfferPage'));
export const OfferCreatePage = lazy(() => import('@/features/offer-editor/pages/OfferCreatePage'));
export const OfferEditPage = lazy(() => import('@/features/offer-editor/pages/OfferEditPage'));
export const RulesPage = lazy(() => import('@/features/rules/pages/RulesPage'));
export const PlayersPage = lazy(() => import('@/features/players/pages/PlayersPage'));
export const UserAgreementPage = lazy(() => import('@/features/legal/pages/UserAgreementPage'));
export const PrivacyPolicyPage = lazy(() => import('@/features/legal/pages/PrivacyPolicyPage'));
export const CookiePolicyPage = lazy(() => import('@/features/legal/pages/CookiePolicyPage'));
export const RequisitesPage = lazy(() => import('@/features/legal/pages/RequisitesPage'));
export const SettingsPage = lazy(() => import('@/features/settings/pages/SettingsPage'));
export const WalletPage = lazy(() => import('@/features/wallet/pages/WalletPage'));
export const OrdersPage = lazy(() => import('@/features/orders/pages/OrdersPage'));
export const OrderPage = lazy(() => import('@/features/orders/pages/OrderPage'));
export const AdminPage = lazy(() => import('@/features/admin/pages/AdminPage'));
export const NotFoundPage = lazy(() => import('@/app/pages/NotFoundPage'));
