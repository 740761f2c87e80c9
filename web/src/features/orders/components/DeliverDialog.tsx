import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ORDER_DELIVERY_MESSAGE_MAX } from '@gamelot/contract/orders';
import { deliverBodySchema, type Order } from '@gamelot/contract/schemas/orders';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { deliverOrder } from '../api/orders';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

/**
 * The seller marks the order delivered, with a message the buyer sees (account data, details),
 * checked by the contract's schema before any request. A lazily loaded chunk (OrderPage).
 */
export function DeliverDialog({
  orderId,
  onDone,
  onCancel,
}: {
  orderId: number;
  onDone: (order: Order) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const form = useContractForm(deliverBodySchema, {
    t,
    messages: 'validation.orders',
    defaultValues: { message: '' },
  });
  const error = form.formState.errors.message?.message;
  const deliver = useMutation({
    mutationFn: ({ message }: { message: string }) => deliverOrder(orderId, message),
    onSuccess: onDone,
  });
  useServerFieldErrors(form, deliver.error, ['message'], 'validation.orders', t);
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel} dismissible={!deliver.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => deliver.mutate(body))} noValidate>
        <h2 id={titleId}>{t('orders.deliverTitle')}</h2>
        <label htmlFor={fieldId}>{t('orders.deliverMessage')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          maxLength={ORDER_DELIVERY_MESSAGE_MAX}
          rows={5}
          {...errorProps(`${fieldId}-error`, error)}
          {...form.register('message')}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        {deliver.isError && <Alert>{serverMessage(deliver.error, t('orders.actionFailed'))}</Alert>}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={deliver.isPending}>
            {t('orders.back')}
          </Button>
          <Button type="submit" disabled={deliver.isPending}>
            {t('orders.deliver')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
