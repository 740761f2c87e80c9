import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_DELIVERY_MESSAGE_MAX } from '@gamelot/contract/orders';
import type { Order } from '@gamelot/contract/schemas/orders';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { deliverOrder } from '../api/orders';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

/** The seller marks the order delivered, with a message the buyer sees (account data, details). */
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
  const [message, setMessage] = useState('');
  const deliver = useMutation({ mutationFn: () => deliverOrder(orderId, message.trim()), onSuccess: onDone });
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel} dismissible={!deliver.isPending}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          deliver.mutate();
        }}
      >
        <h2 id={titleId}>{t('orders.deliverTitle')}</h2>
        <label htmlFor={fieldId}>{t('orders.deliverMessage')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={message}
          maxLength={ORDER_DELIVERY_MESSAGE_MAX}
          rows={5}
          onChange={(e) => setMessage(e.target.value)}
        />
        {deliver.isError && (
          <Alert>{isApiError(deliver.error) ? deliver.error.message : t('orders.actionFailed')}</Alert>
        )}
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
