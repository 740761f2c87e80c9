import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { SearchDropdown } from '@/features/search/components/SearchDropdown';
import { useSession } from '@/shared/session/session-context';
import { Avatar } from '@/shared/ui/Avatar';
import { Button } from '@/shared/ui/Button';
import { IconLogout, IconMenu } from '@/shared/ui/icons';
import styles from './TopBar.module.css';

type TopBarProps = { menuOpen: boolean; onMenu: () => void };

/** docs/product.md#screens top bar: search, notifications, the user (opens own profile) and logout. */
export function TopBar({ menuOpen, onMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  // A guest has no name of its own: the interface names it in the reader's language.
  const name = user?.isAnonymous ? t('topbar.guest') : user?.name;
  return (
    <header className={styles.topbar}>
      <Button
        variant="secondary"
        iconOnly
        className={styles.menu}
        aria-label={t('layout.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onMenu}
      >
        <IconMenu size={20} />
      </Button>
      <SearchDropdown />
      <div className={styles.actions}>
        <NotificationBell />
        {user && (
          <Link to={`/profiles/${user.id}`} className={styles.user}>
            <Avatar name={name ?? ''} imageUrl={user.profile.imageUrl} size={32} />
            <span className={styles.name}>{name}</span>
          </Link>
        )}
        <Button
          variant="ghost"
          iconOnly
          aria-label={t('topbar.logout')}
          title={t('topbar.logout')}
          onClick={signOut}
        >
          <IconLogout size={20} />
        </Button>
      </div>
    </header>
  );
}
