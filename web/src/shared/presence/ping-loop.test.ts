import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client/api-error';
import { startPingLoop } from './ping-loop';

const failure = () => new ApiError({ kind: 'bad-response', status: 500, message: 'down' });

function setup(ping: () => Promise<unknown>) {
  const target = new EventTarget();
  const stop = startPingLoop({ ping, target: target as unknown as Window });
  return { stop, focus: () => target.dispatchEvent(new Event('focus')) };
}

/** Advances fake time and lets the pings' promises settle. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('startPingLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-07-16T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('pings at once, then every 120 s', async () => {
    const ping = vi.fn().mockResolvedValue(undefined);
    const { stop } = setup(ping);
    expect(ping).toHaveBeenCalledTimes(1);
    await advance(119_999);
    expect(ping).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(ping).toHaveBeenCalledTimes(2);
    await advance(240_000);
    expect(ping).toHaveBeenCalledTimes(4);
    stop();
    await advance(600_000);
    expect(ping).toHaveBeenCalledTimes(4);
  });

  it('pings on window focus only when the last ping is more than 5 s old', async () => {
    const ping = vi.fn().mockResolvedValue(undefined);
    const { stop, focus } = setup(ping);
    await advance(5000);
    focus();
    expect(ping).toHaveBeenCalledTimes(1);
    await advance(1);
    focus();
    expect(ping).toHaveBeenCalledTimes(2);
    await advance(3000);
    focus();
    expect(ping).toHaveBeenCalledTimes(2);
    stop();
    await advance(10_000);
    focus();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('retries a failure after 10, 20 and 40 s, then waits for the next regular tick', async () => {
    const ping = vi.fn().mockRejectedValue(failure());
    const { stop } = setup(ping);
    const at: number[] = [];
    ping.mockImplementation(() => {
      at.push(Date.now() - Date.parse('2025-07-16T10:00:00Z'));
      return Promise.reject(failure());
    });
    await advance(119_999);
    // The first call happened before the implementation was replaced: t = 0.
    expect(at).toEqual([10_000, 30_000, 70_000]);
    expect(ping).toHaveBeenCalledTimes(4);
    await advance(1);
    expect(at.at(-1)).toBe(120_000);
    await advance(10_000);
    expect(at.at(-1)).toBe(130_000);
    stop();
  });

  it('stops retrying once a ping succeeds', async () => {
    const ping = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue(undefined);
    const { stop } = setup(ping);
    await advance(10_000);
    expect(ping).toHaveBeenCalledTimes(2);
    await advance(109_999);
    expect(ping).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(ping).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops for good on a 401', async () => {
    const ping = vi.fn().mockRejectedValue(new ApiError({ kind: 'bad-request', status: 401, message: 'no' }));
    const { focus } = setup(ping);
    await advance(600_000);
    focus();
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
