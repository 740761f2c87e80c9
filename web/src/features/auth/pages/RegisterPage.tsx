import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { IconGoogle, IconMail } from '@/shared/ui/icons';
import { AuthCard } from '../components/AuthCard';
import { FormLoading } from '../components/FormLoading';
import { GoogleMethod } from '../components/GoogleMethod';
import { MethodSwitch } from '../components/MethodSwitch';

/** The form brings zod and react-hook-form: its own chunk, so the first page carries neither. */
const RegisterForm = lazy(() =>
  import('../components/RegisterForm').then((m) => ({ default: m.RegisterForm })),
);

type Provider = 'local' | 'google';

/** docs/product.md#screens Register: local form or Google (which returns to /). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [provider, setProvider] = useState<Provider>('local');
  useDocumentTitle(t('auth.register.title'));

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}
          <Link to="/login" state={location.state}>
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <MethodSwitch<Provider>
        label={t('auth.register.providers')}
        value={provider}
        onChange={setProvider}
        options={[
          { value: 'local', label: t('auth.methodEmail'), Icon: IconMail },
          { value: 'google', label: t('auth.methodGoogle'), Icon: IconGoogle },
        ]}
      />
      {provider === 'local' ? (
        <Suspense fallback={<FormLoading />}>
          <RegisterForm />
        </Suspense>
      ) : (
        <GoogleMethod text={t('auth.register.googleText')} returnPath="/" />
      )}
    </AuthCard>
  );
}
