import { roublesToKopecks } from '@gamelot/contract/rules';
import type { LotKind } from './catalog-types.ts';
import type { Random } from './random.ts';

/**
 * The price a seller types (per item, or per unit for PER_UNIT lots), in kopecks, the way sellers write them: 1 290 ₽, 499 ₽, 2.35 ₽ per unit — not
 * 1 287.43 ₽. Unit prices keep kopecks; item prices snap to round numbers, often ending in 9.
 */
export function enteredPriceKopecks(rng: Random, range: [number, number], perUnit: boolean): number {
  // Skewed towards the cheap end of the range, as real listings are.
  const [min, max] = range;
  const roubles = min + (max - min) * Math.pow(rng.next(), 1.6);
  if (perUnit) {
    const step = roubles < 10 ? 0.01 : roubles < 100 ? 0.1 : 1;
    return Math.max(1, roublesToKopecks(Math.round(roubles / step) * step));
  }
  const step = roubles < 100 ? 1 : roubles < 1000 ? 10 : roubles < 10_000 ? 50 : 500;
  const rounded = Math.max(step, Math.round(roubles / step) * step);
  const charm = step >= 10 && rng.chance(0.4) ? 1 : 0;
  return roublesToKopecks(rounded - charm);
}

/** How many of a PER_ITEM offer a seller holds, by what is sold (SPEC: 1–50). */
export function itemStock(rng: Random, kind: LotKind): number {
  switch (kind) {
    case 'accounts':
    case 'skins':
      return rng.chance(0.7) ? 1 : rng.int(2, 4);
    case 'items':
      return rng.int(1, 20);
    default:
      return rng.int(5, 50);
  }
}

/** Stock of a PER_UNIT offer, in round numbers of units, never below the offer's minimum. */
export function unitStock(rng: Random, range: [number, number], min: number): number {
  const raw = rng.int(range[0], range[1]);
  const step = raw >= 10_000 ? 1000 : raw >= 1000 ? 100 : raw >= 100 ? 10 : 1;
  return Math.max(min, Math.round(raw / step) * step);
}
