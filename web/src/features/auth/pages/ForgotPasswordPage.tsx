import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import '@/shared/i18n/validation-texts';
import { FormLoading } from '../components/FormLoading';

const ForgotPasswordForm = lazy(() =>
  import('../components/ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** /forgot-password (docs/product.md#password-reset): an e-mail, then "if an account exists, we sent a link". */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordReset.forgot.title'));
  return (
    <AuthCard
      title={t('passwordReset.forgot.title')}
      subtitle={t('passwordReset.forgot.subtitle')}
      footer={<Link to="/login">{t('passwordReset.reset.signIn')}</Link>}
    >
      <Suspense fallback={<FormLoading />}>
        <ForgotPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
