import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TOKEN_ERRORS } from '@gamelot/contract/schemas/mail';
import { isApiError } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useUnsubscribeState, useUnsubscribe } from '../api/unsubscribe';
import { SettingsCard } from '../components/SettingsCard';
import styles from '../components/Settings.module.css';
import '@/shared/i18n/account-texts';

const refused = (error: unknown) =>
  isApiError(error) &&
  (error.body.code === UNSUBSCRIBE_TOKEN_ERRORS.invalid ||
    error.body.code === UNSUBSCRIBE_TOKEN_ERRORS.required);

/**
 * /unsubscribe?token= (docs/decisions/0056-notification-mail.md): the page a notification mail's
 * footer links to. It says which mail will stop and stops it with one button, signed in or not
 * (the signed token is the proof). Opening it changes nothing: link scanners open links too.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const stop = useUnsubscribe(token);
  useDocumentTitle(t('unsubscribe.title'));

  const type = stop.data?.type ?? state.data?.type;
  const name = type ? t(`settings.notifications.types.${type}`) : '';
  let body;
  if (!token || refused(state.error) || refused(stop.error)) {
    body = <Alert>{t('unsubscribe.invalid')}</Alert>;
  } else if (stop.isSuccess) {
    body = <Alert tone="success">{t('unsubscribe.done', { type: name })}</Alert>;
  } else if (state.isError) {
    body = <Alert>{t('unsubscribe.failed')}</Alert>;
  } else if (!state.data) {
    body = (
      <p role="status">
        <Spinner /> {t('unsubscribe.loading')}
      </p>
    );
  } else if (!state.data.email) {
    body = <p role="status">{t('unsubscribe.already', { type: name })}</p>;
  } else {
    body = (
      <div className={styles.form}>
        <p>{t('unsubscribe.what', { type: name })}</p>
        {stop.isError && <Alert>{t('unsubscribe.failed')}</Alert>}
        <div className={styles.actions}>
          <Button
            type="button"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            aria-busy={stop.isPending || undefined}
          >
            {stop.isPending && <Spinner />}
            {stop.isPending ? t('unsubscribe.sending') : t('unsubscribe.button')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.unsubscribe}>
      <SettingsCard title={t('unsubscribe.title')} hint={t('unsubscribe.subtitle')}>
        {body}
        <p className={styles.actions}>
          <Link to="/settings">{t('unsubscribe.settings')}</Link>
          <Link to="/">{t('unsubscribe.home')}</Link>
        </p>
      </SettingsCard>
    </div>
  );
}
