import { useTranslation } from '@/shared/i18n/use-translation';
import { forgotPasswordBodySchema } from '@gamelot/contract/schemas/auth';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useForgotPassword } from '../api/password-reset';
import styles from './Form.module.css';
import '@/shared/i18n/validation-texts';

const FIELDS = ['email'] as const;

/**
 * Asks for a reset link (docs/product.md#password-reset). The answer is the same whether or not the
 * address has an account, and so is what the page says. A lazily loaded chunk.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useContractForm(forgotPasswordBodySchema, {
    t,
    messages: 'validation.auth',
    defaultValues: { email: '' },
  });
  useServerFieldErrors(form, forgot.error, FIELDS, 'validation.auth', t);

  if (forgot.isSuccess) return <Alert tone="info">{t('passwordReset.forgot.sent')}</Alert>;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit((body) => forgot.mutate(body))} noValidate>
      {forgot.isError && <Alert>{serverMessage(forgot.error, t('passwordReset.forgot.failed'))}</Alert>}
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={forgot.isPending}>
        {forgot.isPending && <Spinner />}
        {t('passwordReset.forgot.submit')}
      </Button>
    </form>
  );
}
