import { useId } from 'react';

/** The Gamelot mark: a crown over a gradient tile. Decorative; the brand name is written beside it. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="0.55" stopColor="#5b8cff" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id})`} />
      <path
        d="M10 27.5 8.5 14l7 5.5L20 11l4.5 8.5 7-5.5L30 27.5H10Z"
        fill="#fff"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <rect x="10" y="29.5" width="20" height="2.6" rx="1.3" fill="#fff" opacity="0.85" />
    </svg>
  );
}
