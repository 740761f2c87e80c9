import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHECK_FOLLOW_MANY_MAX } from '@gamelot/contract/rules';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * Every query about following lives under one root, so a follow or unfollow marks all of them
 * stale at once (ADR 0045). The follow state of a pair has one key, whichever call fetched it.
 */
export const followKeys = {
  all: ['follows'] as const,
  /** Whether `followerId` follows `followedId`: a boolean. */
  state: (followerId: number, followedId: number) => ['follows', 'state', followerId, followedId] as const,
  /** How many users follow `userId`. */
  followersCount: (userId: number) => ['follows', 'count', 'followers', userId] as const,
  /** How many users `userId` follows. */
  followingCount: (userId: number) => ['follows', 'count', 'following', userId] as const,
  /** A page of the users following `userId` ('followers') or followed by them ('following'). */
  users: (direction: 'followers' | 'following', userId: number, page: number, size: number) =>
    ['follows', 'users', direction, userId, page, size] as const,
};

/** GET /api/followers/checkFollow?followerId&followedId: whether the first follows the second. */
export async function checkFollow(followerId: number, followedId: number, signal?: AbortSignal) {
  const answer = await apiClient.get<boolean>('/api/followers/checkFollow', {
    query: { followerId, followedId },
    signal,
  });
  return answer === true;
}

/**
 * GET /api/followers/checkFollowMany?followerId&followedIds=a,b,c (ADR 0028): which of the given
 * users the follower follows, in one call for a whole list.
 */
export function checkFollowMany(followerId: number, followedIds: readonly number[]): Promise<number[]> {
  return apiClient.get<number[]>('/api/followers/checkFollowMany', {
    query: { followerId, followedIds: followedIds.join(',') },
  });
}

type Waiting = { followedId: number; resolve: (following: boolean) => void; reject: (e: unknown) => void };
const batches = new Map<number, Waiting[]>();

/** Asks the server for every pair asked in this task together, at most CHECK_FOLLOW_MANY_MAX a call. */
function flush(followerId: number): void {
  const waiting = batches.get(followerId) ?? [];
  batches.delete(followerId);
  for (let start = 0; start < waiting.length; start += CHECK_FOLLOW_MANY_MAX) {
    const part = waiting.slice(start, start + CHECK_FOLLOW_MANY_MAX);
    const ids = [...new Set(part.map((w) => w.followedId))];
    checkFollowMany(followerId, ids).then(
      (followed) => {
        const set = new Set(followed);
        for (const w of part) w.resolve(set.has(w.followedId));
      },
      (error: unknown) => {
        for (const w of part) w.reject(error);
      },
    );
  }
}

/** One pair's state through the batch: the states a list's rows ask for in one render go as one call. */
function checkFollowBatched(followerId: number, followedId: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let waiting = batches.get(followerId);
    if (!waiting) {
      batches.set(followerId, (waiting = []));
      void Promise.resolve().then(() => flush(followerId));
    }
    waiting.push({ followedId, resolve, reject });
  });
}

/**
 * The follow state of one pair. `batch`: a row of a list, whose states are asked together with
 * checkFollowMany; otherwise one checkFollow. Both fill the same key.
 */
export function followStateQueryOptions(followerId: number, followedId: number, batch = false) {
  return queryOptions({
    queryKey: followKeys.state(followerId, followedId),
    queryFn: ({ signal }) =>
      batch ? checkFollowBatched(followerId, followedId) : checkFollow(followerId, followedId, signal),
  });
}

/**
 * Whether the viewer follows `followedId`; nothing is asked for a visitor who cannot follow
 * (viewerId null) or for oneself.
 */
export function useFollowState(viewerId: number | null, followedId: number, batch = false) {
  return useQuery({
    ...followStateQueryOptions(viewerId ?? 0, followedId, batch),
    enabled: viewerId !== null && viewerId !== followedId,
  });
}
