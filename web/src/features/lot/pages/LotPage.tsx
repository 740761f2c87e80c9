import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { serverMessage } from '@/shared/api-client/api-error';
import { usePageMeta } from '@/shared/hooks/usePageMeta';
import { PageFallback } from '@/shared/ui/Spinner';
import { useLot } from '../api/get-lot';
import { useProduct } from '../api/get-product';
import { useOfferSearch } from '../api/search-offers';
import { FilterPanel } from '../components/FilterPanel';
import { LotError } from '../components/LotError';
import { LotHeader } from '../components/LotHeader';
import { OFFERS_TITLE_ID, OffersSection } from '../components/OffersSection';
import { scrollBehavior } from '../lib/scroll';
import {
  DEFAULT_FILTERS,
  hasFilters,
  parseLotId,
  readFilters,
  searchBody,
  writeFilters,
  type LotFilters,
} from '@gamelot/contract/lot-filters';
import styles from './LotPage.module.css';

/**
 * The lot page (/lots/:lotId): the game's header and lots, filters (a text, the price, every
 * attribute of the product), and the lot's offers, filtered, sorted and paged by the server. The
 * URL holds the filters and the page (contract/src/lot-filters.ts).
 */
export default function LotPage() {
  const { t } = useTranslation();
  const lotId = parseLotId(useParams().lotId);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const body = useMemo(() => (lotId === null ? null : searchBody(lotId, filters)), [lotId, filters]);

  // All three start at once: the offers need the lot id only.
  const lot = useLot(lotId);
  const product = useProduct(lot.data?.product.id);
  const offers = useOfferSearch(body, filters.page - 1, filters.size);

  const apply = useCallback(
    (next: LotFilters, replace = false) => setParams(writeFilters(next), { replace }),
    [setParams],
  );
  const change = (patch: Partial<LotFilters>, replace = false) =>
    apply({ ...filters, ...patch, page: 1 }, replace);
  const reset = () => apply({ ...DEFAULT_FILTERS, size: filters.size });
  const goToPage = (page: number) => {
    apply({ ...filters, page });
    document
      .getElementById(OFFERS_TITLE_ID)
      ?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  };

  // A page past the end (an old link, fewer offers now): go to the last page instead. An estimated
  // total has no known last page: the empty page says so (OffersSection).
  const totalPages = offers.data?.page.totalPages ?? 0;
  const pastEnd =
    !offers.isPlaceholderData &&
    offers.data?.totalIsEstimate !== true &&
    totalPages > 0 &&
    filters.page > totalPages;
  useEffect(() => {
    if (pastEnd) apply({ ...filters, page: totalPages }, true);
  }, [pastEnd, totalPages, filters, apply]);

  const productName = product.data?.name ?? lot.data?.product.name;
  usePageMeta({
    title: lot.data && productName ? `${productName} — ${lot.data.name}` : t('lot.titleFallback'),
    description:
      lot.data && productName
        ? t('lot.metaDescription', { game: productName, lot: lot.data.name })
        : undefined,
  });

  if (lotId === null) return <LotError message={t('lot.invalidId')} />;
  if (lot.isError)
    return (
      <LotError message={serverMessage(lot.error, t('lot.loadError'))} onRetry={() => void lot.refetch()} />
    );
  if (product.isError) {
    return (
      <LotError
        message={serverMessage(product.error, t('lot.loadError'))}
        onRetry={() => void product.refetch()}
      />
    );
  }
  // The header, filters and offers appear together once lot and product are in: the product's
  // description and lot tabs arriving later would push the filters and offers down (layout shift).
  if (lot.isPending || product.isPending) return <PageFallback />;

  return (
    <div className={styles.page}>
      <LotHeader lot={lot.data} product={product.data} />
      <FilterPanel
        filters={filters}
        attributes={product.data?.attributes ?? {}}
        attributeLabels={product.data?.attributeLabels ?? {}}
        perUnit={lot.data.attributes.pricingType === 'PER_UNIT'}
        onChange={change}
        onReset={reset}
      />
      <OffersSection
        data={offers.data}
        isPending={offers.isPending}
        isError={offers.isError}
        isFetching={offers.isFetching}
        onRetry={() => void offers.refetch()}
        q={filters.q}
        filtered={hasFilters(filters)}
        onClearText={() => change({ q: '' })}
        onReset={reset}
        page={filters.page}
        size={filters.size}
        onPageChange={goToPage}
        onSizeChange={(size) => change({ size })}
      />
    </div>
  );
}
