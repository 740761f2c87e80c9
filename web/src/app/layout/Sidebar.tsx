import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { NavLink } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Button } from '@/shared/ui/Button';
import {
  IconChat,
  IconClose,
  IconHeart,
  IconHome,
  IconSettings,
  IconStore,
  IconUser,
  IconWallet,
  IconBag,
  IconShield,
} from '@/shared/ui/icons';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Sidebar.module.css';
import { ThemeToggle } from './ThemeToggle';

type Item = { to: string; label: string; Icon: ComponentType<{ size?: number }>; end?: boolean };

function Group({
  id,
  title,
  items,
  onNavigate,
}: {
  id: string;
  title: string;
  items: Item[];
  onNavigate: () => void;
}) {
  return (
    <div className={styles.group}>
      <p id={id} className={styles.groupTitle}>
        {title}
      </p>
      <ul className={styles.list} aria-labelledby={id}>
        {items.map(({ to, label, Icon, end }) => (
          <li key={label}>
            <NavLink to={to} end={end} className={styles.link} onClick={onNavigate}>
              <Icon size={19} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

type SidebarProps = { open: boolean; onClose: () => void };

/**
 * docs/product.md#screens Layout sidebar. Links are marked aria-current="page" when active: Dashboard and
 * My Profile on an exact match only, the others (Favourites included) on any path below them.
 */
export function Sidebar({ open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const { userId, user } = useSession();
  const profile = `/profiles/${userId ?? ''}`;

  const main: Item[] = [
    { to: '/', label: t('nav.dashboard'), Icon: IconHome, end: true },
    { to: '/market', label: t('nav.market'), Icon: IconStore },
    { to: '/chat', label: t('nav.chats'), Icon: IconChat },
  ];
  const personal: Item[] = [
    { to: profile, label: t('nav.myProfile'), Icon: IconUser, end: true },
    { to: '/wallet', label: t('nav.wallet'), Icon: IconWallet },
    // Beyond the browsing sidebar: buying (docs/product.md#buying) needs a way to one's purchases and sales.
    { to: '/orders', label: t('nav.orders'), Icon: IconBag },
    { to: `${profile}/stats/favorites`, label: t('nav.favourites'), Icon: IconHeart },
    { to: '/settings', label: t('nav.settings'), Icon: IconSettings },
    // Decisions about the user and their reports (docs/product.md#reports-and-moderation).
    ...(userId !== null ? [{ to: '/moderation', label: t('nav.moderation'), Icon: IconShield }] : []),
    ...(user?.roles.includes(ROLE_ADMIN) ? [{ to: '/admin', label: t('nav.admin'), Icon: IconShield }] : []),
  ];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <>
      {open && (
        <button
          type="button"
          className={styles.backdrop}
          tabIndex={-1}
          aria-hidden="true"
          onClick={onClose}
        />
      )}
      <aside
        id="app-sidebar"
        className={[styles.sidebar, open && styles.open].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <Brand onNavigate={onClose} />
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className={styles.close}
            aria-label={t('layout.closeMenu')}
            onClick={onClose}
          >
            <IconClose size={18} />
          </Button>
        </div>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <Group id="nav-main" title={t('nav.main')} items={main} onNavigate={onClose} />
          <Group id="nav-profile" title={t('nav.profile')} items={personal} onNavigate={onClose} />
          <div className={styles.group}>
            <p id="nav-other" className={styles.groupTitle}>
              {t('nav.other')}
            </p>
            <ThemeToggle className={styles.link} />
            <LanguageSwitch className={styles.language} />
          </div>
        </nav>
      </aside>
    </>
  );
}
