import { useTranslation } from '@/shared/i18n/use-translation';
import { PROFILE_BACKGROUNDS } from '@gamelot/contract/rules';
import { mediaUrl } from '@/shared/lib/media-url';
import { EditSection } from './EditSection';
import styles from './ProfileEditForm.module.css';

type BackgroundSectionProps = {
  value: string | null;
  error?: string | undefined;
  onChange: (url: string | null) => void;
};

/** docs/product.md#screens: a grid of the 10 preset backgrounds as one radio group (plus the default). */
export function BackgroundSection({ value, error, onChange }: BackgroundSectionProps) {
  const { t } = useTranslation();
  const options: { url: string | null; label: string }[] = [
    { url: null, label: t('profile.editPage.backgroundDefault') },
    ...PROFILE_BACKGROUNDS.map((url, index) => ({
      url,
      label: t('profile.editPage.backgroundOption', { n: index + 1 }),
    })),
  ];
  return (
    <EditSection title={t('profile.editPage.background')} hint={t('profile.editPage.backgroundHint')}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('profile.editPage.background')}</legend>
        <div className={styles.backgrounds}>
          {options.map((option) => {
            const src = mediaUrl(option.url);
            return (
              <label key={option.url ?? 'default'} className={styles.background}>
                <input
                  type="radio"
                  name="backgroundUrl"
                  className="visually-hidden"
                  checked={value === option.url}
                  onChange={() => onChange(option.url)}
                />
                <span className={styles.thumb} data-default={src ? undefined : ''}>
                  {src && <img src={src} alt="" loading="lazy" decoding="async" />}
                </span>
                <span className="visually-hidden">{option.label}</span>
              </label>
            );
          })}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </EditSection>
  );
}
