import { Link, useSearchParams } from 'react-router';
import { SECURE_TOKEN_ERRORS } from '@gamelot/contract/schemas/auth';
import { serverMessage } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useSecureAccount } from '../api/account-security';
import { AuthCard } from '../components/AuthCard';
import { linkRefusal } from '../lib/link-refusal';
import '@/shared/i18n/validation-texts';

const REFUSALS = {
  [SECURE_TOKEN_ERRORS.invalid]: 'secureAccount.invalid',
  [SECURE_TOKEN_ERRORS.expired]: 'secureAccount.expired',
  [SECURE_TOKEN_ERRORS.used]: 'secureAccount.used',
} as const;

/**
 * /secure-account?token= (ADR 0055): the "it was not me" link of the new-device and address-change
 * mails. Acts only on the button (a mail scanner opening the link changes nothing): every session
 * ends and a password reset link is mailed.
 */
export default function SecureAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const secure = useSecureAccount();
  useDocumentTitle(t('secureAccount.title'));

  const refusal = token ? linkRefusal(secure.error, REFUSALS) : 'secureAccount.invalid';
  let body;
  if (secure.isSuccess) {
    body = <Alert tone="success">{t('secureAccount.done')}</Alert>;
  } else if (refusal || secure.isError) {
    body = (
      <>
        <Alert>{refusal ? t(refusal) : serverMessage(secure.error, t('secureAccount.failed'))}</Alert>
        <p>
          <Link to="/forgot-password">{t('secureAccount.forgot')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('secureAccount.explain')}</p>
        <Button
          onClick={() => secure.mutate({ token })}
          disabled={secure.isPending}
          aria-busy={secure.isPending || undefined}
        >
          {secure.isPending && <Spinner />}
          {secure.isPending ? t('secureAccount.working') : t('secureAccount.confirm')}
        </Button>
      </>
    );
  }
  return (
    <AuthCard
      title={t('secureAccount.title')}
      subtitle={t('secureAccount.subtitle')}
      footer={<Link to="/">{t('secureAccount.home')}</Link>}
    >
      {body}
    </AuthCard>
  );
}
