import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePrincipal } from '@/shared/session/get-principal';
import { Spinner } from '@/shared/ui/Spinner';
import { SettingsCard } from './SettingsCard';
import '@/shared/i18n/account-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const PasswordForm = lazy(() => import('./PasswordForm').then((m) => ({ default: m.PasswordForm })));

/**
 * Change password (e-mail accounts): current, new, confirm. A Google-only account (the principal's
 * hasPassword is false) is told it has none instead of being shown a form that cannot work.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const principal = usePrincipal(true);
  if (principal.data && !principal.data.hasPassword) {
    return (
      <SettingsCard title={t('settings.password.title')}>
        <p>{t('settings.password.none')}</p>
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title={t('settings.password.title')} hint={t('settings.password.hint')}>
      <Suspense fallback={<Spinner />}>
        <PasswordForm />
      </Suspense>
    </SettingsCard>
  );
}
