import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@gamelot/contract/messages';
import { PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useRegister } from '../api/register';
import { validateRegister, type RegisterField, type RegisterValues } from '../lib/validate-register';
import styles from './Form.module.css';

export const EMAIL_TAKEN_REDIRECT_MS = 3000;

const EMPTY: RegisterValues = { name: '', email: '', password: '', confirm: '' };

/** Local registration (docs/product.md#screens Register, #validation, #errors): inline validation before any request. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateRegister>>({});

  const error = registration.error;
  const emailTaken = isApiError(error) && error.status === 409 && error.message === MESSAGES.emailTaken;
  useEffect(() => {
    if (!emailTaken) return;
    const timer = setTimeout(() => navigate('/login'), EMAIL_TAKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [emailTaken, navigate]);

  function fieldError(field: RegisterField): string | undefined {
    const key = errors[field];
    if (key) return t(`auth.validation.${key}`, { min: PASSWORD_MIN_LENGTH });
    return isApiError(error) && field !== 'confirm' ? error.fieldErrors?.[field] : undefined;
  }

  function bind(field: RegisterField) {
    return {
      name: field,
      value: values[field],
      error: fieldError(field),
      required: true,
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [field]: event.target.value }),
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validateRegister(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    registration.mutate({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  }

  const busy = registration.isPending || emailTaken;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {emailTaken && <Alert tone="info">{t('auth.register.emailTaken')}</Alert>}
      {error && !emailTaken && <Alert>{serverMessage(error, t('auth.register.failed'))}</Alert>}
      <TextField label={t('auth.nameLabel')} autoComplete="name" {...bind('name')} />
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        {...bind('email')}
      />
      <TextField
        label={t('auth.passwordLabel')}
        type="password"
        autoComplete="new-password"
        {...bind('password')}
      />
      <TextField
        label={t('auth.confirmLabel')}
        type="password"
        autoComplete="new-password"
        {...bind('confirm')}
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {registration.isPending && <Spinner />}
        {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
