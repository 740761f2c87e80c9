import { Route, Routes } from 'react-router';
import { AccountlessOnly, HomeOrLogin, RequireSession, SessionLayout } from './guards';
import * as Page from './pages';

/** The route table of docs/product.md#screens, plus /orders and /admin for later issues. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SessionLayout />}>
        <Route index element={<HomeOrLogin home={<Page.DashboardPage />} login={<Page.LoginPage />} />} />
        <Route
          path="login"
          element={
            <AccountlessOnly>
              <Page.LoginPage />
            </AccountlessOnly>
          }
        />
        <Route
          path="register"
          element={
            <AccountlessOnly>
              <Page.RegisterPage />
            </AccountlessOnly>
          }
        />
        <Route path="oauth-callback" element={<Page.OAuthCallbackPage />} />
        <Route path="user-agreement" element={<Page.UserAgreementPage />} />
        <Route path="privacy-policy" element={<Page.PrivacyPolicyPage />} />
        <Route path="cookie-policy" element={<Page.CookiePolicyPage />} />
        <Route path="requisites" element={<Page.RequisitesPage />} />

        <Route element={<RequireSession />}>
          <Route path="market" element={<Page.MarketPage />} />
          <Route path="lots/:lotId" element={<Page.LotPage />} />
          <Route path="chat" element={<Page.ChatPage />} />
          <Route path="chat/:chatId" element={<Page.ChatPage />} />
          <Route path="profiles/:userId" element={<Page.ProfilePage />} />
          <Route path="profiles/:userId/edit" element={<Page.ProfileEditPage />} />
          <Route path="profiles/:userId/stats/:category" element={<Page.ProfileStatsPage />} />
          <Route path="offer/create" element={<Page.OfferCreatePage />} />
          <Route path="offer/:offerId" element={<Page.OfferPage />} />
          <Route path="offer/:offerId/edit" element={<Page.OfferEditPage />} />
          <Route path="trade/rules" element={<Page.RulesPage />} />
          <Route path="players" element={<Page.PlayersPage />} />
          <Route path="settings" element={<Page.SettingsPage />} />
          <Route path="wallet" element={<Page.WalletPage />} />
          <Route path="orders" element={<Page.OrdersPage />} />
          <Route path="orders/:orderId" element={<Page.OrderPage />} />
          <Route path="admin" element={<Page.AdminPage />} />
        </Route>

        <Route path="*" element={<Page.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
