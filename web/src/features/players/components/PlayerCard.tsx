import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { PlayerCard as Player } from '@gamelot/contract/schemas/profiles';
import { formatDate } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import styles from './PlayerCard.module.css';

/** docs/product.md#screens Players: avatar, name, registration date; the whole card opens the profile. */
export function PlayerCard({ player }: { player: Player }) {
  const { t } = useTranslation();
  const joined = formatDate(player.createdAt, currentLanguage());
  return (
    <li className={styles.card}>
      <Avatar name={player.name} imageUrl={player.profile.imageUrl ?? player.imageUrl} size={64} />
      <Link to={`/profiles/${player.id}`} className={styles.name}>
        {player.name}
      </Link>
      {joined && <span className={styles.joined}>{t('players.joined', { date: joined })}</span>}
    </li>
  );
}
