import type { LotKind, Theme } from '../catalog-types.ts';
import type { Motif } from '../catalog-types.ts';
import { randomFor } from '../random.ts';
import { kindIcon } from './kind-icons.ts';
import { motifShape } from './motifs.ts';
import { PATTERNS, pattern, sparkles } from './patterns.ts';
import { linearGradient, mix, n, placed, svgDocument } from './svg.ts';

export const OFFER_SIZE = { width: 640, height: 360 } as const;

/**
 * An offer picture (16:9): the game's colours and emblem in the background, the lot kind's icon on a
 * badge in front. Variants move the badge and change the texture, so offers of one lot differ.
 */
export function offerArt(theme: Theme, motif: Motif, kind: LotKind, variant: number, label: string): string {
  const { width: w, height: h } = OFFER_SIZE;
  const rng = randomFor(`offer:${label}:${variant}`);
  const layout = variant % 3;
  const badgeX = [190, 320, 450][layout] as number;
  const motifX = layout === 2 ? 150 : 500;
  const accent = variant % 2 === 0 ? theme.accent : mix(theme.accent, '#ffffff', 0.25);

  // One radial gradient does both jobs, background and glow behind the badge: a separate full-size
  // glow layer would double the per-pixel work.
  const defs =
    `<radialGradient id="bg" cx="${n(badgeX / w)}" cy="0.5" r="0.8">` +
    `<stop offset="0" stop-color="${mix(theme.mid, accent, 0.45)}"/><stop offset="0.45" stop-color="${theme.mid}"/>` +
    `<stop offset="1" stop-color="${theme.base}"/></radialGradient>` +
    linearGradient('badge', [[accent], [mix(accent, theme.base, 0.35)]], 60) +
    linearGradient(
      'shine',
      [
        ['#ffffff', 0.35],
        ['#ffffff', 0],
      ],
      90,
    );

  const body = [
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    pattern(PATTERNS[(variant + label.length) % PATTERNS.length]!, rng, w, h, '#ffffff'),
    placed(motifShape(motif, accent, 0.14), motifX, h / 2 + rng.int(-30, 30), 330, rng.int(-18, 18)),
    sparkles(rng, w, h, mix(accent, '#ffffff', 0.5), 26),
    `<rect x="${badgeX - 86}" y="${h / 2 - 80}" width="172" height="172" rx="34" fill="#000000" fill-opacity="0.28"/>`,
    `<rect x="${badgeX - 90}" y="${h / 2 - 90}" width="180" height="180" rx="34" fill="url(#badge)"/>`,
    `<rect x="${badgeX - 90}" y="${h / 2 - 90}" width="180" height="90" rx="34" fill="url(#shine)"/>`,
    placed(kindIcon(kind, '#ffffff', mix(accent, theme.base, 0.2)), badgeX, h / 2, 108),
    placed(motifShape(motif, '#ffffff', 0.75), w - 40, 40, 40),
    `<rect y="${h - 6}" width="${w}" height="6" fill="${accent}"/>`,
  ];
  return svgDocument(w, h, body.join(''));
}
