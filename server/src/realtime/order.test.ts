import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamOrderer } from './order.ts';

describe('StreamOrderer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const make = () => {
    const out: number[] = [];
    const orderer = new StreamOrderer<number>((e) => void out.push(e), { waitMs: 1000, maxStreams: 2 });
    return { out, orderer };
  };

  it('delivers in order as events arrive in order', () => {
    const { out, orderer } = make();
    orderer.push('c', 1, null, 1);
    orderer.push('c', 2, 1, 2);
    orderer.push('c', 5, 2, 5);
    expect(out).toEqual([1, 2, 5]);
  });

  it('holds an event back until the one before it arrives', () => {
    const { out, orderer } = make();
    orderer.push('c', 10, 9, 10);
    orderer.push('c', 12, 11, 12);
    orderer.push('c', 13, 12, 13);
    expect(out).toEqual([10]);
    orderer.push('c', 11, 10, 11);
    expect(out).toEqual([10, 11, 12, 13]);
  });

  it('holds back every event of one message (one per reader language) and loses none', () => {
    const { out, orderer } = make();
    orderer.push('c', 10, 9, 10);
    orderer.push('c', 12, 11, 120);
    orderer.push('c', 12, 11, 121);
    orderer.push('c', 11, 10, 11);
    expect(out).toEqual([10, 11, 120, 121]);
  });

  it('gives up waiting after waitMs and delivers what it holds in id order', () => {
    const { out, orderer } = make();
    orderer.push('c', 1, null, 1);
    orderer.push('c', 4, 3, 4);
    orderer.push('c', 3, 2, 3);
    expect(out).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(out).toEqual([1, 3, 4]);
    orderer.push('c', 2, 1, 2); // late beats never
    expect(out).toEqual([1, 3, 4, 2]);
  });

  it('keeps streams apart and evicts the least recent', () => {
    const { out, orderer } = make();
    orderer.push('a', 1, null, 1);
    orderer.push('b', 2, null, 2);
    orderer.push('a', 5, 4, 5); // held
    orderer.push('c', 3, null, 3); // evicts b (a was used more recently)
    orderer.push('b', 9, 8, 9); // b is new again: delivered at once, evicts a → flushes 5
    expect(out).toEqual([1, 2, 3, 5, 9]);
  });
});
