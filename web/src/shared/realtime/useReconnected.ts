import { useEffect, useRef } from 'react';
import { useRealtime } from './realtime-context';

/**
 * Calls `onReconnect` when the live link comes back after a drop: pushes sent while it was
 * down are gone, so whatever they would have updated is read again.
 */
export function useReconnected(onReconnect: () => void): void {
  const { status } = useRealtime();
  const wasLost = useRef(false);
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    if (status === 'disconnected') wasLost.current = true;
    if (status === 'connected' && wasLost.current) {
      wasLost.current = false;
      latest.current();
    }
  }, [status]);
}
