import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { appealBodySchema } from '@gamelot/contract/schemas/moderation';
import { serverMessage } from '@/shared/api-client/api-error';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { moderationKeys } from '@/shared/moderation/api';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { appeal } from '../api/moderation';
import styles from './Moderation.module.css';
import '@/shared/i18n/moderation-texts';

const MESSAGES_SECTION = 'moderation.errors';

/** The appeal of one decision: why it should change. Its own chunk (zod, react-hook-form). */
export function AppealDialog({ id, what, onClose }: { id: number; what: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fieldId = useId();
  const form = useContractForm(appealBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { text: '' },
  });
  const send = useMutation({
    mutationFn: ({ text }: { text: string }) => appeal(id, text),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      onClose();
    },
  });
  useServerFieldErrors(form, send.error, ['text'], MESSAGES_SECTION, t);
  const error = form.formState.errors.text?.message;
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!send.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => send.mutate(body))} noValidate>
        <h2 id={titleId}>{t('moderation.page.appealTitle', { what })}</h2>
        <label htmlFor={fieldId}>{t('moderation.page.appealField')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={4}
          {...errorProps(`${fieldId}-error`, error)}
          {...form.register('text')}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        {send.isError && (
          <Alert>
            {messageText(t, serverMessage(send.error, t('moderation.admin.failed')), MESSAGES_SECTION)}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('moderation.admin.cancel')}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {t('moderation.page.appealSubmit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
