import { useEffect } from 'react';
import { useSession } from '../session/session-context';
import { startPingLoop } from './ping-loop';
import { pingPresence } from './ping';

/**
 * Keeps the signed-in user online (docs/product.md#states): runs the ping loop while there is a jwt of a real
 * user; guests are never pinged. Renders nothing; mounted once in the signed-in layout.
 */
export function PresencePing() {
  const { token, isGuest } = useSession();
  const active = !!token && !isGuest;
  useEffect(() => {
    if (!active) return undefined;
    return startPingLoop({ ping: pingPresence });
  }, [active]);
  return null;
}
