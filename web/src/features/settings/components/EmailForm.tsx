import { changeEmailBodySchema } from '@gamelot/contract/schemas/settings';
import { EMAIL_MAX_LENGTH } from '@gamelot/contract/rules';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useChangeEmail } from '../api/change-email';
import styles from './Settings.module.css';
import '@/shared/i18n/validation-texts';
import '@/shared/i18n/account-texts';

const SERVER_FIELDS = ['email'] as const;

/**
 * The new address, checked by the contract's schema before any request; on success the page says
 * where the link went. A lazily loaded chunk (EmailSection).
 */
export function EmailForm() {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const form = useContractForm(changeEmailBodySchema, {
    t,
    messages: 'validation.settings',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(form, change.error, SERVER_FIELDS, 'validation.settings', t);
  const sentTo = change.variables?.email;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((body) => change.mutate(body, { onSuccess: () => form.reset() }))}
    >
      <TextField
        label={t('settings.email.next')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...form.register('email', { onChange: () => change.reset() })}
      />
      {change.isError && !errors.email && (
        <Alert>{serverMessage(change.error, t('settings.email.failed'))}</Alert>
      )}
      {change.isSuccess && <Alert tone="success">{t('settings.email.sent', { email: sentTo ?? '' })}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending && <Spinner />}
          {t('settings.email.submit')}
        </Button>
      </div>
    </form>
  );
}
