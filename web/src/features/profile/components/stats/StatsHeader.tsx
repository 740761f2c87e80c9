import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { Avatar } from '@/shared/ui/Avatar';
import type { StatsCategory } from '@/features/profile/lib/stats-categories';
import styles from './Stats.module.css';

type StatsHeaderProps = {
  user: UserFull;
  category: StatsCategory;
  total: number | undefined;
  titleId: string;
};

/** docs/product.md#screens: avatar or initial, name, the active list's title and its total count. */
export function StatsHeader({ user, category, total, titleId }: StatsHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link to={`/profiles/${user.id}`} className={styles.owner}>
        <Avatar name={user.name} imageUrl={user.profile.imageUrl ?? user.imageUrl} size={56} />
        <span className={styles.ownerText}>
          <span className={styles.ownerName}>{user.name}</span>
          <span className={styles.back}>{t('profile.stats.backToProfile')}</span>
        </span>
      </Link>
      <div className={styles.heading}>
        <h1 id={titleId} className={styles.title}>
          {t(`profile.stats.titles.${category}`)}
        </h1>
        {total !== undefined && <p className={styles.total}>{t('profile.stats.total', { count: total })}</p>}
      </div>
    </header>
  );
}
