import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { adminKeys } from '../api/admin';
import styles from './Admin.module.css';
import '@/shared/i18n/money-texts';

type ReasonDialogProps = {
  title: string;
  confirm: string;
  act: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Every administrative decision asks for the reason the affected user will see. */
export function ReasonDialog({ title, confirm, act, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: () => act(reason.trim()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!decide.isPending}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <label htmlFor={fieldId}>{t('admin.reason')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {decide.isError && (
          <Alert>{isApiError(decide.error) ? decide.error.message : t('admin.failed')}</Alert>
        )}
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
