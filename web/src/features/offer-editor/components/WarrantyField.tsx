import { useId } from 'react';
import { WARRANTY_DAYS } from '@gamelot/contract/warranty';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './Field.module.css';
import layout from './FormLayout.module.css';
import '@/shared/i18n/editor-texts';

type WarrantyFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * The warranty an account offer carries (docs/decisions/0060-account-warranties.md): none, 7, 14 or
 * 30 days. The buyer sees it before paying; the seller's money stays held until it ends.
 */
export function WarrantyField({ value, error, onChange }: WarrantyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{t('offerEditor.form.warranty')}</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('offer.warranty')}
        </label>
        <select
          id={id}
          className={styles.control}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        >
          {WARRANTY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {days === 0 ? t('offer.noWarranty') : t('offer.warrantyDays', { count: days })}
            </option>
          ))}
        </select>
        <p id={hintId} className={layout.note}>
          {t('offerEditor.form.warrantyHint')}
        </p>
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
