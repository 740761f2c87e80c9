import { randomFor } from '../random.ts';
import { glow, linearGradient, mix, svgDocument } from './svg.ts';

export const AVATAR_SIZE = 256;

const PALETTES: Array<[string, string, string]> = [
  ['#1e1b4b', '#6d28d9', '#f0abfc'],
  ['#052e16', '#15803d', '#bef264'],
  ['#0c4a6e', '#0284c7', '#a5f3fc'],
  ['#450a0a', '#b91c1c', '#fdba74'],
  ['#1c1917', '#57534e', '#fcd34d'],
  ['#083344', '#0d9488', '#99f6e4'],
  ['#3b0764', '#a21caf', '#fda4af'],
  ['#172554', '#1d4ed8', '#fde68a'],
  ['#422006', '#c2410c', '#fef08a'],
  ['#111827', '#374151', '#67e8f9'],
];

/**
 * A player's avatar: a symmetric 5×5 "identicon" on a gradient, seeded by the handle, so every
 * player gets a distinct, stable face without any downloaded photos.
 */
export function avatarArt(handle: string): string {
  const s = AVATAR_SIZE;
  const rng = randomFor(`avatar:${handle}`);
  const [base, mid, accent] = rng.pick(PALETTES);
  const cell = 36;
  const origin = (s - cell * 5) / 2;
  // Half of a 5×5 grid (15 cells, mirrored); at least 7 lit so no face looks empty.
  let lit = Array.from({ length: 15 }, () => rng.chance(0.55));
  while (lit.filter(Boolean).length < 7) lit = lit.map((on) => on || rng.chance(0.2));
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (!lit[row * 3 + col]) continue;
      const fill = rng.chance(0.25) ? mix(accent, '#ffffff', 0.5) : accent;
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        cells.push(
          `<rect x="${origin + c * cell + 2}" y="${origin + row * cell + 2}" width="${cell - 4}" height="${cell - 4}" rx="8" fill="${fill}"/>`,
        );
      }
    }
  }
  const defs = linearGradient('bg', [[base], [mid]], rng.int(30, 150));
  const light = glow('glow', accent, 0.35, s * 0.3, s * 0.25, s * 0.7, s * 0.7);
  return svgDocument(
    s,
    s,
    `<defs>${defs}</defs><rect width="${s}" height="${s}" fill="url(#bg)"/>${light}${cells.join('')}`,
  );
}
