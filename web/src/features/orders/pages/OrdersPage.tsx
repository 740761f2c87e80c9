import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ORDER_SEARCH_MAX, ORDER_STATES, type OrderState } from '@gamelot/contract/orders';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-context';
import { CoverImage } from '@/shared/ui/CoverImage';
import { Pagination } from '@/shared/ui/Pagination';
import { Tabs, tabId, tabPanelId } from '@/shared/ui/Tabs';
import { listOrders, orderKeys, type OrderFilters, type OrderSide } from '../api/orders';
import { OrderStateBadge } from '../components/OrderStateBadge';
import styles from '../components/Orders.module.css';
import '@/shared/i18n/money-texts';

/** How long typing in the search may pause before the list asks again. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

const stateOf = (value: string | null): OrderState | null =>
  (ORDER_STATES as readonly string[]).includes(value ?? '') ? (value as OrderState) : null;

/**
 * /orders (docs/product.md#orders): purchases and sales with their state; each opens /orders/{id}.
 * The side, a state and a search (an order number or words of the offer) live in the address.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const { isGuest } = useSession();
  const [params, setParams] = useSearchParams();
  const side: OrderSide = params.get('tab') === 'sales' ? 'sales' : 'purchases';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: OrderFilters = { state: stateOf(params.get('state')), q: params.get('q') ?? '' };
  const filtered = filters.state !== null || filters.q.trim() !== '';
  useDocumentTitle(t('pages.orders'));
  const orders = useQuery({
    queryKey: orderKeys.list(side, page - 1, filters),
    queryFn: () => listOrders(side, page - 1, filters),
    placeholderData: keepPreviousData,
    enabled: !isGuest,
  });

  /** A new side, state or search starts at the first page; a page keeps the filters. */
  const go = (next: { tab?: OrderSide; page?: number; state?: OrderState | null; q?: string }) => {
    const state = next.state === undefined ? filters.state : next.state;
    const q = (next.q ?? filters.q).trim();
    setParams(
      {
        tab: next.tab ?? side,
        ...(state ? { state } : {}),
        ...(q ? { q } : {}),
        ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: next.q !== undefined },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.orders')}</h1>
      <Tabs
        label={t('pages.orders')}
        idPrefix="orders"
        value={side}
        onChange={(tab) => go({ tab })}
        tabs={[
          { value: 'purchases', label: t('orders.purchases') },
          { value: 'sales', label: t('orders.sales') },
        ]}
      />
      <div role="tabpanel" id={tabPanelId('orders')} aria-labelledby={tabId('orders', side)}>
        {!isGuest && (
          <OrderFiltersBar
            key={side}
            filters={filters}
            onState={(state) => go({ state })}
            onSearch={(q) => go({ q })}
          />
        )}
        {isGuest ? (
          <p>{t('orders.guest')}</p>
        ) : orders.isPending ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : orders.isError ? (
          <p role="alert">{t('orders.loadFailed')}</p>
        ) : orders.data.content.length === 0 && filtered ? (
          <div className={styles.empty}>
            <p>{t('orders.noMatches')}</p>
          </div>
        ) : orders.data.content.length === 0 ? (
          <div className={styles.empty}>
            <p>{side === 'purchases' ? t('orders.noPurchases') : t('orders.noSales')}</p>
            <Link to={side === 'purchases' ? '/market' : '/trade/rules'}>
              {side === 'purchases' ? t('orders.toMarket') : t('orders.startSelling')}
            </Link>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {orders.data.content.map((order) => {
                const other = side === 'purchases' ? order.seller : order.buyer;
                return (
                  <li key={order.id}>
                    <Link to={`/orders/${order.id}`} className={styles.item} data-order-id={order.id}>
                      <CoverImage
                        src={order.offer.pictureUrl}
                        alt=""
                        fallbackText={order.offer.name}
                        className={styles.thumb}
                      />
                      <span className={styles.itemText}>
                        <span className={styles.itemTitle}>
                          {t('orders.number', { id: order.id })} · {order.offer.name}
                        </span>
                        <span className={styles.muted}>
                          {side === 'purchases' ? t('orders.seller') : t('orders.buyer')}: {other.name} ·{' '}
                          {t('orders.quantity', { count: order.quantity })}
                        </span>
                      </span>
                      <span className={styles.itemSide}>
                        <strong>{formatRoubles(order.total, lng)}</strong>
                        <OrderStateBadge state={order.state} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {orders.data.page.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={orders.data.page.totalPages}
                onPageChange={(p) => go({ page: p })}
                labels={{
                  nav: t('orders.pages'),
                  previous: t('wallet.previous'),
                  next: t('wallet.next'),
                  status: t('wallet.pageOf', { page, total: orders.data.page.totalPages }),
                  pageSize: '',
                }}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** The lists' filters: one state or all, and a search by order number or offer, sent after a pause. */
function OrderFiltersBar({
  filters,
  onState,
  onSearch,
}: {
  filters: OrderFilters;
  onState: (state: OrderState | null) => void;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const stateId = useId();
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  const typed = useDebouncedValue(text, ORDER_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed.trim() !== filters.q.trim()) onSearch(typed);
    // Only a new pause in typing searches; the address changing by itself does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return (
    <form
      role="search"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={stateId}>{t('orders.filterState')}</label>
      <select
        id={stateId}
        className={styles.filterInput}
        value={filters.state ?? ''}
        onChange={(event) => onState(stateOf(event.target.value))}
      >
        <option value="">{t('orders.allStates')}</option>
        {ORDER_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`orders.states.${state}`)}
          </option>
        ))}
      </select>
      <label htmlFor={searchId}>{t('orders.search')}</label>
      <input
        id={searchId}
        type="search"
        className={styles.filterInput}
        placeholder={t('orders.searchPlaceholder')}
        maxLength={ORDER_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
