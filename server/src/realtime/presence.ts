import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * "Is this user subscribed to this destination on any process?" — used to skip the chat
 * notification when the recipient has the chat open (docs/product.md#chat). Only destinations the broker
 * marks as tracked (/topic/chat/{id}) are recorded.
 */
export interface Presence {
  /** Resolves once other processes can see the entry (never rejects). */
  add(destination: string, userId: number, member: string): Promise<void>;
  remove(destination: string, userId: number, member: string): void;
  has(destination: string, userId: number): Promise<boolean>;
  close(): Promise<void>;
}

const keyOf = (destination: string, userId: number) => `${userId}|${destination}`;

/** One process: the local subscriptions are all there is. */
export function createLocalPresence(): Presence {
  const members = new Map<string, Set<string>>();
  return {
    async add(destination, userId, member) {
      const key = keyOf(destination, userId);
      let set = members.get(key);
      if (!set) members.set(key, (set = new Set()));
      set.add(member);
    },
    remove(destination, userId, member) {
      const key = keyOf(destination, userId);
      const set = members.get(key);
      set?.delete(member);
      if (set?.size === 0) members.delete(key);
    },
    async has(destination, userId) {
      return (members.get(keyOf(destination, userId))?.size ?? 0) > 0;
    },
    async close() {
      members.clear();
    },
  };
}

/** Each entry lives this long unless refreshed; a crashed process's entries fade out with it. */
const ENTRY_TTL_MS = 90_000;
const REFRESH_MS = 30_000;

/**
 * Many processes: one sorted set per (user, destination) in Redis, members scored by their
 * expiry time. Each process refreshes its own live members every 30 s and removes them on
 * unsubscribe, disconnect and shutdown. A Redis failure reads as "not viewing": a spare
 * notification is better than a missed one.
 */
export function createRedisPresence(opts: {
  redis: Redis;
  namespace: string;
  log: FastifyBaseLogger;
}): Presence {
  const { redis, namespace, log } = opts;
  const local = createLocalPresence();
  const live = new Map<string, { key: string; member: string }>();
  const redisKey = (destination: string, userId: number) =>
    `${namespace}:viewing:${keyOf(destination, userId)}`;
  const warn = (err: unknown) => log.warn({ err }, 'real-time presence update failed');

  const write = async (entries: { key: string; member: string }[]): Promise<void> => {
    if (entries.length === 0) return;
    const expires = Date.now() + ENTRY_TTL_MS;
    const pipeline = redis.pipeline();
    for (const { key, member } of entries) {
      pipeline.zadd(key, expires, member);
      pipeline.pexpire(key, ENTRY_TTL_MS * 2);
    }
    await pipeline.exec().catch(warn);
  };
  const refresh = setInterval(() => void write([...live.values()]).catch(warn), REFRESH_MS);
  refresh.unref();

  return {
    async add(destination, userId, member) {
      await local.add(destination, userId, member);
      const entry = { key: redisKey(destination, userId), member };
      live.set(`${entry.key} ${member}`, entry);
      await write([entry]);
    },
    remove(destination, userId, member) {
      local.remove(destination, userId, member);
      const key = redisKey(destination, userId);
      live.delete(`${key} ${member}`);
      redis.zrem(key, member).catch(warn);
    },
    async has(destination, userId) {
      // A subscription on this process needs no round trip.
      if (await local.has(destination, userId)) return true;
      try {
        return (await redis.zcount(redisKey(destination, userId), Date.now(), '+inf')) > 0;
      } catch (err) {
        warn(err);
        return false;
      }
    },
    async close() {
      clearInterval(refresh);
      const entries = [...live.values()];
      live.clear();
      await local.close();
      if (entries.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { key, member } of entries) pipeline.zrem(key, member);
      await pipeline.exec().catch(warn);
    },
  };
}
