import type { QueryClient } from '@tanstack/react-query';
import { preloadHomeData } from '@/features/home/preload';
import { preloadLotData } from '@/features/lot/preload';
import { preloadOfferData } from '@/features/offer/preload';
import { getToken } from '@/shared/session/storage';
import * as Page from './pages';

type Preload = {
  pattern: RegExp;
  page: { preload: () => Promise<unknown> };
  data: (client: QueryClient, id: number, search: URLSearchParams) => void;
};

/** The pages people land on, with the first data of each. */
const PRELOADS: Preload[] = [
  { pattern: /^\/$/, page: Page.DashboardPage, data: preloadHomeData },
  { pattern: /^\/lots\/(\d{1,10})\/?$/, page: Page.LotPage, data: preloadLotData },
  { pattern: /^\/offer\/(\d{1,10})\/?$/, page: Page.OfferPage, data: preloadOfferData },
];

/**
 * Called once before the first render: asks for the code of the page at this address and for its
 * first data at the same time, while the app shell is still starting, instead of one after the
 * other once the shell has rendered (the page's chunk, then its request, then its pictures). Only
 * with a session: without one, '/' is the login page and the other pages send to /login. Settles
 * when the page's code has arrived (or failed to), so the first render can show the page itself.
 */
export function preloadRoute(
  location: { pathname: string; search: string },
  client: QueryClient,
): Promise<void> {
  if (!getToken()) return Promise.resolve();
  for (const { pattern, page, data } of PRELOADS) {
    const match = pattern.exec(location.pathname);
    if (!match) continue;
    const code = page.preload().then(
      () => {},
      () => {
        // The page's own load shows the error.
      },
    );
    const id = Number(match[1] ?? 0);
    if (!match[1] || (id >= 1 && id <= 2_147_483_647)) data(client, id, new URLSearchParams(location.search));
    return code;
  }
  return Promise.resolve();
}
