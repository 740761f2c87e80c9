import type { FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IMAGE_MAX_BYTES } from '@gamelot/contract/rules';
import { Button } from '@/shared/ui/Button';
import { ImageCropField } from '@/shared/ui/image-crop/ImageCropField';
import { EditSection } from './EditSection';
import styles from './ProfileEditForm.module.css';

type AvatarSectionProps = {
  imageUrl: string | null;
  error?: string | undefined;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
};

/**
 * The avatar (docs/product.md#states image flow): choose, crop 1:1, upload to /api/media/upload/avatars. A file
 * over 5 MB gets the original alert 'Размер файла не должен превышать 5MB' (docs/product.md#validation) on top of the
 * field's own inline message.
 */
export function AvatarSection({ imageUrl, error, onChange, onBusyChange }: AvatarSectionProps) {
  const { t } = useTranslation();
  const tooLarge = t('profile.editPage.avatarTooLarge');

  function alertIfTooLarge(event: FormEvent<HTMLDivElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const file = input.files?.[0];
    if (file && file.size > IMAGE_MAX_BYTES) window.alert(tooLarge);
  }

  return (
    <EditSection title={t('profile.editPage.avatar')}>
      <div className={styles.avatar} onChangeCapture={alertIfTooLarge}>
        <ImageCropField
          label={t('profile.editPage.avatarField')}
          value={imageUrl}
          previewAlt={t('profile.editPage.avatarAlt')}
          aspect={1}
          circular
          target="avatars"
          tooLargeMessage={tooLarge}
          onChange={onChange}
          error={error}
          onBusyChange={onBusyChange}
        />
        {imageUrl && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('profile.editPage.avatarRemove')}
          </Button>
        )}
      </div>
    </EditSection>
  );
}
