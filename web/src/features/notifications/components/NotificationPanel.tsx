import { useTranslation } from '@/shared/i18n/use-translation';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NotificationItem } from '@gamelot/contract/schemas/notifications';
import { currentLanguage } from '@/shared/i18n/i18n';
import { notificationTexts } from '@/shared/i18n/notices';
import { fullPageLoad } from '@/shared/lib/navigation';
import { IconCheck, IconClose } from '@/shared/ui/icons';
import { isUnread } from '../lib/notification-list';
import { notificationTime } from '../lib/notification-time';
import { NotificationIcon } from './NotificationIcon';
import styles from './NotificationPanel.module.css';

type NotificationPanelProps = {
  id: string;
  list: UseQueryResult<NotificationItem[]>;
  onMarkOne: (item: NotificationItem) => Promise<void>;
  onMarkAll: () => Promise<void>;
  onClose: () => void;
};

/** docs/product.md#screens "Notifications panel". */
export function NotificationPanel({ id, list, onMarkOne, onMarkAll, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const items = list.data ?? [];
  const hasUnread = items.some(isUnread);
  // A disabled query (a guest has no notifications) is pending but never fetches.
  const loading = list.isPending && list.fetchStatus !== 'idle';

  const open = async (item: NotificationItem) => {
    await onMarkOne(item);
    const url = item.notification.url;
    // docs/product.md#errors: a notification without a url logs a warning and goes nowhere.
    if (!url) console.warn('Notification has no url', item.id);
    else fullPageLoad(url);
  };

  return (
    <section id={id} className={styles.panel} role="dialog" aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('notifications.title')}
        </h2>
        <button
          type="button"
          className={styles.markAll}
          onClick={() => void onMarkAll()}
          disabled={!hasUnread}
        >
          {t('notifications.markAll')}
        </button>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('notifications.close')}
        >
          <IconClose size={18} />
        </button>
      </header>
      {loading ? (
        <p className={styles.state}>{t('common.loading')}</p>
      ) : list.isError ? (
        <p className={styles.state} role="alert">
          {t('notifications.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.state}>{t('notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const unread = isUnread(item);
            const { title, content } = notificationTexts(item.notification, currentLanguage());
            return (
              <li key={item.id} className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
                <button type="button" className={styles.open} onClick={() => void open(item)}>
                  <span className={styles.icon}>
                    <NotificationIcon eventType={item.notification.eventType} />
                  </span>
                  <span className={styles.body}>
                    <span className={styles.itemTitle}>{title}</span>
                    <span className={styles.content}>{content}</span>
                    <span className={styles.time}>
                      {notificationTime(
                        item.notification.createdAt ?? item.notification.timestamp,
                        currentLanguage(),
                        t('presence.justNow'),
                      )}
                    </span>
                  </span>
                  {unread && (
                    <span className={styles.dot}>
                      <span className="visually-hidden">{t('notifications.unreadMark')}</span>
                    </span>
                  )}
                </button>
                {unread && (
                  <button
                    type="button"
                    className={styles.markOne}
                    onClick={() => void onMarkOne(item)}
                    aria-label={t('notifications.markOne')}
                    title={t('notifications.markOne')}
                  >
                    <IconCheck size={16} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
