import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { openDisputeBodySchema } from '@gamelot/contract/schemas/disputes';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { openDispute } from '../api/disputes';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

/**
 * The buyer opens a dispute; the order's money stays held until an administrator decides. The
 * reason is checked by the contract's schema before any request. A lazily loaded chunk (OrderPage).
 */
export function OpenDisputeDialog({
  orderId,
  onDone,
  onCancel,
}: {
  orderId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const form = useContractForm(openDisputeBodySchema, {
    t,
    messages: 'validation.orders',
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const open = useMutation({
    mutationFn: ({ reason }: { reason: string }) => openDispute(orderId, reason),
    onSuccess: onDone,
  });
  useServerFieldErrors(form, open.error, ['reason'], 'validation.orders', t);
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel} dismissible={!open.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => open.mutate(body))} noValidate>
        <h2 id={titleId}>{t('disputes.openTitle')}</h2>
        <p>{t('disputes.openText')}</p>
        <label htmlFor={fieldId}>{t('disputes.reason')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={4}
          {...errorProps(`${fieldId}-error`, error)}
          {...form.register('reason')}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        {open.isError && <Alert>{serverMessage(open.error, t('orders.actionFailed'))}</Alert>}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={open.isPending}>
            {t('orders.back')}
          </Button>
          <Button type="submit" disabled={open.isPending}>
            {t('disputes.open')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
