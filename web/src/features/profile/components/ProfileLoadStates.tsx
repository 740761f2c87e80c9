import { useTranslation } from '@/shared/i18n/use-translation';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { ProfileState } from './ProfileState';
import styles from './ProfileState.module.css';

/** docs/product.md#states: 'Загрузка профиля...'. */
export function ProfileLoading() {
  const { t } = useTranslation();
  return (
    <ProfileState title={t('pages.profile')}>
      <p className={styles.text} role="status">
        <Spinner /> {t('profile.loading')}
      </p>
    </ProfileState>
  );
}

/** docs/product.md#states, #errors: 'Ошибка: {message}' with the server's message, else 'Ошибка загрузки данных профиля'. */
export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileState title={t('pages.profile')}>
      <Alert>{t('profile.error', { message: serverMessage(error, t('profile.loadFailed')) })}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </ProfileState>
  );
}

/** docs/product.md#states: 'Профиль не найден'. */
export function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <ProfileState title={t('profile.notFound')}>
      <p className={styles.text}>{t('profile.notFoundText')}</p>
      <ButtonLink to="/players" variant="secondary">
        {t('profile.toPlayers')}
      </ButtonLink>
    </ProfileState>
  );
}

/** A guest's own "profile": there is none on the server (docs/product.md#entities Guest). */
export function GuestProfile() {
  const { t } = useTranslation();
  return (
    <ProfileState title={t('profile.guestTitle')}>
      <p className={styles.text}>{t('profile.guestText')}</p>
      <ButtonLink to="/register">{t('profile.register')}</ButtonLink>
    </ProfileState>
  );
}
