import type { LotKind } from '../catalog-types.ts';

// What an offer sells, as a pictogram in a 100×100 box: the same icon across games, so a buyer
// recognises "accounts" or "boosting" at a glance while the colours say which game it is.

const DRAW: Record<LotKind, (fill: string, detail: string) => string> = {
  accounts: (f) =>
    `<circle cx="50" cy="32" r="18" fill="${f}"/><path fill="${f}" d="M14 92C14 66 30 56 50 56C70 56 86 66 86 92Z"/>`,
  currency: (f, d) =>
    [70, 54, 38]
      .map(
        (y) =>
          `<rect x="18" y="${y}" width="64" height="14" fill="${f}"/><ellipse cx="50" cy="${y + 14}" rx="32" ry="9" fill="${f}"/>` +
          `<ellipse cx="50" cy="${y}" rx="32" ry="9" fill="${f}" stroke="${d}" stroke-width="2"/>`,
      )
      .join('') + `<ellipse cx="50" cy="38" rx="14" ry="4" fill="${d}" fill-opacity="0.5"/>`,
  items: (f, d) =>
    `<path fill="${f}" d="M12 46H88V88H12Z"/><path fill="${f}" d="M12 42C12 24 28 16 50 16C72 16 88 24 88 42Z"/>` +
    `<rect x="12" y="42" width="76" height="6" fill="${d}"/><rect x="42" y="40" width="16" height="20" rx="3" fill="${d}"/>`,
  skins: (f) =>
    `<path fill="${f}" d="M32 12L10 28L22 46L32 40V90H68V40L78 46L90 28L68 12C64 22 58 26 50 26C42 26 36 22 32 12Z"/>`,
  boost: (f) =>
    `<path fill="${f}" d="M50 8L88 46L74 60L50 36L26 60L12 46Z"/><path fill="${f}" fill-opacity="0.7" d="M50 42L88 80L74 94L50 70L26 94L12 80Z"/>`,
  raids: (f, d) =>
    `<path fill="${f}" d="M14 94V32H28V20H40V32H60V20H72V32H86V94H60V72A10 10 0 0 0 40 72V94Z"/>` +
    `<rect x="24" y="46" width="10" height="14" fill="${d}"/><rect x="66" y="46" width="10" height="14" fill="${d}"/>`,
  keys: (f) =>
    `<path fill="${f}" fill-rule="evenodd" d="M12 50A20 20 0 1 0 52 50A20 20 0 1 0 12 50ZM24 50A8 8 0 1 0 40 50A8 8 0 1 0 24 50Z"/>` +
    `<rect fill="${f}" x="48" y="44" width="44" height="12"/><rect fill="${f}" x="74" y="56" width="8" height="14"/><rect fill="${f}" x="86" y="56" width="6" height="10"/>`,
  topup: (f, d) =>
    `<rect x="8" y="22" width="84" height="60" rx="10" fill="${f}"/><rect x="8" y="34" width="84" height="10" fill="${d}"/>` +
    `<circle cx="70" cy="64" r="14" fill="${d}"/><path d="M70 56V72M62 64H78" stroke="${f}" stroke-width="4" stroke-linecap="round"/>`,
  giftcards: (f, d) =>
    `<rect x="14" y="42" width="72" height="50" fill="${f}"/><rect x="8" y="28" width="84" height="16" rx="3" fill="${f}"/>` +
    `<rect x="45" y="28" width="10" height="64" fill="${d}"/>` +
    `<path fill="${f}" d="M50 28C40 8 20 10 24 22C26 28 40 28 50 28ZM50 28C60 8 80 10 76 22C74 28 60 28 50 28Z"/>`,
  coaching: (f) =>
    `<polygon fill="${f}" points="50,14 96,36 50,58 4,36"/><path fill="${f}" d="M24 48V70C24 80 76 80 76 70V48L50 60Z"/>` +
    `<path d="M90 38V66" stroke="${f}" stroke-width="4"/><circle cx="90" cy="68" r="5" fill="${f}"/>`,
  leveling: (f) =>
    `<rect x="10" y="62" width="20" height="30" rx="3" fill="${f}"/><rect x="40" y="44" width="20" height="48" rx="3" fill="${f}"/>` +
    `<rect x="70" y="24" width="20" height="68" rx="3" fill="${f}"/><path d="M10 40L40 18L54 28L82 6" fill="none" stroke="${f}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  service: (f) =>
    `<g transform="rotate(-40 50 50)"><rect x="44" y="32" width="12" height="64" rx="4" fill="${f}"/><rect x="24" y="10" width="52" height="24" rx="5" fill="${f}"/></g>`,
};

/** The icon in `fill`, with cut-outs and accents in `detail` (the badge colour underneath). */
export function kindIcon(kind: LotKind, fill: string, detail: string): string {
  return DRAW[kind](fill, detail);
}
