import { useTranslation } from '@/shared/i18n/use-translation';
import type { SearchResult } from '../lib/match';
import styles from './SearchDropdown.module.css';

type SearchOptionProps = {
  id: string;
  result: SearchResult;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
};

/** One result: a game (opens the market at it) or a category of a game (opens its lot page). */
export function SearchOption({ id, result, selected, onHover, onChoose }: SearchOptionProps) {
  const { t } = useTranslation();
  const isProduct = result.type === 'product';
  const label = isProduct
    ? t('search.productOption', { name: result.name })
    : t('search.categoryOption', { name: result.name, product: result.productName });
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={label}
      className={styles.option}
      // Keeps focus in the input, so the combobox stays the one focused control.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={selected ? undefined : onHover}
      onClick={onChoose}
    >
      <span className={isProduct ? styles.mark : `${styles.mark} ${styles.markLot}`} aria-hidden="true">
        {result.name.trim()[0]?.toUpperCase() ?? '#'}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{result.name}</span>
        {!isProduct && <span className={styles.parent}>{result.productName}</span>}
      </span>
      <span className={styles.type}>{isProduct ? t('search.typeProduct') : t('search.typeCategory')}</span>
    </li>
  );
}
