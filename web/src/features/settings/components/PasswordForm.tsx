import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { MESSAGES } from '@gamelot/contract/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';
import { changePasswordBodySchema } from '@gamelot/contract/schemas/settings';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useChangePassword } from '../api/change-password';
import styles from './Settings.module.css';
import '@/shared/i18n/validation-texts';
import '@/shared/i18n/account-texts';

/** The contract's body, and the repeated new password the form alone asks for. */
const passwordFormSchema = changePasswordBodySchema
  .extend({ confirm: z.string() })
  .refine((values) => !values.newPassword || values.confirm === values.newPassword, {
    path: ['confirm'],
    message: MESSAGES.passwordsDontMatch,
  });

const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;
const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * Current, new and repeated password, checked by the contract's change-password schema before any
 * request; the server's field errors land on their fields. A lazily loaded chunk (PasswordSection).
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useContractForm(passwordFormSchema, {
    t,
    messages: 'validation.settings',
    params: PARAMS,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(form, change.error, SERVER_FIELDS, 'validation.settings', t, PARAMS);
  // Typing again hides the last answer: the success note, or the refusal.
  const field = (name: 'currentPassword' | 'newPassword' | 'confirm') =>
    form.register(name, { onChange: () => change.reset() });
  const showServerError = change.isError && !errors.currentPassword && !errors.newPassword;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
      )}
    >
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('settings.password.next')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.newPassword?.message}
          {...field('newPassword')}
        />
        <TextField
          label={t('settings.password.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.confirm?.message}
          {...field('confirm')}
        />
      </div>
      {showServerError && <Alert>{serverMessage(change.error, t('settings.password.failed'))}</Alert>}
      {change.isSuccess && <Alert tone="success">{t('settings.password.success')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending && <Spinner />}
          {change.isPending ? t('settings.password.submitting') : t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
