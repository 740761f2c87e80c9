/** A duration in seconds as the unit that reads best: minutes under an hour, hours under two days, else days. */
export function durationParts(seconds: number): { unit: 'minutes' | 'hours' | 'days'; n: number } {
  if (seconds < 3600) return { unit: 'minutes', n: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 48 * 3600) return { unit: 'hours', n: Math.round(seconds / 360) / 10 };
  return { unit: 'days', n: Math.round(seconds / 8640) / 10 };
}
