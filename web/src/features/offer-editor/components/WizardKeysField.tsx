import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { parseKeyPaste } from '@gamelot/contract/orders';
import styles from './KeyStockSection.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/editor-texts';

/**
 * The create wizard's key stock for a key category (docs/product.md#keys): keys pasted here are
 * added once the offer exists, and the quantity in the form follows their count.
 */
export function WizardKeysField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const titleId = useId();
  const count = parseKeyPaste(value).length;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('keys.title')}
      </h3>
      <p className={styles.hint}>{t('offerEditor.create.keysHint')}</p>
      <label htmlFor={fieldId}>{t('keys.label')}</label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoComplete="off"
      />
      {count > 0 && (
        <p className={styles.stock} data-testid="wizard-key-count">
          {t('offerEditor.create.keysCount', { count })}
        </p>
      )}
    </section>
  );
}
