import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client/dist/sockjs.min.js';
import { CHAT_RECONNECT_DELAY_MS, REALTIME_HEARTBEAT_MS } from '@gamelot/contract/rules';
import { REALTIME_ENDPOINT } from '@gamelot/contract/realtime';
import type { RealtimeConnection, RealtimeHandler, RealtimeStatus } from './types';

type Listener = { destination: string; handler: RealtimeHandler; subscription: StompSubscription | null };

/**
 * CONNECT's headers: the token, and the interface language (<html lang>, set by shared/i18n), in
 * which the server writes its ERROR frames (docs/decisions/0064-texts-as-codes.md).
 */
export function connectHeaders(token: string): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return { Authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) };
}

/**
 * One STOMP-over-SockJS connection for the signed-in user (docs/product.md#api "Real-time"). Listeners
 * outlive the socket: after a drop the client reconnects in CHAT_RECONNECT_DELAY_MS and every
 * listener is subscribed again, so a page never has to notice the reconnect.
 */
export function connectRealtime(
  token: string,
  onStatus: (status: RealtimeStatus) => void,
): RealtimeConnection {
  const listeners = new Set<Listener>();
  let connected = false;

  const client = new Client({
    webSocketFactory: () =>
      new SockJS(REALTIME_ENDPOINT, undefined, { transports: ['websocket', 'xhr-streaming', 'xhr-polling'] }),
    connectHeaders: connectHeaders(token),
    // Read again at every (re)connect: the reader may have switched the language since.
    beforeConnect: (self) => {
      self.connectHeaders = connectHeaders(token);
    },
    reconnectDelay: CHAT_RECONNECT_DELAY_MS,
    heartbeatIncoming: REALTIME_HEARTBEAT_MS,
    heartbeatOutgoing: REALTIME_HEARTBEAT_MS,
  });

  const attach = (listener: Listener) => {
    listener.subscription = client.subscribe(listener.destination, (frame: IMessage) => {
      let body: unknown;
      try {
        body = JSON.parse(frame.body);
      } catch {
        // docs/product.md#errors: an unparseable pushed message is logged only.
        console.warn('Unparseable real-time message on', listener.destination);
        return;
      }
      listener.handler(body, frame.headers);
    });
  };

  client.onConnect = () => {
    connected = true;
    for (const listener of listeners) attach(listener);
    onStatus('connected');
  };
  const dropped = () => {
    if (!connected) return;
    connected = false;
    for (const listener of listeners) listener.subscription = null;
    onStatus('disconnected');
  };
  client.onWebSocketClose = dropped;
  client.onStompError = (frame) => console.warn('Real-time error:', frame.headers.message ?? frame.body);
  onStatus('connecting');
  client.activate();

  return {
    subscribe(destination, handler) {
      const listener: Listener = { destination, handler, subscription: null };
      listeners.add(listener);
      if (connected) attach(listener);
      return () => {
        listeners.delete(listener);
        if (connected && listener.subscription) listener.subscription.unsubscribe();
      };
    },
    publish(destination, body) {
      if (!connected) return false;
      client.publish({
        destination,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return true;
    },
    close() {
      listeners.clear();
      connected = false;
      void client.deactivate();
    },
  };
}
