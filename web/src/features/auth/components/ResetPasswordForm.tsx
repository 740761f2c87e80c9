import { Link } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MESSAGES } from '@gamelot/contract/messages';
import { PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';
import { RESET_TOKEN_ERRORS, resetPasswordBodySchema } from '@gamelot/contract/schemas/auth';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useResetPassword } from '../api/password-reset';
import styles from './Form.module.css';
import { linkRefusal } from '../lib/link-refusal';
import '@/shared/i18n/validation-texts';

/** The contract's reset body without the token (it comes from the link), and the repeated password. */
const resetFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirm: z.string().min(1, 'confirmRequired') })
  .refine((values) => !values.password || values.confirm === values.password, {
    path: ['confirm'],
    message: MESSAGES.passwordsDontMatch,
  });

const FIELDS = ['password'] as const;

const REFUSALS = {
  [RESET_TOKEN_ERRORS.invalid]: 'passwordReset.reset.invalid',
  [RESET_TOKEN_ERRORS.expired]: 'passwordReset.reset.expired',
  [RESET_TOKEN_ERRORS.used]: 'passwordReset.reset.used',
} as const;

/**
 * A new password with the mailed link's token (docs/product.md#password-reset): success with a
 * link to sign in; an invalid, expired or used link says so and offers a new one. A lazily loaded chunk.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useContractForm(resetFormSchema, {
    t,
    messages: 'validation.auth',
    params: { min: PASSWORD_MIN_LENGTH },
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(form, reset.error, FIELDS, 'validation.auth', t);
  const refusal = linkRefusal(reset.error, REFUSALS);

  if (reset.isSuccess) {
    return (
      <Alert tone="info">
        {t('passwordReset.reset.done')} <Link to="/login">{t('passwordReset.reset.signIn')}</Link>
      </Alert>
    );
  }
  if (refusal) {
    return (
      <Alert>
        {t(refusal)} <Link to="/forgot-password">{t('passwordReset.reset.again')}</Link>
      </Alert>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
    >
      {reset.isError && !(isApiError(reset.error) && reset.error.fieldErrors) && (
        <Alert>{serverMessage(reset.error, t('passwordReset.reset.failed'))}</Alert>
      )}
      <TextField
        label={t('passwordReset.reset.passwordLabel')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.confirmLabel')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={reset.isPending}>
        {reset.isPending && <Spinner />}
        {t('passwordReset.reset.submit')}
      </Button>
    </form>
  );
}
