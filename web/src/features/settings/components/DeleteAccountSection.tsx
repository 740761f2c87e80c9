import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETE_CONFIRMATION } from '@gamelot/contract/rules';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';

/** Delete the account: only once the confirmation phrase the server expects is typed exactly. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [phrase, setPhrase] = useState('');
  const confirmed = phrase.trim() === ACCOUNT_DELETE_CONFIRMATION;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate({ confirmation: ACCOUNT_DELETE_CONFIRMATION });
  }

  return (
    <SettingsCard title={t('settings.delete.title')} hint={t('settings.delete.hint')} tone="danger">
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('settings.delete.confirm', { phrase: ACCOUNT_DELETE_CONFIRMATION })}
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {remove.isError && <Alert>{serverMessage(remove.error, t('settings.delete.failed'))}</Alert>}
        <div className={styles.actions}>
          <Button
            type="submit"
            className={styles.dangerButton}
            disabled={!confirmed || remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending && <Spinner />}
            {remove.isPending ? t('settings.delete.deleting') : t('settings.delete.button')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
