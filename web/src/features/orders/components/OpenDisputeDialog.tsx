import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { openDispute } from '../api/disputes';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

/** The buyer opens a dispute; the order's money stays held until an administrator decides. */
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
  const [reason, setReason] = useState('');
  const open = useMutation({ mutationFn: () => openDispute(orderId, reason.trim()), onSuccess: onDone });
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel} dismissible={!open.isPending}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          open.mutate();
        }}
      >
        <h2 id={titleId}>{t('disputes.openTitle')}</h2>
        <p>{t('disputes.openText')}</p>
        <label htmlFor={fieldId}>{t('disputes.reason')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {open.isError && (
          <Alert>{isApiError(open.error) ? open.error.message : t('orders.actionFailed')}</Alert>
        )}
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
