import { randomFor } from '../random.ts';
import { PATTERNS, pattern, sparkles } from './patterns.ts';
import { glow, linearGradient, mix, n, svgDocument } from './svg.ts';

export const BACKGROUND_SIZE = { width: 1600, height: 400 } as const;
export const BACKGROUND_COUNT = 10;

const PRESETS: Array<[base: string, mid: string, accent: string]> = [
  ['#0b1026', '#2b2d7c', '#7c83ff'],
  ['#05161a', '#0f4c5c', '#5eead4'],
  ['#1a0b1e', '#6b1d5c', '#f472b6'],
  ['#140d05', '#7c3f00', '#fbbf24'],
  ['#071a0e', '#166534', '#86efac'],
  ['#0f0f14', '#3f3f46', '#f43f5e'],
  ['#020617', '#1e3a8a', '#38bdf8'],
  ['#1c0a00', '#9a3412', '#fb923c'],
  ['#10061f', '#4c1d95', '#c4b5fd'],
  ['#0a0f0d', '#134e4a', '#facc15'],
];

/** Layered ridge lines, like distant mountains, in the preset's tones. */
function ridges(seed: number, w: number, h: number, base: string, mid: string): string {
  const rng = randomFor(`ridges:${seed}`);
  const layers: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    const top = h * (0.45 + layer * 0.15);
    const points: string[] = [`0,${h}`];
    for (let x = 0; x <= w; x += 80) points.push(`${x},${n(top + rng.float(-60, 40))}`);
    points.push(`${w},${h}`);
    layers.push(
      `<polygon points="${points.join(' ')}" fill="${mix(mid, base, 0.35 + layer * 0.25)}" fill-opacity="0.85"/>`,
    );
  }
  return layers.join('');
}

/** Profile background preset `index` (1–10): wide, calm, distinct from one another. */
export function backgroundArt(index: number): string {
  const { width: w, height: h } = BACKGROUND_SIZE;
  const [base, mid, accent] = PRESETS[(index - 1) % PRESETS.length]!;
  const rng = randomFor(`background:${index}`);
  const body = [
    `<defs>${linearGradient('bg', [[base], [mid], [base]], 160)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    glow('glowA', accent, 0.5, rng.float(0.15, 0.4) * w, 0.3 * h, 0.4 * w, 0.4 * h),
    glow('glowB', mix(accent, '#ffffff', 0.3), 0.3, rng.float(0.6, 0.9) * w, 0.7 * h, 0.35 * w, 0.35 * h),
    pattern(PATTERNS[index % PATTERNS.length]!, rng, w, h, accent),
    sparkles(rng, w, h * 0.6, mix(accent, '#ffffff', 0.6), 70),
    index % 2 === 0 ? ridges(index, w, h, base, mid) : '',
  ];
  return svgDocument(w, h, body.join(''));
}
