import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session-context';
import { IconBell } from '@/shared/ui/icons';
import { UnreadBadge } from '@/shared/ui/UnreadBadge';
import { useNotifications } from '../hooks/useNotifications';
import styles from './NotificationBell.module.css';

// The panel's code arrives when the bell is first pointed at, focused or opened, not with the
// first page (the initial-JS budget, docs/decisions/0050-a-translator-that-fits-the-first-load.md).
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

/**
 * The top bar's bell (docs/product.md#screens): the unread badge (9+ above 9), live from the user's queue, and
 * the notifications panel it opens and closes. A click outside or Escape closes the panel.
 * Guests have no notifications: their bell stays at 0 and opens an empty panel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { userId, isGuest } = useSession();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { unread, list, markOne, markAll } = useNotifications(isGuest ? null : userId, open);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        type="button"
        className={styles.bell}
        data-testid="notification-bell"
        aria-label={t('topbar.notifications')}
        aria-describedby={unread > 0 ? `${panelId}-count` : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <IconBell size={20} />
        <UnreadBadge count={unread} className={styles.badge} />
        {unread > 0 && (
          <span id={`${panelId}-count`} className="visually-hidden">
            {t('topbar.unread', { count: unread })}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            list={list}
            onMarkOne={markOne}
            onMarkAll={markAll}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
