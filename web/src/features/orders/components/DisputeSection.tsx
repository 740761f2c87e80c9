import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Attachment } from '@gamelot/contract/schemas/chats';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import { serverMessage } from '@/shared/api-client/api-error';
import { uploadMedia } from '@/shared/api/upload-media';
import { formatDateTime, formatRelativeTime, formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { mediaUrl } from '@/shared/lib/media-url';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { addDisputeMessage, disputeKey, getDispute } from '../api/disputes';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const ResolveDisputeForm = lazy(() =>
  import('./ResolveDisputeForm').then((m) => ({ default: m.ResolveDisputeForm })),
);

/**
 * The order's dispute: reason, messages with image evidence from both sides and administrators,
 * and, once resolved, the outcome with the administrator's reason. An administrator resolves it.
 */
export function DisputeSection({ orderId, isAdmin }: { orderId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const dispute = useQuery({
    queryKey: disputeKey(orderId),
    queryFn: () => getDispute(orderId),
    retry: false,
  });
  if (dispute.isPending) return null;
  if (dispute.isError) return null;
  const d = dispute.data;
  return (
    <section className={styles.panel} aria-labelledby="dispute-title" data-dispute-status={d.status}>
      <h2 id="dispute-title" className={styles.panelTitle}>
        {t('disputes.title')} · {t(`disputes.status.${d.status}`)}
      </h2>
      <p>
        <strong>{t('disputes.reason')}:</strong> {d.reason}
      </p>
      {d.status === 'open' && <Deadline dispute={d} />}
      {d.status === 'resolved' && <Outcome dispute={d} />}
      <ol className={styles.disputeMessages}>
        {d.messages.map((m) => (
          <li key={m.id} className={styles.disputeMessage} data-role={m.author.role}>
            <span className={styles.muted}>
              {m.author.name} · {t(`disputes.roles.${m.author.role}`)}
            </span>
            {m.content && <p>{m.content}</p>}
            {m.attachments.map((a) => (
              <a key={a.url} href={mediaUrl(a.url) ?? a.url} target="_blank" rel="noreferrer">
                <img src={mediaUrl(a.url) ?? a.url} alt={a.fileName} className={styles.evidence} />
              </a>
            ))}
          </li>
        ))}
      </ol>
      {d.status === 'open' && <DisputeMessageForm orderId={orderId} />}
      {d.status === 'open' && isAdmin && (
        <Suspense fallback={<Spinner />}>
          <ResolveDisputeForm dispute={d} />
        </Suspense>
      )}
    </section>
  );
}

/** By when the seller answers with proof (ADR 0061), shown to both sides and administrators. */
function Deadline({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  if (dispute.sellerAnsweredAt)
    return (
      <p className={styles.muted} data-testid="dispute-deadline">
        {t('disputes.answered', { time: formatDateTime(dispute.sellerAnsweredAt, lng) })}
      </p>
    );
  if (!dispute.sellerAnswerBy) return null;
  const time = formatDateTime(dispute.sellerAnswerBy, lng);
  const overdue = new Date(dispute.sellerAnswerBy).getTime() <= Date.now();
  return (
    <Alert tone="info">
      <span data-testid="dispute-deadline">
        {overdue
          ? t('disputes.answerOverdue', { time })
          : t('disputes.answerBy', { time, left: formatRelativeTime(dispute.sellerAnswerBy, lng) })}
      </span>{' '}
      {!overdue && t('disputes.silenceRefunds')}
    </Alert>
  );
}

function Outcome({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <Alert tone="info">
      {t(`disputes.outcomes.${dispute.outcome ?? 'refund'}`, {
        amount: formatRoubles(dispute.buyerAmount ?? 0, lng),
      })}
      {dispute.decidedBySystem
        ? ` ${t('disputes.decidedBySystem')}`
        : dispute.resolution && ` ${t('disputes.resolution')}: ${dispute.resolution}`}
      {dispute.rule && ` ${t('disputes.rule')}: ${t(`disputes.ruleTexts.${dispute.rule}`)}`}
    </Alert>
  );
}

function DisputeMessageForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const fileId = useId();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useMutation({
    mutationFn: async () => {
      const stored = files.length ? await uploadMedia('chats', files) : [];
      const attachments: Attachment[] = stored.map((f) => ({
        fileId: f.fileId,
        fileName: f.fileName,
        mimeType: f.mimeType,
        url: f.url,
      }));
      return addDisputeMessage(orderId, content.trim(), attachments);
    },
    onSuccess: (dispute) => {
      queryClient.setQueryData(disputeKey(orderId), dispute);
      setContent('');
      setFiles([]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() || files.length) send.mutate();
  };
  return (
    <form className={styles.dialog} onSubmit={submit}>
      <label htmlFor={fieldId}>{t('disputes.message')}</label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <label htmlFor={fileId}>{t('disputes.evidence')}</label>
      <input
        id={fileId}
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => setFiles([...(e.target.files ?? [])])}
      />
      {send.isError && <Alert>{serverMessage(send.error, t('orders.actionFailed'))}</Alert>}
      <Button
        type="submit"
        variant="secondary"
        disabled={send.isPending || (!content.trim() && !files.length)}
      >
        {t('disputes.send')}
      </Button>
    </form>
  );
}
