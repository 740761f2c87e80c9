import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MESSAGES } from '@gamelot/contract/messages';
import { PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';
import { registerBodySchema } from '@gamelot/contract/schemas/auth';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useRegister } from '../api/register';
import styles from './Form.module.css';
import '@/shared/i18n/validation-texts';

/** The contract's registration body, and the repeated password the form alone asks for. */
const registerFormSchema = registerBodySchema
  .extend({ confirm: z.string().min(1, 'confirmRequired') })
  .refine((values) => !values.password || values.confirm === values.password, {
    path: ['confirm'],
    message: MESSAGES.passwordsDontMatch,
  });

export const EMAIL_TAKEN_REDIRECT_MS = 3000;

const SERVER_FIELDS = ['name', 'email', 'password'] as const;

/**
 * Local registration (docs/product.md#screens Register, #validation, #errors): checked by the contract's registration schema
 * before any request; the server's field errors land on their fields. A lazily loaded chunk.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useContractForm(registerFormSchema, {
    t,
    messages: 'validation.auth',
    params: { min: PASSWORD_MIN_LENGTH },
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const error = registration.error;
  useServerFieldErrors(form, error, SERVER_FIELDS, 'validation.auth', t);

  const emailTaken = isApiError(error) && error.status === 409 && error.code === 'emailTaken';
  useEffect(() => {
    if (!emailTaken) return;
    const timer = setTimeout(() => navigate('/login'), EMAIL_TAKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [emailTaken, navigate]);

  const busy = registration.isPending || emailTaken;
  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(({ name, email, password }) =>
        registration.mutate({ name, email, password }),
      )}
      noValidate
    >
      {emailTaken && <Alert tone="info">{t('auth.register.emailTaken')}</Alert>}
      {error && !emailTaken && <Alert>{serverMessage(error, t('auth.register.failed'))}</Alert>}
      <TextField
        label={t('auth.nameLabel')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.passwordLabel')}
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
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {registration.isPending && <Spinner />}
        {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
