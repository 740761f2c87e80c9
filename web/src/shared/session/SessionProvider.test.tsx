import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { useSession } from './session-context';
import { STORAGE_KEYS } from './storage';

/** A session consumer that counts its renders. */
function Probe({ renders }: { renders: string[] }) {
  const { user } = useSession();
  renders.push(user?.name ?? 'none');
  return <p data-testid="name">{user?.name}</p>;
}

describe('SessionProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session as it is when the fetched user is the stored one: consumers do not render again', async () => {
    storeSession();
    const fetchMock = mockApi({ 'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()) });
    const renders: string[] = [];
    renderWithProviders(<Probe renders={renders} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Give the answer time to arrive and be rendered, if it were.
    await new Promise((resolve) => setTimeout(resolve, 50));
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
