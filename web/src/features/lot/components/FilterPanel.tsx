import { OFFER_SORTS, type OfferSort } from '@gamelot/contract/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import type { LotFilters } from '../lib/lot-filters';
import styles from './FilterPanel.module.css';
import { PriceInput } from './PriceInput';

type FilterPanelProps = {
  filters: LotFilters;
  /** The game's Server values; the server select shows only when there are some. */
  servers: readonly string[];
  onChange: (patch: Partial<LotFilters>) => void;
  onReset: () => void;
};

const SORT_LABELS = {
  rating_desc: 'lot.sortRating',
  price_asc: 'lot.sortPriceAsc',
  price_desc: 'lot.sortPriceDesc',
} as const satisfies Record<OfferSort, string>;

/** SPEC §2 filter panel: price from / to, server (if the game has servers), sort and reset. */
export function FilterPanel({ filters, servers, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const serverId = useId();
  const sortId = useId();
  return (
    <form className={styles.panel} aria-label={t('lot.filters')} onSubmit={(event) => event.preventDefault()}>
      <PriceInput
        label={t('lot.priceFrom')}
        invalidText={t('lot.priceInvalid')}
        value={filters.min}
        onCommit={(min) => onChange({ min })}
      />
      <PriceInput
        label={t('lot.priceTo')}
        invalidText={t('lot.priceInvalid')}
        value={filters.max}
        onCommit={(max) => onChange({ max })}
      />
      {servers.length > 0 && (
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={serverId} className={styles.label}>
            {t('lot.server')}
          </label>
          <select
            id={serverId}
            className={styles.control}
            value={servers.includes(filters.server) ? filters.server : ''}
            onChange={(event) => onChange({ server: event.target.value })}
          >
            <option value="">{t('lot.anyServer')}</option>
            {servers.map((server) => (
              <option key={server} value={server}>
                {server}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={sortId} className={styles.label}>
          {t('lot.sort')}
        </label>
        <select
          id={sortId}
          className={styles.control}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as OfferSort })}
        >
          {OFFER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
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
