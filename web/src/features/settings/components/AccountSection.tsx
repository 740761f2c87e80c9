import { useTranslation } from '@/shared/i18n/use-translation';
import { usePrincipal } from '@/shared/session/get-principal';
import { useSession } from '@/shared/session/session-context';
import { Avatar } from '@/shared/ui/Avatar';
import { ButtonLink } from '@/shared/ui/Button';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

/** Who is signed in, with the way to the profile and its editor. */
export function AccountSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const principal = usePrincipal(true);
  const name = principal.data?.name ?? user?.name ?? '';
  const email = principal.data?.email;
  return (
    <SettingsCard title={t('settings.account.title')}>
      <div className={styles.account}>
        <Avatar name={name} imageUrl={user?.profile.imageUrl} size={56} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('settings.account.name')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('settings.account.email')}</dt>
            <dd>{email || t('settings.account.noEmail')}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={`/profiles/${userId}`} variant="secondary" size="sm">
          {t('settings.account.profile')}
        </ButtonLink>
        <ButtonLink to={`/profiles/${userId}/edit`} variant="secondary" size="sm">
          {t('settings.account.editProfile')}
        </ButtonLink>
      </div>
    </SettingsCard>
  );
}
