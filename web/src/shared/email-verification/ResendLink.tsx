import { useTranslation } from '@/shared/i18n/use-translation';
import { serverMessage } from '../api-client/api-error';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useResendVerification } from './api';
import '@/shared/i18n/validation-texts';

/** "Send the link again" and what came of it (ADR 0052). */
export function ResendLink() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <>
      {resend.isSuccess ? (
        <Alert tone="success">{t('emailVerification.resent')}</Alert>
      ) : (
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending && <Spinner />}
          {t('emailVerification.resend')}
        </Button>
      )}
      {resend.isError && <Alert>{serverMessage(resend.error, t('emailVerification.resendFailed'))}</Alert>}
    </>
  );
}
