import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeHandler, RealtimeStatus } from './types';

export type Realtime = {
  status: RealtimeStatus;
  subscribe(destination: string, handler: RealtimeHandler): () => void;
  publish(destination: string, body: unknown): boolean;
};

const offline: Realtime = { status: 'off', subscribe: () => () => {}, publish: () => false };

export const RealtimeContext = createContext<Realtime>(offline);

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}

/**
 * Listens on `destination` while mounted (none when null). The newest handler is always the one
 * called, so callers may pass an inline function without resubscribing on every render.
 */
export function useSubscription(destination: string | null, handler: RealtimeHandler): void {
  const { subscribe } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!destination) return;
    return subscribe(destination, (body, headers) => latest.current(body, headers));
  }, [destination, subscribe]);
}
