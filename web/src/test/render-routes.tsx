import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, parsePath, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes, type RouteDeps } from '@/app/router/routes';
import { getToken } from '@/shared/session/storage';
import { FakeRealtime } from './fake-realtime';
import { testQueryClient } from './render';

/** The app's routes under a probe that shows the router's location, for a test to read. */
function WithLocation() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
        {`${location.pathname}${location.search}`}
      </output>
    </>
  );
}

type Options = { state?: unknown; queryClient?: QueryClient; onAnswer?: RouteDeps['onAnswer'] };

/**
 * The app's router (routes.tsx) in memory at `route`: it starts at once, as the app's does, so
 * its loaders have run (and its pages' code been asked for) before anything renders.
 */
export function createTestRouter(
  route: string,
  { state, queryClient = testQueryClient(), onAnswer }: Options = {},
) {
  const routes = createRoutes({ queryClient, signedIn: () => getToken() !== null, onAnswer });
  return createMemoryRouter([{ Component: WithLocation, children: routes }], {
    initialEntries: [{ ...parsePath(route), state }],
  });
}

/** Renders the app (providers and routes) at `route`, or with a router made by createTestRouter. */
export function renderRoutes(
  route: string | ReturnType<typeof createTestRouter>,
  {
    queryClient = testQueryClient(),
    realtime = new FakeRealtime(),
    ...options
  }: Options & { realtime?: FakeRealtime } = {},
) {
  const router = typeof route === 'string' ? createTestRouter(route, { ...options, queryClient }) : route;
  const view = render(
    <AppProviders queryClient={queryClient} realtime={realtime.value}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
