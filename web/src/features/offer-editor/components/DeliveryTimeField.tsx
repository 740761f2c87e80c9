import { useId } from 'react';
import { deliveryChoices, deliveryTimeAllowed, type DeliveryKind } from '@gamelot/contract/delivery-time';
import { useTranslation } from '@/shared/i18n/use-translation';
import { deliveryTimeText } from '@/shared/lib/delivery-time';
import styles from './Field.module.css';
import layout from './FormLayout.module.css';
import '@/shared/i18n/editor-texts';

type DeliveryTimeFieldProps = {
  /** The lot's kind: its choices (contract/src/delivery-time.ts). */
  kind: DeliveryKind;
  value: string;
  /** The offer's stored time, listed too when its kind allows it though no choice names it. */
  stored?: number | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The time the seller promises to deliver in (docs/product.md#delivery-time): the choices the lot's
 * kind allows; a key lot's offers are instant, said rather than chosen.
 */
export function DeliveryTimeField({ kind, value, stored, error, onChange }: DeliveryTimeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choices = deliveryChoices(kind);
  if (stored !== undefined && deliveryTimeAllowed(kind, stored) && !choices.includes(stored)) {
    choices.push(stored);
    choices.sort((a, b) => a - b);
  }
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{t('offerEditor.form.delivery')}</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('offerEditor.form.deliveryTime')}
        </label>
        <select
          id={id}
          className={styles.control}
          value={value}
          disabled={choices.length < 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {capitalised(deliveryTimeText(t, minutes))}
            </option>
          ))}
        </select>
        <p id={hintId} className={layout.note}>
          {kind === 'keys' ? t('offerEditor.form.deliveryInstantHint') : t('offerEditor.form.deliveryHint')}
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
