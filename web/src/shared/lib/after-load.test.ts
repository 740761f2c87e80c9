import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle moment', () => {
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => ((idle = cb), 7));
    setReadyState('loading');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where there is no requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    setReadyState('complete');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    const cancelled = vi.fn();
    const cancel = afterLoadWhenIdle(cancelled);
    cancel();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
