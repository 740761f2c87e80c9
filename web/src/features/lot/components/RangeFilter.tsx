import { useTranslation } from '@/shared/i18n/use-translation';
import { parseBound, type Range } from '@gamelot/contract/lot-filters';
import styles from './FilterPanel.module.css';
import { NumberInput } from './NumberInput';
import '@/shared/i18n/lot-search-texts';

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
  const inverted = t('lotSearch.rangeInverted');
  return (
    <fieldset className={styles.range}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.rangeInputs}>
        <NumberInput
          label={t('lotSearch.rangeFrom')}
          ariaLabel={t('lotSearch.rangeFromLabel', { name: label })}
          invalidText={t('lotSearch.rangeInvalid')}
          value={min}
          parse={parseBound}
          refuse={(value) => (value !== null && max !== null && value > max ? inverted : null)}
          onCommit={(value) => onChange({ min: value, max })}
        />
        <NumberInput
          label={t('lotSearch.rangeTo')}
          ariaLabel={t('lotSearch.rangeToLabel', { name: label })}
          invalidText={t('lotSearch.rangeInvalid')}
          value={max}
          parse={parseBound}
          refuse={(value) => (value !== null && min !== null && value < min ? inverted : null)}
          onCommit={(value) => onChange({ min, max: value })}
        />
      </div>
    </fieldset>
  );
}
