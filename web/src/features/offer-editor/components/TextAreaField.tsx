import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './Field.module.css';
import '@/shared/i18n/editor-texts';

type TextAreaFieldProps = {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
  id?: string;
};

/** A textarea with a live "count/max" counter (docs/product.md#screens Create offer: 100 and 2000). */
export function TextAreaField({ label, value, max, onChange, error, rows = 3, id }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <span
          id={counterId}
          className={[styles.counter, value.length >= max && styles.counterFull].filter(Boolean).join(' ')}
          aria-label={t('offerEditor.form.counterLabel', { count: value.length, max })}
        >
          {t('offerEditor.form.counter', { count: value.length, max })}
        </span>
      </div>
      <textarea
        id={inputId}
        className={styles.control}
        value={value}
        rows={rows}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
