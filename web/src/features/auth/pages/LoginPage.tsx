import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { GOOGLE_SIGN_IN_ERRORS } from '@gamelot/contract/google';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { fromState } from '@/shared/lib/safe-path';
import { Alert } from '@/shared/ui/Alert';
import { IconGoogle, IconGuest, IconMail } from '@/shared/ui/icons';
import { AuthCard } from '../components/AuthCard';
import { FormLoading } from '../components/FormLoading';
import { GoogleMethod } from '../components/GoogleMethod';
import { GuestMethod } from '../components/GuestMethod';
import { MethodSwitch } from '../components/MethodSwitch';

/** The form brings zod and react-hook-form: its own chunk, so the first page carries neither. */
const EmailLoginForm = lazy(() =>
  import('../components/EmailLoginForm').then((m) => ({ default: m.EmailLoginForm })),
);

/** Passkey sign-in brings its texts and the WebAuthn calls: its own chunk, where the browser has WebAuthn. */
const PasskeySignIn = lazy(() =>
  import('../components/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })),
);
const webAuthn = () => typeof window.PublicKeyCredential === 'function';

type Method = 'email' | 'google' | 'guest';

/** The texts of the codes a refused Google sign-in comes back with (/login?error={code}). */
const GOOGLE_ERROR_TEXTS = {
  [GOOGLE_SIGN_IN_ERRORS.emailNotProven]: 'auth.login.googleEmailUnproven',
  [GOOGLE_SIGN_IN_ERRORS.emailLinkedElsewhere]: 'auth.login.googleEmailLinked',
} as const;

function errorText(code: string | null): keyof typeof GOOGLE_ERROR_TEXTS | null {
  return code !== null && Object.hasOwn(GOOGLE_ERROR_TEXTS, code)
    ? (code as keyof typeof GOOGLE_ERROR_TEXTS)
    : null;
}

/** docs/product.md#screens Login: e-mail, Google or guest, or a passkey; returns to the carried `from` path afterwards. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('email');
  const to = fromState(location.state) ?? '/';
  const error = params.get('error');
  const known = errorText(error);
  useDocumentTitle(t('auth.login.submit'));

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}
          <Link to="/register" state={location.state}>
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      {known ? (
        <Alert>{t(GOOGLE_ERROR_TEXTS[known])}</Alert>
      ) : (
        error !== null && <Alert>{t('auth.login.failed')}</Alert>
      )}
      <MethodSwitch<Method>
        label={t('auth.methods')}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: t('auth.methodEmail'), Icon: IconMail },
          { value: 'google', label: t('auth.methodGoogle'), Icon: IconGoogle },
          { value: 'guest', label: t('auth.methodGuest'), Icon: IconGuest },
        ]}
      />
      {method === 'email' && (
        <Suspense fallback={<FormLoading />}>
          <EmailLoginForm to={to} />
        </Suspense>
      )}
      {method === 'google' && <GoogleMethod text={t('auth.login.googleText')} returnPath={to} />}
      {method === 'guest' && <GuestMethod to={to} />}
      {webAuthn() && (
        <Suspense fallback={null}>
          <PasskeySignIn to={to} />
        </Suspense>
      )}
    </AuthCard>
  );
}
