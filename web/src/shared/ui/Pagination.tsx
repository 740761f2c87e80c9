import { useId } from 'react';
import styles from './Pagination.module.css';

type PaginationLabels = {
  /** Names the navigation landmark, e.g. "Страницы предложений". */
  nav: string;
  previous: string;
  next: string;
  /** The position, already formatted, e.g. "Страница 2 из 5". */
  status: string;
  /** Labels the page-size select, e.g. "На странице". */
  pageSize: string;
};

type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
};

/** Back / forward, "page x of y" and an optional page-size select. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  labels,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: PaginationProps) {
  const sizeId = useId();
  const last = Math.max(1, totalPages);
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <div className={styles.pages}>
        <button
          type="button"
          className={styles.step}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">←</span>
          {labels.previous}
        </button>
        <span className={styles.status} aria-live="polite">
          {labels.status}
        </span>
        <button
          type="button"
          className={styles.step}
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          {labels.next}
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {pageSize !== undefined && pageSizes && onPageSizeChange && (
        <div className={styles.size}>
          <label htmlFor={sizeId}>{labels.pageSize}</label>
          <select
            id={sizeId}
            className={styles.select}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
