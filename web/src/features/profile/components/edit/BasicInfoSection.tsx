import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ABOUT_MAX, COUNTRY_MAX_LENGTH, NAME_MAX_LENGTH, textLength } from '@gamelot/contract/rules';
import { TextField } from '@/shared/ui/TextField';
import type { ProfileForm } from '@/features/profile/lib/profile-form';
import { EditSection } from './EditSection';
import styles from './ProfileEditForm.module.css';

type BasicInfoSectionProps = {
  form: ProfileForm;
  errors: { name?: string | undefined; country?: string | undefined; info?: string | undefined };
  onChange: (patch: Partial<ProfileForm>) => void;
};

/** Username, country and "about" with its counter (docs/product.md#validation: about at most 500). */
export function BasicInfoSection({ form, errors, onChange }: BasicInfoSectionProps) {
  const { t } = useTranslation();
  const aboutId = useId();
  const counterId = useId();
  const aboutErrorId = useId();
  const aboutLength = textLength(form.info);
  return (
    <EditSection title={t('profile.editPage.basic')}>
      <div className={styles.row}>
        <TextField
          label={t('profile.editPage.name')}
          name="name"
          autoComplete="nickname"
          required
          value={form.name}
          error={errors.name}
          maxLength={NAME_MAX_LENGTH * 2}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label={t('profile.editPage.country')}
          name="country"
          autoComplete="country-name"
          placeholder={t('profile.editPage.countryPlaceholder')}
          value={form.country}
          error={errors.country}
          maxLength={COUNTRY_MAX_LENGTH * 2}
          onChange={(event) => onChange({ country: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={aboutId} className={styles.label}>
          {t('profile.editPage.about')}
        </label>
        <textarea
          id={aboutId}
          name="info"
          rows={5}
          className={styles.textarea}
          placeholder={t('profile.editPage.aboutPlaceholder')}
          value={form.info}
          aria-invalid={errors.info ? true : undefined}
          aria-describedby={errors.info ? `${aboutErrorId} ${counterId}` : counterId}
          onChange={(event) => onChange({ info: event.target.value })}
        />
        <div className={styles.under}>
          {errors.info ? (
            <p id={aboutErrorId} className={styles.error}>
              {errors.info}
            </p>
          ) : (
            <span />
          )}
          <span
            id={counterId}
            className={aboutLength > ABOUT_MAX ? `${styles.counter} ${styles.over}` : styles.counter}
          >
            {t('profile.editPage.aboutCounter', { count: aboutLength, max: ABOUT_MAX })}
          </span>
        </div>
      </div>
    </EditSection>
  );
}
