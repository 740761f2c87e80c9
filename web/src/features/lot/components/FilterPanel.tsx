import { OFFER_SORTS, type OfferSearchSort, type ProductAttributes } from '@gamelot/contract/rules';
import type { AttributeLabels } from '@gamelot/contract/schemas/catalog';
import { useId } from 'react';
import { attributeLabel } from '@/shared/entities/catalog/attribute-label';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';
import { chooseSort, effectiveSort, type LotFilters, type Range } from '@gamelot/contract/lot-filters';
import styles from './FilterPanel.module.css';
import { NumberInput } from './NumberInput';
import { RangeFilter } from './RangeFilter';
import { TextSearch } from './TextSearch';
import '@/shared/i18n/lot-search-texts';

type FilterPanelProps = {
  filters: LotFilters;
  /** The product's attributes: a select for each list, a from–to band for each number. */
  attributes: ProductAttributes;
  /** Their names and values in the interface's language (the keys stay what the filters send). */
  attributeLabels: AttributeLabels;
  /** The lot sells by the unit: prices filter and sort per unit, and the sorts say so. */
  perUnit: boolean;
  onChange: (patch: Partial<LotFilters>, replace?: boolean) => void;
  onReset: () => void;
};

const SORT_LABELS = {
  rating_desc: 'lot.sortRating',
  price_asc: 'lot.sortPriceAsc',
  price_desc: 'lot.sortPriceDesc',
  relevance: 'lotSearch.sortRelevance',
} as const satisfies Record<OfferSearchSort, string>;

const UNIT_SORT_LABELS = {
  ...SORT_LABELS,
  price_asc: 'lotSearch.sortUnitPriceAsc',
  price_desc: 'lotSearch.sortUnitPriceDesc',
} as const satisfies Record<OfferSearchSort, string>;

/**
 * The lot page's filters: a text, price from / to, one select per list attribute of the product
 * (Server, Faction, Rank, ...), a band per numeric attribute, the sort and reset.
 */
export function FilterPanel({
  filters,
  attributes,
  attributeLabels,
  perUnit,
  onChange,
  onReset,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const nameOf = (attribute: string) => attributeLabel(attributeLabels, attribute);
  const lists = Object.entries(attributes).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
  );
  const numbers = Object.keys(attributes).filter((name) => attributes[name] === 'number');
  const sorts: readonly OfferSearchSort[] = filters.q ? [...OFFER_SORTS, 'relevance'] : OFFER_SORTS;
  const labels = perUnit ? UNIT_SORT_LABELS : SORT_LABELS;
  const setAttribute = (name: string, value: string) =>
    onChange({ attributes: { ...filters.attributes, [name]: value } });
  const setRange = (name: string, range: Range) => onChange({ ranges: { ...filters.ranges, [name]: range } });

  return (
    <form className={styles.panel} aria-label={t('lot.filters')} onSubmit={(event) => event.preventDefault()}>
      <TextSearch value={filters.q} onCommit={(q, replace) => onChange({ q }, replace)} />
      <NumberInput
        label={perUnit ? t('lotSearch.unitPriceFrom') : t('lot.priceFrom')}
        invalidText={t('lot.priceInvalid')}
        value={filters.min}
        suffix="₽"
        min={0}
        onCommit={(min) => onChange({ min })}
      />
      <NumberInput
        label={perUnit ? t('lotSearch.unitPriceTo') : t('lot.priceTo')}
        invalidText={t('lot.priceInvalid')}
        value={filters.max}
        suffix="₽"
        min={0}
        onCommit={(max) => onChange({ max })}
      />
      {lists.map(([name, values]) => (
        <AttributeSelect
          key={name}
          label={nameOf(name)}
          values={values}
          labelOf={(option) => attributeLabel(attributeLabels, option)}
          value={filters.attributes[name] ?? ''}
          onChange={(value) => setAttribute(name, value)}
        />
      ))}
      {numbers.map((name) => (
        <RangeFilter
          key={name}
          label={nameOf(name)}
          range={filters.ranges[name]}
          onChange={(range) => setRange(name, range)}
        />
      ))}
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={sortId} className={styles.label}>
          {t('lot.sort')}
        </label>
        <select
          id={sortId}
          className={styles.control}
          value={effectiveSort(filters)}
          onChange={(event) =>
            onChange({ sort: chooseSort(event.target.value as OfferSearchSort, filters.q) })
          }
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(labels[sort])}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" className={styles.reset} onClick={onReset}>
        {t('lot.reset')}
      </Button>
    </form>
  );
}

type AttributeSelectProps = {
  label: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  value: string;
  onChange: (value: string) => void;
};

/** One list attribute: "any" by default, else one of the product's values. */
function AttributeSelect({ label, values, labelOf, value, onChange }: AttributeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={values.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('lotSearch.anyValue')}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
