import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazy page whose code can also be asked for before it renders (`preload`, see routes.tsx): the
 * module is fetched once whichever asks first. A page whose code has already arrived renders at
 * once instead of through React.lazy, which would suspend once more: the page would then show its
 * loading fallback first, and React holds a fallback on screen for a moment before revealing what
 * replaces it (its Suspense throttling), which delayed a landing page's content by 200–300 ms.
 *
 * Routes load their page through the router (`lazy`, ADR 0044); only `/`, which is one page or
 * another depending on the session, chooses between two of these at render.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (a network blip, a deploy that replaced the chunk) is asked again on
        // the next render or preload: React.lazy keeps its first outcome, so it is made anew.
        loading = undefined;
        Lazy = lazy(preload);
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

/** `/`: home when signed in, the login screen when not (guards.tsx). */
export const DashboardPage = lazyPage(() => import('@/features/home/pages/DashboardPage'));
export const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
