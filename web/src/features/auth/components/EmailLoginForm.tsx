import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { signInBodySchema } from '@gamelot/contract/schemas/auth';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { SecondFactorForm } from '@/shared/security/SecondFactorForm';
import { useSignIn } from '../api/sign-in';
import styles from './Form.module.css';
import '@/shared/i18n/validation-texts';

const FIELDS = ['email', 'password'] as const;

/**
 * E-mail and password sign-in (docs/product.md#screens Login, #validation), checked by the contract's sign-in schema before
 * any request. A lazily loaded chunk (LoginPage): it brings zod and the form library.
 */
export function EmailLoginForm({ to }: { to: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn(to);
  const form = useContractForm(signInBodySchema, {
    t,
    messages: 'validation.auth',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(form, signIn.error, FIELDS, 'validation.auth', t);

  // The password was right and the account has a second factor: its code finishes (ADR 0053).
  if (signIn.data)
    return (
      <SecondFactorForm
        mfaToken={signIn.data.mfaToken}
        methods={signIn.data.methods}
        to={to}
        onBack={() => signIn.reset()}
      />
    );

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((body) => signIn.mutate(body))} noValidate>
      {signIn.isError && <Alert>{serverMessage(signIn.error, t('auth.login.failed'))}</Alert>}
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link to="/forgot-password" className={styles.forgot}>
        {t('passwordReset.forgotLink')}
      </Link>
      <Button type="submit" size="lg" block className={styles.submit} disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
