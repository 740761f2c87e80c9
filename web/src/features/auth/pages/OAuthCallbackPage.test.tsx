import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders } from '@/test/render';
import OAuthCallbackPage from './OAuthCallbackPage';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

function mockPrincipal() {
  return mockApi({ 'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()) });
}

describe('OAuthCallbackPage', () => {
  it('reads the token from the fragment after 100 ms, cleans the URL and returns to returnPath', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.returnPath, '/offer/12');
    const fetchMock = mockPrincipal();
    renderWithProviders(<OAuthCallbackPage />, { route: '/oauth-callback#token=frag-token' });

    await vi.advanceTimersByTimeAsync(50);
    expect(calls(fetchMock)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/offer/12'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/oauth-callback$/));
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer frag-token' });
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('frag-token');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
  });

  it('reads the token from the query and goes to / without a saved returnPath', async () => {
    mockPrincipal();
    renderWithProviders(<OAuthCallbackPage />, { route: '/oauth-callback?token=query-token' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('query-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/oauth-callback$/));
  });

  it("shows 'В ссылке нет токена входа' without a token, then goes to /login?error=auth_failed", async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<OAuthCallbackPage />, { route: '/oauth-callback' });
    expect(await screen.findByText('В ссылке нет токена входа')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed'),
      {
        timeout: 3000,
      },
    );
    expect(calls(fetchMock)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });

  it('goes to /login?error=auth_failed when the user fetch fails, keeping no token', async () => {
    mockApi({ 'GET /api/users/getUserPrincipalData': () => errorResponse(401, 'Sign in to continue') });
    renderWithProviders(<OAuthCallbackPage />, { route: '/oauth-callback#token=bad' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?error=auth_failed'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });
});
