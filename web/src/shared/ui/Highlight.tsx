import type { ReactNode } from 'react';

/** [start, end) character offsets into a text, as the search answers them (OfferHighlight). */
export type HighlightRange = readonly [number, number];

/**
 * The text cut into plain and matched pieces: ranges are clamped to the text, sorted, and any
 * that are empty or overlap an earlier one are dropped, so a bad range never loses or repeats text.
 */
export function highlightPieces(
  text: string,
  ranges: readonly HighlightRange[] | undefined,
): { text: string; match: boolean }[] {
  const sorted = [...(ranges ?? [])]
    .map(([start, end]) => [Math.max(0, Math.trunc(start)), Math.min(text.length, Math.trunc(end))] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (start < at) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/**
 * A text with its matches in <mark>. The pieces are React text nodes, never HTML: whatever the
 * text holds is shown as typed.
 */
export function Highlight({
  text,
  ranges,
  className,
}: {
  text: string;
  ranges?: readonly HighlightRange[] | undefined;
  className?: string;
}): ReactNode {
  if (!ranges || ranges.length === 0) return text;
  return highlightPieces(text, ranges).map((piece, i) =>
    piece.match ? (
      <mark key={i} className={className}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
