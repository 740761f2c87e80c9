import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_PING_INTERVAL_MS } from '@gamelot/contract/rules';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { PresencePing } from './PresencePing';
import { PresenceStatus } from './PresenceStatus';

const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

afterEach(() => vi.useRealTimers());

function api(status: { isOnline: boolean; lastSeenAt: string | null }) {
  return mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'POST /api/online/ping': () => new Response(null, { status: 204 }),
    'GET /api/online/status': () => jsonResponse(status),
  });
}

const pings = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((call) => call === 'POST /api/online/ping').length;

describe('PresencePing', () => {
  it('pings at once and every 120 s for a signed-in user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(TEST_USER);
    const fetchMock = api({ isOnline: true, lastSeenAt: null });
    const { unmount } = renderWithProviders(<PresencePing />);
    await waitFor(() => expect(pings(fetchMock)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(pings(fetchMock)).toBe(2);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(pings(fetchMock)).toBe(2);
  });

  it('never pings for a guest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(GUEST, 'guest-token');
    const fetchMock = api({ isOnline: true, lastSeenAt: null });
    renderWithProviders(<PresencePing />);
    // A signed-in user would have pinged at once (fetch is called as the effect runs) and twice since.
    expect(pings(fetchMock)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2 * PRESENCE_PING_INTERVAL_MS));
    expect(pings(fetchMock)).toBe(0);
  });
});

describe('PresenceStatus', () => {
  it('shows the relative last seen time and asks again every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(TEST_USER);
    const fetchMock = api({ isOnline: false, lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    renderWithProviders(<PresenceStatus userId={3} />);
    expect(await screen.findByText('Был(а) в сети 5 минут назад')).toBeInTheDocument();
    const polls = () => calls(fetchMock).filter((call) => call.startsWith('GET /api/online/status')).length;
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(2);
  });

  it("says 'В сети' when online", async () => {
    storeSession(TEST_USER);
    api({ isOnline: true, lastSeenAt: null });
    renderWithProviders(<PresenceStatus userId={3} />);
    expect(await screen.findByText('В сети')).toBeInTheDocument();
  });
});
