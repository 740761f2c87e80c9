import styles from './Stars.module.css';

type StarsProps = {
  /** Whole stars to fill, 0–5 (callers convert ratings with ratingToStars). */
  value: number;
  /** The accessible text, e.g. "Рейтинг: 4 из 5". */
  label: string;
  size?: number;
};

const POSITIONS = [1, 2, 3, 4, 5];

/** Five star positions, `value` of them filled; read as one image named by `label`. */
export function Stars({ value, label, size = 14 }: StarsProps) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {POSITIONS.map((position) => (
        <svg
          key={position}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={position <= filled ? styles.on : styles.off}
        >
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8Z" />
        </svg>
      ))}
    </span>
  );
}
