import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { usePrincipal } from './get-principal';
import { useSession } from './session-context';
import { STORAGE_KEYS } from './storage';

/** A session consumer that counts its renders. */
function Probe({ renders }: { renders: string[] }) {
  const { user } = useSession();
  renders.push(user?.name ?? 'none');
  return <p data-testid="name">{user?.name}</p>;
}

/**
 * Another observer of the principal query: it shows the fetched user in the same render as the
 * provider receives it, so once it is on screen the provider has seen the answer.
 */
function Fetched() {
  const principal = usePrincipal(true);
  return principal.data ? <p data-testid="fetched">{principal.data.name}</p> : null;
}

describe('SessionProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session as it is when the fetched user is the stored one: consumers do not render again', async () => {
    storeSession();
    const fetchMock = mockApi({ 'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()) });
    const renders: string[] = [];
    renderWithProviders(
      <>
        <Probe renders={renders} />
        <Fetched />
      </>,
    );
    expect(await screen.findByTestId('fetched')).toHaveTextContent(TEST_USER.name);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(renders).toEqual([TEST_USER.name]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(TEST_USER);
  });

  it('shows and stores the fetched user when it differs from the stored one', async () => {
    storeSession();
    mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse({ ...principalFor(), name: 'Ann Renamed' }),
    });
    const renders: string[] = [];
    renderWithProviders(<Probe renders={renders} />);
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Ann Renamed'));
    expect(renders[0]).toBe(TEST_USER.name);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual({
        ...TEST_USER,
        name: 'Ann Renamed',
      }),
    );
  });
});
