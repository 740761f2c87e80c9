import type { Random } from '../random.ts';
import { n } from './svg.ts';

// Background textures shared by covers, offer pictures and profile backgrounds: flat shapes and
// repeating tiles (no filters, no blur) so librsvg renders them in milliseconds.

export type PatternName = 'stripes' | 'dots' | 'rings' | 'shards' | 'grid';
export const PATTERNS: PatternName[] = ['stripes', 'dots', 'rings', 'shards', 'grid'];

/** A repeating tile as an SVG <pattern>: one small tile rasterised and repeated, cheap to render. */
function tiled(id: string, size: number, tile: string, w: number, h: number): string {
  return (
    `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

export function pattern(name: PatternName, rng: Random, w: number, h: number, color: string): string {
  switch (name) {
    case 'stripes': {
      const step = rng.int(18, 34);
      const tile = `<path d="M0 ${step}L${step} 0M${-step / 2} ${step / 2}L${step / 2} ${-step / 2}M${step / 2} ${step * 1.5}L${step * 1.5} ${step / 2}" stroke="${color}" stroke-opacity="0.07" stroke-width="${rng.int(3, 8)}"/>`;
      return tiled('stripes', step, tile, w, h);
    }
    case 'dots': {
      const step = rng.int(22, 34);
      return tiled(
        'dots',
        step,
        `<circle cx="${step / 2}" cy="${step / 2}" r="2" fill="${color}" fill-opacity="0.12"/>`,
        w,
        h,
      );
    }
    case 'rings': {
      const cx = rng.float(0.55, 0.9) * w;
      const cy = rng.float(0.2, 0.8) * h;
      const rings: string[] = [];
      for (let r = 40; r < w; r += rng.int(34, 56))
        rings.push(
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="none" stroke="${color}" stroke-opacity="0.08" stroke-width="2"/>`,
        );
      return rings.join('');
    }
    case 'shards': {
      const shards: string[] = [];
      for (let i = 0; i < 14; i++) {
        const x = rng.float(0, w);
        const y = rng.float(0, h);
        const s = rng.float(20, 90);
        shards.push(
          `<polygon points="${n(x)},${n(y - s)} ${n(x + s * 0.8)},${n(y + s * 0.5)} ${n(x - s * 0.8)},${n(y + s * 0.5)}" ` +
            `fill="${color}" fill-opacity="${rng.int(3, 9) / 100}" transform="rotate(${rng.int(0, 359)} ${n(x)} ${n(y)})"/>`,
        );
      }
      return shards.join('');
    }
    case 'grid': {
      const step = rng.int(36, 56);
      const tile = `<path d="M0 0V${step}M0 0H${step}" stroke="${color}" stroke-opacity="0.06" stroke-width="3"/>`;
      return tiled('grid', step, tile, w, h);
    }
  }
}

/** Sparkles: small bright dots, the "loot" feel; two paths (small, large) rather than one shape each. */
export function sparkles(rng: Random, w: number, h: number, color: string, count: number): string {
  const small: string[] = [];
  const large: string[] = [];
  for (let i = 0; i < count; i++)
    (rng.chance(0.7) ? small : large).push(`M${n(rng.float(0, w))} ${n(rng.float(0, h))}h0.01`);
  const dots = (d: string[], size: number, opacity: number) =>
    d.length
      ? `<path d="${d.join('')}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${size}" stroke-linecap="round"/>`
      : '';
  return dots(small, 3, 0.35) + dots(large, 6, 0.55);
}
