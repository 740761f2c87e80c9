import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { Alert } from '@/shared/ui/Alert';
import { AuthCard } from '../components/AuthCard';
import '@/shared/i18n/validation-texts';
import { FormLoading } from '../components/FormLoading';

const ResetPasswordForm = lazy(() =>
  import('../components/ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })),
);

/** /reset-password?token= (docs/product.md#password-reset): the mailed link's page. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('passwordReset.reset.title'));
  return (
    <AuthCard
      title={t('passwordReset.reset.title')}
      subtitle={t('passwordReset.reset.subtitle')}
      footer={<Link to="/login">{t('passwordReset.reset.signIn')}</Link>}
    >
      {token ? (
        <Suspense fallback={<FormLoading />}>
          <ResetPasswordForm token={token} />
        </Suspense>
      ) : (
        <Alert>
          {t('passwordReset.reset.invalid')}{' '}
          <Link to="/forgot-password">{t('passwordReset.reset.again')}</Link>
        </Alert>
      )}
    </AuthCard>
  );
}
