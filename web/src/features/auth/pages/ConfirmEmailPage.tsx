import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_TOKEN_ERRORS } from '@gamelot/contract/schemas/auth';
import { serverMessage } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useConfirmEmailChange } from '../api/account-security';
import { AuthCard } from '../components/AuthCard';
import { linkRefusal } from '../lib/link-refusal';
import '@/shared/i18n/validation-texts';

const REFUSALS = {
  [EMAIL_CHANGE_TOKEN_ERRORS.invalid]: 'emailChange.invalid',
  [EMAIL_CHANGE_TOKEN_ERRORS.expired]: 'emailChange.expired',
  [EMAIL_CHANGE_TOKEN_ERRORS.used]: 'emailChange.used',
  emailChangeTaken: 'emailChange.taken',
} as const;

/**
 * /confirm-email?token= (ADR 0055): the link mailed to a new address. Confirms it as the page
 * opens (once): the account's address becomes the new one, proven; a refused link says why.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useDocumentTitle(t('emailChange.title'));

  useEffect(() => {
    // Once per page, StrictMode's second effect run included: the link is single use.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const refusal = token ? linkRefusal(confirm.error, REFUSALS) : 'emailChange.invalid';
  let body;
  if (confirm.isSuccess) {
    body = (
      <>
        <Alert tone="success">{t('emailChange.done')}</Alert>
        <ButtonLink to="/settings">{t('emailChange.settings')}</ButtonLink>
      </>
    );
  } else if (refusal || confirm.isError) {
    body = <Alert>{refusal ? t(refusal) : serverMessage(confirm.error, t('emailChange.failed'))}</Alert>;
  } else {
    body = (
      <p role="status">
        <Spinner /> {t('emailChange.confirming')}
      </p>
    );
  }
  return (
    <AuthCard
      title={t('emailChange.title')}
      subtitle={t('emailChange.subtitle')}
      footer={<Link to="/">{t('emailChange.home')}</Link>}
    >
      {body}
    </AuthCard>
  );
}
