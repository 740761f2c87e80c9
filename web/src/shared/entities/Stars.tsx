import { ratingToStars } from '@gamelot/contract/rules';
import styles from './Stars.module.css';

type StarsProps = {
  /** A 1–10 rating (a review's, or a seller's average); shown as the contract's `ratingToStars`. */
  rating: number;
  /** The accessible text for the number of stars shown, e.g. (n) => "Рейтинг: 4 из 5". */
  label: (stars: number) => string;
  size?: number;
};

const POSITIONS = [1, 2, 3, 4, 5];

/**
 * The one star row of the app: a 1–10 rating as floor(rating / 2) filled stars of five, clamped
 * (contract `ratingToStars`, pinned by contract/src/rules.test.ts; ADR 0045), read as one image named by `label`.
 */
export function Stars({ rating, label, size = 14 }: StarsProps) {
  const filled = ratingToStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label(filled)}>
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
