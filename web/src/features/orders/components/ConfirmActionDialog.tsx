import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

type Props = {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A money-moving step asks first; focus starts on Cancel. */
export function ConfirmActionDialog({ title, text, confirm, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onDismiss={onCancel} dismissible={!pending}>
      <div className={styles.dialog}>
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        {error && <Alert>{error}</Alert>}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('orders.back')}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {confirm}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
