export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'disconnected';

export type RealtimeHandler = (body: unknown, headers: Record<string, string>) => void;

export type RealtimeConnection = {
  /** Listens on a destination, across reconnects, until the returned function is called. */
  subscribe(destination: string, handler: RealtimeHandler): () => void;
  /** Sends a JSON body; false when the connection is not up (nothing is queued). */
  publish(destination: string, body: unknown): boolean;
  close(): void;
};
