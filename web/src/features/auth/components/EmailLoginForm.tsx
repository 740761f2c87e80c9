import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useSignIn } from '../api/sign-in';
import styles from './Form.module.css';

type Errors = { email?: string; password?: string };

/** E-mail and password sign-in (docs/product.md#screens Login, #validation: both required, e-mail type). */
export function EmailLoginForm({ to }: { to: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn(to);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = t('auth.validation.emailRequired');
    if (!password) next.password = t('auth.validation.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {signIn.isError && <Alert>{serverMessage(signIn.error, t('auth.login.failed'))}</Alert>}
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('auth.passwordLabel')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
