import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, useLocation } from 'react-router';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { AppProviders } from '@/app/providers';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { FakeRealtime } from './fake-realtime';

/** Shows the router's location so a test can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

type Options = { route?: string; state?: unknown; realtime?: FakeRealtime; queryClient?: QueryClient };

/**
 * Renders `ui` with the app's providers inside a memory router at `route`. The live link is a
 * FakeRealtime (connected), so a test can push messages and read what the page published.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, realtime = new FakeRealtime(), queryClient = testQueryClient() }: Options = {},
) {
  return render(
    <AppProviders queryClient={queryClient} realtime={realtime.value}>
      <MemoryRouter initialEntries={[{ ...parsePath(route), state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A query client without retries, as the component tests use. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export const TEST_USER: StoredUser = {
  id: 7,
  name: 'Ann',
  profile: { imageUrl: null },
  isAnonymous: false,
  roles: ['USER'],
};

/** Puts a session in storage, as a previous sign-in would have. */
export function storeSession(user: StoredUser = TEST_USER, token = 'jwt-token'): void {
  localStorage.setItem(STORAGE_KEYS.jwt, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
}

export function principalFor(user: StoredUser = TEST_USER) {
  return {
    id: user.id,
    name: user.name,
    email: 'ann@example.com',
    imageUrl: null,
    createdAt: '2025-07-16T10:00:00Z',
    roles: user.roles,
    isAnonymous: user.isAnonymous,
    hasPassword: !user.isAnonymous,
    googleLinked: false,
    emailVerified: !user.isAnonymous,
    profile: null,
  };
}
