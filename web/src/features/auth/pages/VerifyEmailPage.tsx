import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_TOKEN_ERRORS } from '@gamelot/contract/schemas/auth';
import { serverMessage } from '@/shared/api-client/api-error';
import { useVerifyEmail } from '@/shared/email-verification/api';
import { ResendLink } from '@/shared/email-verification/ResendLink';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { linkRefusal } from '../lib/link-refusal';
import { AuthCard } from '../components/AuthCard';
import '@/shared/i18n/validation-texts';

const REFUSALS = {
  [VERIFY_TOKEN_ERRORS.invalid]: 'emailVerification.invalid',
  [VERIFY_TOKEN_ERRORS.expired]: 'emailVerification.expired',
  [VERIFY_TOKEN_ERRORS.used]: 'emailVerification.used',
} as const;

/**
 * /verify-email?token= (docs/product.md#verified-e-mail): the mailed confirmation link's page.
 * Proves the address at once; a refused link says why and, when signed in, offers a new one.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isSignedIn, isGuest } = useSession();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useDocumentTitle(t('emailVerification.title'));

  useEffect(() => {
    // Once per page, StrictMode's second effect run included: the link is single use.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const refusal = token ? linkRefusal(verify.error, REFUSALS) : 'emailVerification.invalid';
  const signedIn = isSignedIn && !isGuest;
  let body;
  if (verify.isSuccess) {
    body = (
      <>
        <Alert tone="success">{t('emailVerification.done')}</Alert>
        <ButtonLink to="/">{t('emailVerification.continue')}</ButtonLink>
      </>
    );
  } else if (refusal || verify.isError) {
    body = (
      <>
        <Alert>{refusal ? t(refusal) : serverMessage(verify.error, t('emailVerification.failed'))}</Alert>
        {signedIn ? (
          <ResendLink />
        ) : (
          <p>
            <Link to="/login">{t('emailVerification.signInToResend')}</Link>
          </p>
        )}
      </>
    );
  } else {
    body = (
      <p role="status">
        <Spinner /> {t('emailVerification.verifying')}
      </p>
    );
  }
  return (
    <AuthCard
      title={t('emailVerification.title')}
      subtitle={t('emailVerification.subtitle')}
      footer={<Link to="/">{t('emailVerification.home')}</Link>}
    >
      {body}
    </AuthCard>
  );
}
