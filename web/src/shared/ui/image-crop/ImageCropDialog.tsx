import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { initialCrop, minCropWidth, CROP_MIN_WIDTH_PX } from './crop-geometry';
import { cropImageToFile } from './crop-image';
import styles from './ImageCropDialog.module.css';
import { ModalDialog } from '../ModalDialog';
import '@/shared/i18n/editor-texts';

export type ImageCropDialogProps = {
  /** An object URL of the chosen file. */
  src: string;
  /** Width / height: 16 / 9 for offers, 1 for avatars (docs/product.md#states). */
  aspect: number;
  circular?: boolean;
  onCancel: () => void;
  /** The cropped JPEG, ready to upload. */
  onAccept: (file: File) => void;
  /** The image could not be read or cropped; `reason` says why. */
  onError: (reason: string) => void;
};

/**
 * The crop step of the image flow (docs/product.md#states, #validation): react-image-crop with the aspect kept, the
 * selection inside the image, at least 100 px wide, starting at 80% centred. Arrow keys nudge the
 * selection by 1 px, with Shift by 10, with Ctrl/⌘ by 100 (react-image-crop's nudge steps).
 * Loaded lazily, so the library stays out of every chunk but the one that opens it.
 */
export default function ImageCropDialog({
  src,
  aspect,
  circular,
  onCancel,
  onAccept,
  onError,
}: ImageCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [minWidth, setMinWidth] = useState(CROP_MIN_WIDTH_PX);
  const [busy, setBusy] = useState(false);

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    const image = event.currentTarget;
    setCrop(initialCrop(image.naturalWidth, image.naturalHeight, aspect));
    setMinWidth(minCropWidth(image.width || image.naturalWidth));
  }

  async function apply() {
    if (!crop || !imageRef.current) return;
    setBusy(true);
    try {
      onAccept(await cropImageToFile(imageRef.current, crop));
    } catch (error) {
      setBusy(false);
      console.warn('The cropped image could not be encoded', error);
      onError(t('imageCrop.encodeFailed'));
    }
  }

  return (
    <ModalDialog labelledBy={titleId} describedBy={hintId} onDismiss={onCancel} dismissible={!busy} size="lg">
      <h2 id={titleId} className={styles.title}>
        {t('imageCrop.title')}
      </h2>
      <p id={hintId} className={styles.hint}>
        {t('imageCrop.hint')}
      </p>
      <div className={styles.stage}>
        <ReactCrop
          crop={crop}
          onChange={(_pixels, percent) => setCrop(percent)}
          aspect={aspect}
          minWidth={minWidth}
          keepSelection
          ruleOfThirds
          circularCrop={circular}
          disabled={busy}
          ariaLabels={{
            cropArea: t('imageCrop.aria.cropArea'),
            nwDragHandle: t('imageCrop.aria.nw'),
            nDragHandle: t('imageCrop.aria.n'),
            neDragHandle: t('imageCrop.aria.ne'),
            eDragHandle: t('imageCrop.aria.e'),
            seDragHandle: t('imageCrop.aria.se'),
            sDragHandle: t('imageCrop.aria.s'),
            swDragHandle: t('imageCrop.aria.sw'),
            wDragHandle: t('imageCrop.aria.w'),
          }}
        >
          <img
            ref={imageRef}
            src={src}
            alt={t('imageCrop.imageAlt')}
            className={styles.image}
            onLoad={onLoad}
            onError={() => onError(t('imageCrop.unreadable'))}
          />
        </ReactCrop>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('imageCrop.cancel')}
        </Button>
        <Button onClick={() => void apply()} disabled={!crop || busy} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          {busy ? t('imageCrop.processing') : t('imageCrop.apply')}
        </Button>
      </div>
    </ModalDialog>
  );
}
