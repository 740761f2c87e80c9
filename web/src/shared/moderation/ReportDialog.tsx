import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REPORT_EVIDENCE_MAX, REPORT_REASONS, type ReportTargetKind } from '@gamelot/contract/moderation';
import { createReportBodySchema, type MyReport } from '@gamelot/contract/schemas/moderation';
import { serverMessage } from '@/shared/api-client/api-error';
import { uploadMedia } from '@/shared/api/upload-media';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { formatDateTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { createReport, moderationKeys } from './api';
import styles from './Report.module.css';
import '@/shared/i18n/moderation-texts';

const MESSAGES_SECTION = 'moderation.errors';

type ReportDialogProps = { kind: ReportTargetKind; targetId: number; onClose: () => void };

/**
 * The report form: a reason from the contract's list, a comment and optional image evidence
 * (uploaded like chat attachments when sent). Answers with the report's number and deadline.
 */
export function ReportDialog({ kind, targetId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const reasonId = useId();
  const commentId = useId();
  const filesId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<MyReport | null>(null);
  const form = useContractForm(createReportBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { targetKind: kind, targetId, reason: '' as never, comment: '', evidence: [] },
  });
  const send = useMutation({
    mutationFn: async (body: { reason: (typeof REPORT_REASONS)[number]; comment: string }) => {
      const evidence = files.length
        ? (await uploadMedia('chats', files)).map((f) => ({
            fileId: f.fileId,
            fileName: f.fileName,
            mimeType: f.mimeType,
            url: f.url,
          }))
        : [];
      return createReport({
        targetKind: kind,
        targetId,
        reason: body.reason,
        comment: body.comment,
        evidence,
      });
    },
    onSuccess: (report) => {
      setSent(report);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
  useServerFieldErrors(form, send.error, ['reason', 'comment'], MESSAGES_SECTION, t);
  const reasonError = form.formState.errors.reason?.message;
  const commentError = form.formState.errors.comment?.message;
  const lng = currentLanguage();

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!send.isPending}>
      {sent ? (
        <div className={styles.dialog}>
          <h2 id={titleId}>{t(`moderation.report.titles.${kind}`)}</h2>
          <Alert tone="success">
            {t('moderation.report.sent', { id: sent.id, due: formatDateTime(sent.dueAt, lng) ?? '' })}
          </Alert>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('moderation.report.close')}</Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.dialog}
          onSubmit={form.handleSubmit((body) => send.mutate({ reason: body.reason, comment: body.comment }))}
          noValidate
        >
          <h2 id={titleId}>{t(`moderation.report.titles.${kind}`)}</h2>
          <label htmlFor={reasonId}>{t('moderation.report.reason')}</label>
          <select
            id={reasonId}
            className={styles.field}
            {...errorProps(`${reasonId}-error`, reasonError)}
            {...form.register('reason')}
          >
            <option value="">{t('moderation.report.chooseReason')}</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`moderation.reasons.${reason}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${reasonId}-error`} message={reasonError} />
          <label htmlFor={commentId}>{t('moderation.report.comment')}</label>
          <textarea
            id={commentId}
            className={styles.field}
            rows={3}
            {...errorProps(`${commentId}-error`, commentError)}
            {...form.register('comment')}
          />
          <FieldError id={`${commentId}-error`} message={commentError} />
          <label htmlFor={filesId}>{t('moderation.report.evidence')}</label>
          <input
            id={filesId}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => {
              const chosen = Array.from(e.target.files ?? []);
              setFiles((prev) => [...prev, ...chosen].slice(0, REPORT_EVIDENCE_MAX));
              e.target.value = '';
            }}
          />
          {files.length > 0 && (
            <ul className={styles.files}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setFiles((prev) => prev.filter((_, i) => i !== index))}
                    aria-label={t('moderation.report.removeFile', { name: file.name })}
                  >
                    {file.name} ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {send.isError && (
            <Alert>
              {messageText(t, serverMessage(send.error, t('moderation.report.failed')), MESSAGES_SECTION)}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              {t('moderation.report.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t('moderation.report.submit')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
