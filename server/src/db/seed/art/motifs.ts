import type { Motif } from '../catalog-types.ts';
import { n } from './svg.ts';

// Each game's emblem, drawn in a 100×100 box with one fill colour (`fill` may be a gradient url).

function polygonPoints(count: number, radii: number[], startDeg = -90): string {
  const points: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = ((startDeg + (360 / count) * i) * Math.PI) / 180;
    const r = radii[i % radii.length] as number;
    points.push(`${n(50 + r * Math.cos(angle))},${n(50 + r * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** A ring sector between two radii, used for the radiation trefoil. */
function sector(fromDeg: number, toDeg: number, r1: number, r2: number): string {
  const p = (deg: number, r: number) => {
    const a = (deg * Math.PI) / 180;
    return `${n(50 + r * Math.cos(a))} ${n(50 + r * Math.sin(a))}`;
  };
  return `M${p(fromDeg, r1)} L${p(fromDeg, r2)} A${r2} ${r2} 0 0 1 ${p(toDeg, r2)} L${p(toDeg, r1)} A${r1} ${r1} 0 0 0 ${p(fromDeg, r1)} Z`;
}

type Opacity = ((base?: number) => string) & { stroke: (base?: number) => string };

function opacityAttrs(opacity: number): Opacity {
  const value = (base = 1) => Math.round(base * opacity * 1000) / 1000;
  const fill = (base = 1) => (value(base) === 1 ? '' : ` fill-opacity="${value(base)}"`);
  return Object.assign(fill, {
    stroke: (base = 1) => (value(base) === 1 ? '' : ` stroke-opacity="${value(base)}"`),
  });
}

const DRAW: Record<Motif, (f: string, o: Opacity) => string> = {
  crosshair: (f, o) =>
    `<circle cx="50" cy="50" r="32" fill="none" stroke="${f}"${o.stroke()} stroke-width="7"/><circle cx="50" cy="50" r="6" fill="${f}"${o()}/>` +
    `<path d="M50 2V30M50 70V98M2 50H30M70 50H98" stroke="${f}"${o.stroke()} stroke-width="7" stroke-linecap="round"/>`,
  flame: (f, o) =>
    `<path fill="${f}"${o()} d="M50 2C64 22 82 34 82 60C82 82 66 98 50 98C34 98 18 82 18 62C18 46 28 36 36 24C38 40 44 46 50 50C48 32 42 18 50 2Z"/>`,
  shield: (f, o) =>
    `<path fill="${f}"${o()} fill-rule="evenodd" d="M50 2L90 16V46C90 72 72 90 50 98C28 90 10 72 10 46V16ZM50 16L24 26V46C24 64 36 78 50 84Z"/>`,
  star: (f, o) => `<polygon fill="${f}"${o()} points="50,0 61,39 100,50 61,61 50,100 39,61 0,50 39,39"/>`,
  blade: (f, o) => `<path fill="${f}"${o()} d="M6 10H26L68 88H48ZM74 10H94L80 46H60Z"/>`,
  bolt: (f, o) => `<polygon fill="${f}"${o()} points="60,0 16,56 46,56 36,100 84,38 54,38"/>`,
  cube: (f, o) =>
    `<polygon fill="${f}"${o()} points="50,4 92,27 50,50 8,27"/><polygon fill="${f}"${o(0.75)} points="8,27 50,50 50,98 8,75"/>` +
    `<polygon fill="${f}"${o(0.5)} points="92,27 50,50 50,98 92,75"/>`,
  hexagon: (f, o) =>
    `<path fill="${f}"${o()} fill-rule="evenodd" d="M${polygonPoints(6, [48], -90).replaceAll(' ', 'L')}Z M40 40H60V60H40Z"/>`,
  planet: (f, o) =>
    `<circle cx="50" cy="50" r="26" fill="${f}"${o()}/><ellipse cx="50" cy="50" rx="48" ry="13" fill="none" stroke="${f}"${o.stroke()} stroke-width="5" transform="rotate(-22 50 50)"/>`,
  crown: (f, o) => `<path fill="${f}"${o()} d="M8 76L14 26L32 50L50 14L68 50L86 26L92 76ZM8 82H92V94H8Z"/>`,
  orb: (f, o) =>
    `<circle cx="50" cy="50" r="46" fill="none" stroke="${f}"${o.stroke()} stroke-width="4"/><circle cx="50" cy="50" r="34" fill="${f}"${o()}/>` +
    `<circle cx="38" cy="38" r="10" fill="#ffffff"${o(0.35)}/>`,
  gear: (f, o) =>
    `<path fill="${f}"${o()} fill-rule="evenodd" d="M${polygonPoints(24, [48, 48, 36, 36], -97.5).replaceAll(' ', 'L')}Z M50 36A14 14 0 1 0 50.01 36Z"/>`,
  sword: (f, o) =>
    `<polygon fill="${f}"${o()} points="50,0 57,12 57,64 43,64 43,12"/><rect fill="${f}"${o()} x="26" y="64" width="48" height="8" rx="3"/>` +
    `<rect fill="${f}"${o()} x="45" y="72" width="10" height="18"/><circle fill="${f}"${o()} cx="50" cy="93" r="6"/>`,
  triangle: (f, o) => `<path fill="${f}"${o()} fill-rule="evenodd" d="M50 4L96 92H4ZM50 42L30 80H70Z"/>`,
  compass: (f, o) =>
    `<circle cx="50" cy="50" r="45" fill="none" stroke="${f}"${o.stroke()} stroke-width="5"/>` +
    `<polygon fill="${f}"${o()} points="50,8 58,42 92,50 58,58 50,92 42,58 8,50 42,42"/>`,
  radiation: (f, o) =>
    `<circle cx="50" cy="50" r="9" fill="${f}"${o()}/><path fill="${f}"${o()} d="${sector(-120, -60, 15, 46)} ${sector(0, 60, 15, 46)} ${sector(120, 180, 15, 46)}"/>`,
  axe: (f, o) =>
    `<rect fill="${f}"${o()} x="45" y="4" width="10" height="94" rx="3"/>` +
    `<path fill="${f}"${o()} d="M55 14L70 20C78 8 94 14 96 30C98 48 90 64 74 62C68 52 62 48 55 46Z"/>` +
    `<path fill="${f}"${o(0.7)} d="M45 16L34 20C28 12 16 16 14 28C12 40 20 50 32 48C36 42 40 40 45 38Z"/>`,
  moon: (f, o) =>
    `<path fill="${f}"${o()} d="M62 4A46 46 0 1 0 96 72A38 38 0 1 1 62 4Z"/><circle cx="78" cy="22" r="5" fill="${f}"${o()}/>`,
  skull: (f, o) =>
    `<path fill="${f}"${o()} fill-rule="evenodd" d="M14 44A36 36 0 1 1 86 44C86 56 80 62 72 66V88H28V66C20 62 14 56 14 44ZM26 44A10 10 0 1 0 46 44A10 10 0 1 0 26 44ZM54 44A10 10 0 1 0 74 44A10 10 0 1 0 54 44ZM44 60L50 50L56 60Z"/>`,
  diamond: (f, o) =>
    `<path fill="${f}"${o()} d="M22 10H78L98 36L50 96L2 36Z"/>` +
    `<path d="M2 36H98M22 10L36 36L50 96L64 36L78 10M36 36L50 10L64 36" fill="none" stroke="#ffffff"${o.stroke(0.35)} stroke-width="2"/>`,
};

/**
 * The emblem in `fill`, faded to `opacity`. The fade is applied per shape (fill-opacity) rather
 * than as group opacity, which makes librsvg composite an offscreen layer and costs ~20% per picture.
 */
export function motifShape(motif: Motif, fill: string, opacity = 1): string {
  return DRAW[motif](fill, opacityAttrs(opacity));
}
