import type { Random } from './random.ts';

// Dates in the demo data are offsets from "now", so a fresh seed always looks recent.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

/** A moment between `from` and `to` (whole seconds, so re-seeding at the same `now` is identical). */
export function between(rng: Random, from: Date, to: Date): Date {
  const start = from.getTime();
  const span = Math.max(0, to.getTime() - start);
  return new Date(start + Math.floor((rng.next() * span) / 1000) * 1000);
}

export function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}
