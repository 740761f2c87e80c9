import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { testQueryClient } from '@/test/render';
import { followKeys, useFollowState } from './follow-state';
import { useToggleFollow } from './toggle-follow';

function wrapper(client = testQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('follow state', () => {
  it("asks a list's rows in one checkFollowMany call, a lone pair with checkFollow", async () => {
    const fetchMock = mockApi({
      'GET /api/followers/checkFollowMany': () => jsonResponse([9]),
      'GET /api/followers/checkFollow': () => jsonResponse(true),
    });
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => [useFollowState(7, 8, true), useFollowState(7, 9, true), useFollowState(7, 10)] as const,
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(result.current.map((q) => q.data)).toEqual([false, true, true]);
    expect(calls(fetchMock).sort()).toEqual([
      'GET /api/followers/checkFollow?followerId=7&followedId=10',
      'GET /api/followers/checkFollowMany?followerId=7&followedIds=8%2C9',
    ]);
  });

  it('asks nothing for a visitor or for oneself', () => {
    const fetchMock = mockApi({});
    const { wrapper: Wrapper } = wrapper();
    renderHook(() => [useFollowState(null, 8, true), useFollowState(7, 7)], { wrapper: Wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps one state per pair: a toggle shows wherever the pair is shown, and marks follow queries stale', async () => {
    mockApi({
      'GET /api/followers/checkFollowMany': () => jsonResponse([]),
      'POST /api/followers/follow': () => jsonResponse({ followerId: 7, followedId: 8 }),
    });
    const { client, wrapper: Wrapper } = wrapper();
    client.setQueryData(followKeys.followersCount(8), 3);
    const { result } = renderHook(
      () => ({
        row: useFollowState(7, 8, true),
        profile: useFollowState(7, 8),
        toggle: useToggleFollow(7, 8),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.row.data).toBe(false));
    expect(result.current.profile.data).toBe(false);
    await act(() => result.current.toggle.mutateAsync(false));
    expect(result.current.row.data).toBe(true);
    expect(result.current.profile.data).toBe(true);
    expect(client.getQueryData(followKeys.followersCount(8))).toBe(4);
    expect(client.getQueryState(followKeys.followersCount(8))?.isInvalidated).toBe(true);
  });

  it('puts the state back when the call fails', async () => {
    mockApi({
      'GET /api/followers/checkFollow': () => jsonResponse(true),
      'DELETE /api/followers/unfollow': () => jsonResponse({ status: 500, message: 'x' }, 500),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => ({ state: useFollowState(7, 8), toggle: useToggleFollow(7, 8) }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.state.data).toBe(true));
    await act(async () => {
      await result.current.toggle.mutateAsync(true).catch(() => {});
    });
    expect(result.current.state.data).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
