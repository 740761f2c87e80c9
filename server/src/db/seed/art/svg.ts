// Tiny helpers for building SVG by hand. Pictures carry no text: fonts may be missing on a server,
// and the look must not depend on them.

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Rounds coordinates so the SVG text (and so the content hash) is stable and short. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] as number) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function linearGradient(id: string, stops: Array<[string, number?]>, angleDeg = 135): string {
  const rad = (angleDeg * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const s = stops
    .map(([color, opacity], i) => {
      const offset = stops.length === 1 ? 0 : i / (stops.length - 1);
      return `<stop offset="${n(offset)}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`;
    })
    .join('');
  return `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}">${s}</linearGradient>`;
}

/**
 * A soft glow: the colour fading to transparent from (cx, cy), painted only inside its own ellipse
 * (a full-canvas layer would cost the rasteriser every pixel of the picture).
 */
export function glow(
  id: string,
  color: string,
  opacity: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): string {
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`
  );
}

/** Places a drawing made in a 100×100 box centred on (cx, cy) at the given size and rotation. */
export function placed(
  inner: string,
  cx: number,
  cy: number,
  size: number,
  rotateDeg = 0,
  opacity = 1,
): string {
  const scale = Math.round((size / 100) * 1000) / 1000;
  const fade = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<g${fade} transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotateDeg)}) scale(${scale}) translate(-50 -50)">${inner}</g>`;
}
