import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { MediaTarget } from '@gamelot/contract/schemas/media';
import { serverMessage } from '@/shared/api-client/api-error';
import { uploadOne } from '@/shared/api/upload-media';
import { mediaUrl } from '@/shared/lib/media-url';
import { IconSparkle } from '../icons';
import { Spinner } from '../Spinner';
import styles from './ImageCropField.module.css';
import { checkImageFile, IMAGE_ACCEPT } from './image-file';
import '@/shared/i18n/editor-texts';

const ImageCropDialog = lazy(() => import('./ImageCropDialog'));

type ImageCropFieldProps = {
  /** The field's visible title, also the start of the file input's accessible name. */
  label: string;
  /** The current picture (a /media/ url), shown as the preview. */
  value: string | null;
  previewAlt: string;
  /** Width / height of the crop: 16 / 9 for offers, 1 for avatars. */
  aspect: number;
  circular?: boolean;
  target: MediaTarget;
  /** The page's text for a file over 5 MB (the original wording differs per page). */
  tooLargeMessage: string;
  onChange: (url: string) => void;
  /** A problem reported from outside, e.g. the server's field error. */
  error?: string | undefined;
  /** True while a file is being cropped or uploaded, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
};

type Pending = { src: string };

/**
 * The image flow of docs/product.md#states: choose a file (images, at most 5 MB), crop it in a dialog, upload
 * the JPEG to /api/media/upload/{target}; the returned url becomes the picture. Cancel discards.
 */
export function ImageCropField({
  label,
  value,
  previewAlt,
  aspect,
  circular,
  target,
  tooLargeMessage,
  onChange,
  error,
  onBusyChange,
}: ImageCropFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const actionId = useId();
  const hintId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = pending !== null || uploading;
  const shownError = problem ?? error;
  const preview = mediaUrl(value);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    if (!pending) return undefined;
    return () => URL.revokeObjectURL(pending.src);
  }, [pending]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    if (check) {
      setProblem(check === 'too-large' ? tooLargeMessage : t('imageCrop.notAnImage'));
      return;
    }
    setProblem(null);
    setPending({ src: URL.createObjectURL(file) });
  }

  async function upload(file: File) {
    setPending(null);
    setUploading(true);
    try {
      onChange(await uploadOne(target, file));
    } catch (cause) {
      setProblem(serverMessage(cause, t('imageCrop.uploadFailed')));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        className={[styles.preview, circular && styles.circle].filter(Boolean).join(' ')}
        style={{ aspectRatio: String(aspect) }}
      >
        {preview ? (
          <img src={preview} alt={previewAlt} className={styles.image} />
        ) : (
          <span className={styles.empty}>
            <IconSparkle size={28} />
            {t('imageCrop.empty')}
          </span>
        )}
        {uploading && (
          <span className={styles.overlay} role="status">
            <Spinner />
            {t('imageCrop.uploading')}
          </span>
        )}
      </div>
      <label className={[styles.pick, busy && styles.disabled].filter(Boolean).join(' ')}>
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-labelledby={`${labelId} ${actionId}`}
          aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
          aria-invalid={shownError ? true : undefined}
          disabled={busy}
          onChange={onFile}
        />
        <span id={actionId}>{value ? t('imageCrop.change') : t('imageCrop.choose')}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {t('imageCrop.formats')}
      </p>
      {shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      {pending && (
        <Suspense
          fallback={
            <span className={styles.hint} role="status">
              {t('imageCrop.opening')}
            </span>
          }
        >
          <ImageCropDialog
            src={pending.src}
            aspect={aspect}
            circular={circular}
            onCancel={() => setPending(null)}
            onAccept={(file) => void upload(file)}
            onError={(reason) => {
              setPending(null);
              setProblem(t('imageCrop.processingError', { reason }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
