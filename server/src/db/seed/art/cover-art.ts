import type { Motif, Theme } from '../catalog-types.ts';
import { randomFor } from '../random.ts';
import { motifShape } from './motifs.ts';
import { pattern, sparkles } from './patterns.ts';
import { glow, linearGradient, mix, placed, svgDocument } from './svg.ts';

export const COVER_SIZE = { width: 640, height: 360 } as const;

/** A game's cover: its emblem large and lit, on its own colours. */
export function coverArt(theme: Theme, motif: Motif, label: string): string {
  const { width: w, height: h } = COVER_SIZE;
  const rng = randomFor(`cover:${label}`);
  const defs =
    linearGradient('bg', [[theme.base], [theme.mid]], 110) +
    linearGradient(
      'emblem',
      [[mix(theme.accent, '#ffffff', 0.45)], [theme.accent], [mix(theme.accent, theme.mid, 0.4)]],
      90,
    );
  const body = [
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    pattern('rings', rng, w, h, theme.accent),
    glow('glow', theme.accent, 0.55, w / 2, h / 2, w * 0.45, h * 0.45),
    sparkles(rng, w, h, mix(theme.accent, '#ffffff', 0.6), 40),
    placed(motifShape(motif, '#000000', 0.3), w / 2 + 6, h / 2 + 8, 210),
    placed(motifShape(motif, 'url(#emblem)'), w / 2, h / 2, 210),
    `<rect y="${h - 8}" width="${w}" height="8" fill="${theme.accent}"/>`,
  ];
  return svgDocument(w, h, body.join(''));
}
