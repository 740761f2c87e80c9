import { LOT_PAGE_SIZES } from '@gamelot/contract/rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Pagination } from '@/shared/ui/Pagination';
import { Spinner } from '@/shared/ui/Spinner';
import type { OfferPage } from '../api/search-offers';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { formatCount } from '../lib/offer-count';
import { EmptyOffers } from './EmptyOffers';
import styles from './OffersSection.module.css';
import { OfferCard } from './OfferCard';
import '@/shared/i18n/lot-search-texts';

type OffersSectionProps = {
  data: OfferPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  /** The text searched, '' for none. */
  q: string;
  filtered: boolean;
  onClearText: () => void;
  onReset: () => void;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
};

export const OFFERS_TITLE_ID = 'lot-offers-title';

/**
 * 'Offers (n)' (or 'Offers (about n)' when the server estimated the total), the cards, the empty
 * states of the lot page and of a search, and pagination with a page-size select.
 */
export function OffersSection(props: OffersSectionProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const { data, isPending, isError, isFetching, page, size } = props;
  const total = data?.totalElements ?? 0;
  const totalPages = Math.max(1, data?.page.totalPages ?? 1);
  const estimate = data?.totalIsEstimate === true;

  let body;
  if (isPending) {
    body = (
      <p className={styles.state} role="status">
        <Spinner /> {t('lot.offersLoading')}
      </p>
    );
  } else if (isError || !data) {
    body = (
      <div className={styles.errorBox}>
        <Alert>{t('lot.offersError')}</Alert>
        <Button variant="secondary" onClick={props.onRetry}>
          {t('lot.retry')}
        </Button>
      </div>
    );
  } else if (data.content.length === 0) {
    body = (
      <EmptyOffers
        page={page}
        q={props.q}
        filtered={props.filtered}
        onClearText={props.onClearText}
        onReset={props.onReset}
        onPageChange={props.onPageChange}
      />
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {data.content.map((offer, i) => (
          <li key={offer.id}>
            <OfferCard offer={offer} eager={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={OFFERS_TITLE_ID} aria-busy={isFetching}>
      <h2 id={OFFERS_TITLE_ID} className={styles.title} tabIndex={-1}>
        {estimate
          ? t('lotSearch.offersAbout', { n: formatCount(total, true, lng) })
          : t('lot.offers', { n: formatCount(total, false, lng) })}
      </h2>
      <div className={isFetching && !isPending ? styles.stale : undefined}>{body}</div>
      {!isPending && !isError && total > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={props.onPageChange}
          pageSize={size}
          pageSizes={LOT_PAGE_SIZES}
          onPageSizeChange={props.onSizeChange}
          labels={{
            nav: t('lot.pages'),
            previous: t('lot.previous'),
            next: t('lot.next'),
            status: estimate
              ? t('lotSearch.pageOfAbout', { page, total: formatCount(totalPages, true, lng) })
              : t('lot.pageOf', { page: Math.min(page, totalPages), total: totalPages }),
            pageSize: t('lot.pageSize'),
          }}
        />
      )}
    </section>
  );
}
