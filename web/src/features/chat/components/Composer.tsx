import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@gamelot/contract/rules';
import type { Attachment } from '@gamelot/contract/schemas/chats';
import { serverMessage } from '@/shared/api-client/api-error';
import { uploadMedia } from '@/shared/api/upload-media';
import { Alert } from '@/shared/ui/Alert';
import { IconClose, IconFile, IconPaperclip, IconSend } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './Composer.module.css';

type Picked = { file: File; preview: string | null };

type ComposerProps = {
  connected: boolean;
  onSend: (content: string, attachments: Attachment[]) => boolean;
};

/**
 * The input with attach and send (docs/product.md#screens, #validation): sending needs non-empty trimmed text or at
 * least one file, a live connection, and no send already under way. Files (images and PDF) are
 * previewed before sending and uploaded to /api/media/upload/chats when the message goes.
 */
export function Composer({ connected, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Picked[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Object URLs of previews are released when they are no longer shown.
  useEffect(
    () => () => {
      for (const f of files) if (f.preview) URL.revokeObjectURL(f.preview);
    },
    [files],
  );

  const canSend = (text.trim().length > 0 || files.length > 0) && connected && !sending;

  const pick = (list: FileList | null) => {
    if (!list) return;
    setError(null);
    const added = [...list].map((file) => ({
      file,
      preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }));
    const all = [...files, ...added];
    if (all.length > MESSAGE_MAX_ATTACHMENTS)
      setError(t('chat.tooManyFiles', { max: MESSAGE_MAX_ATTACHMENTS }));
    setFiles(all.slice(0, MESSAGE_MAX_ATTACHMENTS));
    if (input.current) input.current.value = '';
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      const attachments: Attachment[] = files.length
        ? (
            await uploadMedia(
              'chats',
              files.map((f) => f.file),
            )
          ).map((stored) => ({
            fileId: stored.fileId,
            fileName: stored.fileName,
            mimeType: stored.mimeType,
            url: stored.url,
          }))
        : [];
      if (onSend(text.trim(), attachments)) {
        setText('');
        setFiles([]);
      }
    } catch (cause) {
      setError(serverMessage(cause, t('chat.uploadFailed')));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)}>
      {error && <Alert>{error}</Alert>}
      {files.length > 0 && (
        <ul className={styles.previews} aria-label={t('chat.attachments')}>
          {files.map((f, index) => (
            <li key={`${f.file.name}-${index}`} className={styles.preview}>
              {f.preview ? <img src={f.preview} alt={f.file.name} /> : <IconFile size={22} />}
              <span className={styles.fileName}>{f.file.name}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
                aria-label={t('chat.removeFile', { name: f.file.name })}
                disabled={sending}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*,application/pdf"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          onChange={(e) => pick(e.target.files)}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          className={styles.attach}
          onClick={() => input.current?.click()}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          disabled={sending || files.length >= MESSAGE_MAX_ATTACHMENTS}
        >
          <IconPaperclip size={20} />
        </button>
        <textarea
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={1}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!canSend}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          aria-busy={sending || undefined}
        >
          {sending ? <Spinner /> : <IconSend size={20} />}
        </button>
      </div>
    </form>
  );
}
