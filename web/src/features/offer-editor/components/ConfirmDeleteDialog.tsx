import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { Spinner } from '@/shared/ui/Spinner';
import { useOpenOrderCount } from '../api/delete-offer';
import styles from './ConfirmDeleteDialog.module.css';
import '@/shared/i18n/editor-texts';

type ConfirmDeleteDialogProps = {
  offerId: number;
  offerName: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The confirmation before an offer is deleted (docs/product.md#screens Edit offer). Focus starts on Cancel (the first button). */
export function ConfirmDeleteDialog({
  offerId,
  offerName,
  pending,
  error,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const openOrders = useOpenOrderCount(offerId);
  const open = openOrders.data ?? 0;
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onDismiss={onCancel} dismissible={!pending}>
      <h2 id={titleId} className={styles.title}>
        {t('offerEditor.edit.deleteTitle')}
      </h2>
      <p id={textId} className={styles.text}>
        {t('offerEditor.edit.deleteText', { name: offerName })}
      </p>
      {open > 0 && (
        <Alert>
          <span data-testid="open-orders-warning">
            {t('offerEditor.edit.deleteOpenOrders', { count: open })}
          </span>
        </Alert>
      )}
      {error && <Alert>{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('offerEditor.edit.cancel')}
        </Button>
        <Button
          variant="secondary"
          className={styles.danger}
          onClick={onConfirm}
          disabled={pending || openOrders.isPending}
          aria-busy={pending || undefined}
        >
          {pending && <Spinner />}
          {pending ? t('offerEditor.edit.deleting') : t('offerEditor.edit.deleteConfirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
