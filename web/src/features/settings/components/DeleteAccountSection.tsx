import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/Spinner';
import { SettingsCard } from './SettingsCard';
import '@/shared/i18n/account-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const DeleteAccountForm = lazy(() =>
  import('./DeleteAccountForm').then((m) => ({ default: m.DeleteAccountForm })),
);

/** Delete the account: only once the confirmation phrase the server expects is typed exactly. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('settings.delete.title')} hint={t('settings.delete.hint')} tone="danger">
      <Suspense fallback={<Spinner />}>
        <DeleteAccountForm />
      </Suspense>
    </SettingsCard>
  );
}
