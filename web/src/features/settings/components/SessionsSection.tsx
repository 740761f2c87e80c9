import { useTranslation } from '@/shared/i18n/use-translation';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

/** Sign out on all devices; this one stays signed in with the fresh token the server answers. */
export function SessionsSection() {
  const { t } = useTranslation();
  const end = useSignOutEverywhere();
  return (
    <SettingsCard title={t('settings.sessions.title')} hint={t('settings.sessions.hint')}>
      {end.isError && <Alert>{serverMessage(end.error, t('settings.sessions.failed'))}</Alert>}
      {end.isSuccess && <Alert tone="success">{t('settings.sessions.done')}</Alert>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => end.mutate()}
          disabled={end.isPending}
          aria-busy={end.isPending || undefined}
        >
          {end.isPending && <Spinner />}
          {end.isPending ? t('settings.sessions.working') : t('settings.sessions.button')}
        </Button>
      </div>
    </SettingsCard>
  );
}
