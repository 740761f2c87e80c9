import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FollowUser } from '@gamelot/contract/schemas/follows';
import { formatDate } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { FollowToggle } from './FollowToggle';
import styles from './Stats.module.css';

type UserTileProps = {
  user: FollowUser;
  /** The signed-in viewer when the card may show a follow button, else null (docs/product.md#screens rule). */
  followAs: number | null;
};

/** A user card on the followers / following lists; the card opens /profiles/{id}. */
export function UserTile({ user, followAs }: UserTileProps) {
  const { t } = useTranslation();
  const nameId = `stats-user-${user.id}`;
  const since = formatDate(user.createdAt, currentLanguage());
  return (
    <li className={styles.user}>
      <Avatar name={user.name} imageUrl={user.imageUrl} size={48} />
      <div className={styles.userText}>
        <Link id={nameId} to={`/profiles/${user.id}`} className={styles.userLink}>
          {user.name}
        </Link>
        {since && <span className={styles.userMeta}>{t('profile.stats.since', { date: since })}</span>}
      </div>
      {followAs !== null && (
        <FollowToggle
          viewerId={followAs}
          userId={user.id}
          describedBy={nameId}
          className={styles.userAction}
        />
      )}
    </li>
  );
}
