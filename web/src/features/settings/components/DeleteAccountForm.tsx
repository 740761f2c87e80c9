import { useTranslation } from '@/shared/i18n/use-translation';
import { currentLanguage } from '@/shared/i18n/i18n';
import { ACCOUNT_DELETE_CONFIRMATION } from '@gamelot/contract/rules';
import { deleteAccountBodySchema } from '@gamelot/contract/schemas/settings';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useDeleteAccount } from '../api/delete-account';
import styles from './Settings.module.css';
import '@/shared/i18n/validation-texts';
import '@/shared/i18n/account-texts';

/**
 * The confirmation phrase, checked by the contract's schema: the button stays disabled until the
 * schema takes what is typed. A lazily loaded chunk (DeleteAccountSection).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const params = { phrase: ACCOUNT_DELETE_CONFIRMATION[currentLanguage()] };
  const remove = useDeleteAccount();
  const form = useContractForm(deleteAccountBodySchema, {
    t,
    messages: 'validation.settings',
    params,
    defaultValues: { confirmation: '' },
  });
  const confirmed = deleteAccountBodySchema.safeParse({ confirmation: form.watch('confirmation') }).success;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((body) => {
        if (!remove.isPending) remove.mutate(body);
      })}
    >
      <TextField
        label={t('settings.delete.confirm', params)}
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.confirmation?.message}
        {...form.register('confirmation')}
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
  );
}
