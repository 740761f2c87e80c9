import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-context';
import { CoverImage } from '@/shared/ui/CoverImage';
import { Pagination } from '@/shared/ui/Pagination';
import { Tabs, tabId, tabPanelId } from '@/shared/ui/Tabs';
import { listOrders, orderKeys, type OrderSide } from '../api/orders';
import { OrderStateBadge } from '../components/OrderStateBadge';
import styles from '../components/Orders.module.css';
import '@/shared/i18n/money-texts';

/** /orders (docs/product.md#orders): purchases and sales with their state; each opens /orders/{id}. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const { isGuest } = useSession();
  const [params, setParams] = useSearchParams();
  const side: OrderSide = params.get('tab') === 'sales' ? 'sales' : 'purchases';
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(t('pages.orders'));
  const orders = useQuery({
    queryKey: orderKeys.list(side, page - 1),
    queryFn: () => listOrders(side, page - 1),
    placeholderData: keepPreviousData,
    enabled: !isGuest,
  });

  const go = (next: { tab?: OrderSide; page?: number }) =>
    setParams({ tab: next.tab ?? side, ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });

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
        {isGuest ? (
          <p>{t('orders.guest')}</p>
        ) : orders.isPending ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : orders.isError ? (
          <p role="alert">{t('orders.loadFailed')}</p>
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
