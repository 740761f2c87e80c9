import { useTranslation } from 'react-i18next';
import { parseBound, type Range } from '../lib/lot-filters';
import styles from './FilterPanel.module.css';
import { NumberInput } from './NumberInput';

type RangeFilterProps = {
  /** The attribute's name as shown ("Уровень"). */
  label: string;
  range: Range | undefined;
  onChange: (range: Range) => void;
};

/** A numeric attribute's band: from / to, either end open; ends the wrong way round are not applied. */
export function RangeFilter({ label, range, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const min = range?.min ?? null;
  const max = range?.max ?? null;
  const inverted = t('lot.rangeInverted');
  return (
    <fieldset className={styles.range}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.rangeInputs}>
        <NumberInput
          label={t('lot.rangeFrom')}
          ariaLabel={t('lot.rangeFromLabel', { name: label })}
          invalidText={t('lot.rangeInvalid')}
          value={min}
          parse={parseBound}
          refuse={(value) => (value !== null && max !== null && value > max ? inverted : null)}
          onCommit={(value) => onChange({ min: value, max })}
        />
        <NumberInput
          label={t('lot.rangeTo')}
          ariaLabel={t('lot.rangeToLabel', { name: label })}
          invalidText={t('lot.rangeInvalid')}
          value={max}
          parse={parseBound}
          refuse={(value) => (value !== null && min !== null && value < min ? inverted : null)}
          onCommit={(value) => onChange({ min, max: value })}
        />
      </div>
    </fieldset>
  );
}
