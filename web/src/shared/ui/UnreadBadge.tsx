import { NOTIFICATION_BADGE_CAP } from '@gamelot/contract/rules';
import styles from './UnreadBadge.module.css';

/** docs/product.md#screens/#limits: the count, or "9+" above 9; nothing at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-count={count}>
      {text}
    </span>
  );
}
