import styles from './Stars.module.css';

const POSITIONS = [0, 1, 2, 3, 4];

/**
 * Five star positions with `count` filled, clamped 0–5 (docs/product.md#validation "Stars"). One image for
 * assistive tech, named by `label`.
 */
export function Stars({ count, label, size = 16 }: { count: number; label: string; size?: number }) {
  const filled = Math.max(0, Math.min(5, Math.floor(count)));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {POSITIONS.map((i) => (
        <svg
          key={i}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={i < filled ? styles.on : styles.off}
        >
          <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z" />
        </svg>
      ))}
    </span>
  );
}
