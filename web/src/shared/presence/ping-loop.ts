import { PRESENCE_PING_INTERVAL_MS } from '@gamelot/contract/rules';
import { isApiError } from '../api-client/api-error';

/** docs/product.md#limits: on window focus, ping again only if the last ping is older than this. */
export const PRESENCE_FOCUS_MIN_GAP_MS = 5000;
/** docs/product.md#states, #limits: a failed ping is retried after 10 s, then 20 s, then 40 s, and no more. */
export const PRESENCE_RETRY_BASE_MS = 10_000;
export const PRESENCE_MAX_RETRIES = 3;

export type PingLoopOptions = {
  ping: () => Promise<unknown>;
  intervalMs?: number;
  focusMinGapMs?: number;
  retryBaseMs?: number;
  maxRetries?: number;
  /** Where focus events come from; window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
};

/**
 * The presence loop of docs/product.md#states: ping at once, then every 120 s, and on window focus when the last
 * ping is more than 5 s old. A failure is retried after 10 s, doubling, at most 3 times; then the
 * loop waits for its next regular tick. A 401 stops it for good (the api-client has already signed
 * the user out). Returns the function that stops the loop.
 */
export function startPingLoop({
  ping,
  intervalMs = PRESENCE_PING_INTERVAL_MS,
  focusMinGapMs = PRESENCE_FOCUS_MIN_GAP_MS,
  retryBaseMs = PRESENCE_RETRY_BASE_MS,
  maxRetries = PRESENCE_MAX_RETRIES,
  target = window,
  now = Date.now,
}: PingLoopOptions): () => void {
  let stopped = false;
  let inFlight = false;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function attempt(retry: number): void {
    if (stopped || inFlight) return;
    inFlight = true;
    lastAttempt = now();
    ping().then(
      () => {
        inFlight = false;
      },
      (error: unknown) => {
        inFlight = false;
        if (stopped) return;
        if (isApiError(error) && error.status === 401) {
          stop();
          return;
        }
        if (retry < maxRetries) {
          retryTimer = setTimeout(() => attempt(retry + 1), retryBaseMs * 2 ** retry);
        }
      },
    );
  }

  function tick(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt(0);
  }

  function onFocus(): void {
    if (now() - lastAttempt > focusMinGapMs) tick();
  }

  const interval = setInterval(tick, intervalMs);
  target.addEventListener('focus', onFocus);
  tick();

  function stop(): void {
    stopped = true;
    clearInterval(interval);
    clearTimeout(retryTimer);
    target.removeEventListener('focus', onFocus);
  }
  return stop;
}
