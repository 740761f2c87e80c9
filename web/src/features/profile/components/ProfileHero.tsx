import { useTranslation } from '@/shared/i18n/use-translation';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { formatDate } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { mediaUrl } from '@/shared/lib/media-url';
import { PresenceStatus } from '@/shared/presence/PresenceStatus';
import { Avatar } from '@/shared/ui/Avatar';
import { ProfileActions } from './ProfileActions';
import styles from './ProfileHero.module.css';

type ProfileHeroProps = { user: UserFull; nameId: string };

/** docs/product.md#screens Public profile: background (default if none), avatar or initial, name, country, presence. */
export function ProfileHero({ user, nameId }: ProfileHeroProps) {
  const { t } = useTranslation();
  const background = mediaUrl(user.profile.backgroundUrl);
  const since = formatDate(user.createdAt, currentLanguage());
  const country = user.profile.country?.trim();
  return (
    <header className={styles.hero}>
      <div
        className={styles.banner}
        style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
        data-default={background ? undefined : ''}
      />
      <div className={styles.body}>
        <span className={styles.avatar}>
          <Avatar name={user.name} imageUrl={user.profile.imageUrl ?? user.imageUrl} size={112} />
        </span>
        <div className={styles.identity}>
          <h1 id={nameId} className={styles.name}>
            {user.name}
          </h1>
          <p className={styles.meta}>
            {country && (
              <span>
                <span className="visually-hidden">{t('profile.country')}: </span>
                {country}
              </span>
            )}
            {since && <span>{t('profile.memberSince', { date: since })}</span>}
          </p>
          <PresenceStatus userId={user.id} />
        </div>
        <ProfileActions profileId={user.id} nameId={nameId} />
      </div>
    </header>
  );
}
