import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { usePrincipal } from '@/shared/session/get-principal';
import { useChangePassword } from '../api/change-password';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';

type Fields = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Fields, string>>;
const EMPTY: Fields = { current: '', next: '', confirm: '' };

/**
 * Change password (e-mail accounts): current, new, confirm. A Google-only account (the principal's
 * hasPassword is false) is told it has none instead of being shown a form that cannot work.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const principal = usePrincipal(true);
  if (principal.data && !principal.data.hasPassword) {
    return (
      <SettingsCard title={t('settings.password.title')}>
        <p>{t('settings.password.none')}</p>
      </SettingsCard>
    );
  }
  return <PasswordForm />;
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  function validate(): Errors {
    const found: Errors = {};
    if (!fields.current) found.current = t('settings.password.currentRequired');
    if (!fields.next) found.next = t('settings.password.nextRequired');
    else if (fields.next.length < PASSWORD_MIN_LENGTH)
      found.next = t('settings.password.tooShort', { min: PASSWORD_MIN_LENGTH });
    if (fields.next && fields.confirm !== fields.next) found.confirm = t('settings.password.mismatch');
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next },
      {
        onSuccess: () => setFields(EMPTY),
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
          setErrors({ current: fieldErrors?.currentPassword, next: fieldErrors?.newPassword });
        },
      },
    );
  }

  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    change.reset();
  };
  const showServerError = change.isError && !errors.current && !errors.next;

  return (
    <SettingsCard title={t('settings.password.title')} hint={t('settings.password.hint')}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={fields.current}
          error={errors.current}
          onChange={(event) => set('current')(event.target.value)}
        />
        <div className={styles.pair}>
          <TextField
            label={t('settings.password.next')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={fields.next}
            error={errors.next}
            onChange={(event) => set('next')(event.target.value)}
          />
          <TextField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={fields.confirm}
            error={errors.confirm}
            onChange={(event) => set('confirm')(event.target.value)}
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
    </SettingsCard>
  );
}
