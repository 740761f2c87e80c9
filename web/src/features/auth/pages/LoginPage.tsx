import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { fromState } from '@/shared/lib/safe-path';
import { Alert } from '@/shared/ui/Alert';
import { IconGoogle, IconGuest, IconMail } from '@/shared/ui/icons';
import { AuthCard } from '../components/AuthCard';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { GoogleMethod } from '../components/GoogleMethod';
import { GuestMethod } from '../components/GuestMethod';
import { MethodSwitch } from '../components/MethodSwitch';

type Method = 'email' | 'google' | 'guest';

/** SPEC §2 Login: e-mail, Google or guest; returns to the carried `from` path afterwards. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('email');
  const to = fromState(location.state) ?? '/';
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
      {params.get('error') === 'auth_failed' && <Alert>{t('auth.login.failed')}</Alert>}
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
      {method === 'email' && <EmailLoginForm to={to} />}
      {method === 'google' && <GoogleMethod text={t('auth.login.googleText')} returnPath={to} />}
      {method === 'guest' && <GuestMethod to={to} />}
    </AuthCard>
  );
}
