import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reasonBodySchema } from '@gamelot/contract/schemas/admin';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { adminKeys } from '../api/admin';
import styles from './Admin.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

type ReasonDialogProps = {
  title: string;
  confirm: string;
  act: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Every administrative decision asks for the reason the affected user will see, checked by the
 * contract's reason schema before any request. A lazily loaded chunk (AdminTables).
 */
export function ReasonDialog({ title, confirm, act, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fieldId = useId();
  const form = useContractForm(reasonBodySchema, {
    t,
    messages: 'validation.admin',
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const decide = useMutation({
    mutationFn: ({ reason }: { reason: string }) => act(reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  useServerFieldErrors(form, decide.error, ['reason'], 'validation.admin', t);
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!decide.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => decide.mutate(body))} noValidate>
        <h2 id={titleId}>{title}</h2>
        <label htmlFor={fieldId}>{t('admin.reason')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={3}
          {...errorProps(`${fieldId}-error`, error)}
          {...form.register('reason')}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        {decide.isError && <Alert>{serverMessage(decide.error, t('admin.failed'))}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={decide.isPending}>
            {confirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
