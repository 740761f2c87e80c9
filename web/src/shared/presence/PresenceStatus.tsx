import { useTranslation } from '@/shared/i18n/use-translation';
import { currentLanguage } from '../i18n/i18n';
import { formatLastSeen } from './last-seen';
import { ONLINE_STATUS_PAGE_POLL_MS, useOnlineStatus } from './online-status';
import styles from './PresenceStatus.module.css';

type PresenceStatusProps = {
  userId: number;
  /** How often to ask again: 10 s on pages, 30 s for a chat partner (docs/product.md#limits). */
  intervalMs?: number;
  className?: string;
};

/**
 * "В сети", or "Был(а) в сети 5 минут назад" (docs/product.md#screens, #states). Polls while shown; the text is
 * relative to the last poll. Nothing is shown while loading or after a failure (docs/product.md#errors).
 */
export function PresenceStatus({
  userId,
  intervalMs = ONLINE_STATUS_PAGE_POLL_MS,
  className,
}: PresenceStatusProps) {
  const { t } = useTranslation();
  const status = useOnlineStatus(userId, intervalMs);
  if (!status.data) return null;
  const classes = [styles.status, status.data.isOnline && styles.online, className].filter(Boolean).join(' ');
  const seen = status.data.isOnline
    ? null
    : formatLastSeen(status.data.lastSeenAt, {
        lng: currentLanguage(),
        justNow: t('presence.justNow'),
        now: status.dataUpdatedAt,
      });
  return (
    <p className={classes}>
      <span className={styles.dot} aria-hidden="true" />
      {status.data.isOnline
        ? t('presence.online')
        : seen
          ? t('presence.lastSeen', { time: seen })
          : t('presence.offline')}
    </p>
  );
}
