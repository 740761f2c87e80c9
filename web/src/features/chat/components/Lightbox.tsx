import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Attachment } from '@gamelot/contract/schemas/chats';
import { mediaUrl } from '@/shared/lib/media-url';
import { IconClose } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import styles from './Lightbox.module.css';

/** An image attachment at full size (docs/product.md#screens); Escape or the close button leaves. */
export function Lightbox({ image, onClose }: { image: Attachment; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} size="lg">
      <div className={styles.lightbox}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.name}>
            {image.fileName}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('chat.closeImage')}>
            <IconClose size={20} />
          </button>
        </div>
        <img className={styles.image} src={mediaUrl(image.url) ?? image.url} alt={image.fileName} />
      </div>
    </ModalDialog>
  );
}
