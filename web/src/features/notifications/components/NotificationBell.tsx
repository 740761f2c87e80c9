import { useTranslation } from 'react-i18next';
import { IconBell } from '@/shared/ui/icons';
import { UnreadBadge } from '@/shared/ui/UnreadBadge';
import styles from './NotificationBell.module.css';

/**
 * The top bar's bell with the unread badge (SPEC §2). The count and the panel arrive with the
 * notifications issue (GET /api/notifications/getUnreadCount, live updates); until then it is 0.
 */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={t('topbar.notifications')}
      aria-describedby={unread > 0 ? 'unread-count' : undefined}
    >
      <IconBell size={20} />
      <UnreadBadge count={unread} className={styles.badge} />
      {unread > 0 && (
        <span id="unread-count" className="visually-hidden">
          {t('topbar.unread', { count: unread })}
        </span>
      )}
    </button>
  );
}
