import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterLoadWhenIdle } from '../lib/after-load';
import { useSession } from '../session/session-context';
import { RealtimeContext, type Realtime } from './realtime-context';
import type { RealtimeConnection, RealtimeHandler, RealtimeStatus } from './types';

type Wanted = { destination: string; handler: RealtimeHandler; detach: (() => void) | null };

/**
 * The signed-in user's live link. Guests and visitors get none (the server lets a guest
 * neither send nor subscribe). The STOMP and SockJS code loads once the page has loaded and the
 * browser is idle, so neither it nor the connection's start weighs on the first screen (the bell's
 * count comes over HTTP meanwhile). Subscriptions are remembered here, so one made before the
 * connection exists is attached when it does.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { token, isGuest } = useSession();
  const [status, setStatus] = useState<RealtimeStatus>('off');
  const connection = useRef<RealtimeConnection | null>(null);
  const wanted = useRef(new Set<Wanted>());

  useEffect(() => {
    if (!token || isGuest) return;
    const subscriptions = wanted.current;
    let cancelled = false;
    let opened: RealtimeConnection | null = null;
    const cancelWait = afterLoadWhenIdle(() => {
      void import('./connection').then(({ connectRealtime }) => {
        if (cancelled) return;
        opened = connectRealtime(token, setStatus);
        connection.current = opened;
        for (const w of subscriptions) w.detach = opened.subscribe(w.destination, w.handler);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      opened?.close();
      connection.current = null;
      for (const w of subscriptions) w.detach = null;
      setStatus('off');
    };
  }, [token, isGuest]);

  const operations = useMemo<Omit<Realtime, 'status'>>(
    () => ({
      subscribe(destination, handler) {
        const entry: Wanted = { destination, handler, detach: null };
        wanted.current.add(entry);
        if (connection.current) entry.detach = connection.current.subscribe(destination, handler);
        return () => {
          wanted.current.delete(entry);
          entry.detach?.();
        };
      },
      publish: (destination, body) => connection.current?.publish(destination, body) ?? false,
    }),
    [],
  );
  const value = useMemo<Realtime>(() => ({ status, ...operations }), [status, operations]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
