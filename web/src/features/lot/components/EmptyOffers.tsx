import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';
import styles from './OffersSection.module.css';
import '@/shared/i18n/lot-search-texts';

type EmptyOffersProps = {
  /** The 1-based page shown. */
  page: number;
  /** The text searched, '' for none. */
  q: string;
  /** Filters other than the text narrow the result. */
  filtered: boolean;
  onClearText: () => void;
  onReset: () => void;
  onPageChange: (page: number) => void;
};

/**
 * Why a page of offers is empty, and the way out: past the real end of an estimated total (back a
 * page, or to the first), nothing for the text (clear it, or the filters), nothing for the
 * filters (reset them), or no offers at all.
 */
export function EmptyOffers({ page, q, filtered, onClearText, onReset, onPageChange }: EmptyOffersProps) {
  const { t } = useTranslation();
  if (page > 1) {
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>{t('lotSearch.pastEnd')}</p>
        <p>{t('lotSearch.pastEndHint')}</p>
        <div className={styles.stateActions}>
          {page > 2 && (
            <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)}>
              {t('lotSearch.previousPage')}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => onPageChange(1)}>
            {t('lotSearch.firstPage')}
          </Button>
        </div>
      </div>
    );
  }
  if (q) {
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>
          {t(filtered ? 'lotSearch.noMatchesFiltered' : 'lotSearch.noMatches', { q })}
        </p>
        <p>{t('lotSearch.noMatchesHint')}</p>
        <div className={styles.stateActions}>
          <Button variant="secondary" size="sm" onClick={onClearText}>
            {t('lotSearch.textClear')}
          </Button>
          {filtered && (
            <Button variant="secondary" size="sm" onClick={onReset}>
              {t('lot.reset')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <p>{filtered ? t('lot.noFilteredOffers') : t('lot.noOffers')}</p>
      {filtered && (
        <Button variant="secondary" size="sm" onClick={onReset}>
          {t('lot.reset')}
        </Button>
      )}
    </div>
  );
}
