import { registerPasskeyBodySchema } from '@gamelot/contract/schemas/passkeys';
import { useContractForm } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { passkeyErrorText } from '@/shared/passkeys/error-text';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useAddPasskey } from '../api/passkeys';
import styles from './Settings.module.css';
import '@/shared/i18n/validation-texts';
import '@/shared/i18n/passkey-texts';

const nameSchema = registerPasskeyBodySchema.pick({ name: true });

/** A name for the new passkey, then the device's prompt. A lazily loaded chunk (PasskeysSection). */
export function AddPasskeyForm() {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const form = useContractForm(nameSchema, {
    t,
    messages: 'passkeys.errors',
    defaultValues: { name: '' },
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(({ name }) => {
        if (add.isPending) return;
        add.mutate(name, { onSuccess: () => form.reset({ name: '' }) });
      })}
    >
      <TextField
        label={t('passkeys.nameLabel')}
        placeholder={t('passkeys.namePlaceholder')}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {add.isError && <Alert>{passkeyErrorText(t, add.error, t('passkeys.failed'))}</Alert>}
      {add.isSuccess && <Alert tone="success">{t('passkeys.added', { name: add.data.name })}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending && <Spinner />}
          {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
        </Button>
      </div>
    </form>
  );
}
