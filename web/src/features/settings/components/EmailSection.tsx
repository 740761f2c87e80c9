import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/Spinner';
import { SettingsCard } from './SettingsCard';
import '@/shared/i18n/account-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const EmailForm = lazy(() => import('./EmailForm').then((m) => ({ default: m.EmailForm })));

/** Change the account's e-mail address: a link to the new address confirms it (ADR 0055). */
export function EmailSection() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('settings.email.title')} hint={t('settings.email.hint')}>
      <Suspense fallback={<Spinner />}>
        <EmailForm />
      </Suspense>
    </SettingsCard>
  );
}
