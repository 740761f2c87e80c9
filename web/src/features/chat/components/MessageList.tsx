import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Attachment } from '@gamelot/contract/schemas/chats';
import { currentLanguage } from '@/shared/i18n/i18n';
import { messageText } from '@/shared/i18n/notices';
import { mediaUrl } from '@/shared/lib/media-url';
import { ReportButton } from '@/shared/moderation/ReportButton';
import { IconCheck, IconCheckDouble, IconFile } from '@/shared/ui/icons';
import { isImage, type WindowMessage } from '../lib/messages';
import { messageTime } from '../lib/times';
import styles from './MessageList.module.css';

type MessageListProps = {
  userId: number;
  messages: WindowMessage[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpenImage: (image: Attachment) => void;
};

/** The message list: mine on the right with single or double checks, the partner's on the left. */
export function MessageList({ userId, messages, loading, failed, onOpenImage }: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <div className={styles.messages} role="log" aria-live="polite" aria-label={t('chat.messages')}>
      {loading ? (
        <p className={styles.state}>{t('common.loading')}</p>
      ) : failed ? (
        <p className={styles.state} role="alert">
          {t('chat.historyFailed')}
        </p>
      ) : count === 0 ? (
        <p className={styles.state}>{t('chat.noMessages')}</p>
      ) : (
        <ol className={styles.list}>
          {messages!.map((message) => (
            <MessageBubble
              key={message.tempId && message.pending ? message.tempId : message.id}
              message={message}
              mine={message.senderId === userId}
              onOpenImage={onOpenImage}
            />
          ))}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}

function MessageBubble({
  message,
  mine,
  onOpenImage,
}: {
  message: WindowMessage;
  mine: boolean;
  onOpenImage: (image: Attachment) => void;
}) {
  const { t } = useTranslation();
  if (message.senderId === null)
    return (
      <li className={styles.system} data-message-id={message.id}>
        {messageText(message, currentLanguage())}
      </li>
    );
  const state = message.failed ? 'failed' : message.pending ? 'sending' : message.isRead ? 'read' : 'sent';
  return (
    <li
      className={mine ? `${styles.message} ${styles.mine}` : styles.message}
      data-message-id={message.pending ? undefined : message.id}
      data-state={mine ? state : undefined}
    >
      {message.attachments.length > 0 && (
        <ul className={styles.attachments}>
          {message.attachments.map((file) => (
            <li key={file.url}>
              {isImage(file.mimeType) ? (
                <button
                  type="button"
                  className={styles.image}
                  onClick={() => onOpenImage(file)}
                  aria-label={t('chat.openImage', { name: file.fileName })}
                >
                  <img src={mediaUrl(file.url) ?? file.url} alt={file.fileName} loading="lazy" />
                </button>
              ) : (
                <a
                  className={styles.file}
                  href={mediaUrl(file.url) ?? file.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  <IconFile size={18} />
                  <span>{file.fileName}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {message.content && <p className={styles.content}>{message.content}</p>}
      <span className={styles.meta}>
        <time dateTime={message.createdAt}>{messageTime(message.createdAt, currentLanguage())}</time>
        {mine && <MessageState state={state} />}
        {/* The partner's stored messages can be reported (docs/product.md#reports-and-moderation). */}
        {!mine && !message.pending && <ReportButton kind="message" targetId={message.id} variant="ghost" />}
      </span>
    </li>
  );
}

function MessageState({ state }: { state: 'failed' | 'sending' | 'read' | 'sent' }) {
  const { t } = useTranslation();
  if (state === 'failed') return <span className={styles.failed}>{t('chat.notSent')}</span>;
  if (state === 'sending') return <span className={styles.sending}>{t('chat.sending')}</span>;
  const Icon = state === 'read' ? IconCheckDouble : IconCheck;
  const label = state === 'read' ? t('chat.read') : t('chat.sent');
  return (
    <span className={state === 'read' ? `${styles.check} ${styles.read}` : styles.check} title={label}>
      <Icon size={16} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
