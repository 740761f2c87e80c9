import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { OPEN_ORDER_STATES } from '@gamelot/contract/orders';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import type { Order } from '@gamelot/contract/schemas/orders';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatDateTime, formatRelativeTime, formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import {
  getOrder,
  orderAction,
  orderKeys,
  revealKeys,
  type RevealedKey,
  type SimpleOrderAction,
} from '../api/orders';
import { DisputeSection } from '../components/DisputeSection';
import { useRefreshOrder } from '../components/use-refresh-order';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { OrderStateBadge } from '../components/OrderStateBadge';
import styles from '../components/Orders.module.css';
import '@/shared/i18n/money-texts';

/** The forms bring zod and react-hook-form: their own chunks (ADR 0045). */
const DeliverDialog = lazy(() =>
  import('../components/DeliverDialog').then((m) => ({ default: m.DeliverDialog })),
);
const OpenDisputeDialog = lazy(() =>
  import('../components/OpenDisputeDialog').then((m) => ({ default: m.OpenDisputeDialog })),
);
const ReviewForm = lazy(() => import('../components/ReviewForms').then((m) => ({ default: m.ReviewForm })));
const ReplyForm = lazy(() => import('../components/ReviewForms').then((m) => ({ default: m.ReplyForm })));

const dateTime = (value: string | null, lng: string) => (value ? formatDateTime(value, lng) : null);

/**
 * The order's money as it moved (ADR 0031): while open, what the seller will receive; once
 * completed, what the seller received (after a split, their part only); a cancelled or refunded
 * order pays the seller nothing, so it shows only what went back to the buyer.
 */
function MoneyFacts({ order, showSeller }: { order: Order; showSeller: boolean }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const open = OPEN_ORDER_STATES.includes(order.state);
  const paidSeller = open || order.state === 'completed';
  return (
    <>
      {showSeller && paidSeller && (
        <>
          <dt>{t('orders.commission')}</dt>
          <dd>{formatRoubles(order.commission, lng)}</dd>
          <dt>{open ? t('orders.sellerWillReceive') : t('orders.sellerReceived')}</dt>
          <dd data-testid="order-seller-amount">{formatRoubles(order.sellerAmount, lng)}</dd>
        </>
      )}
      {order.refunded > 0 && (
        <>
          <dt>{t('orders.refunded')}</dt>
          <dd data-testid="order-refunded">{formatRoubles(order.refunded, lng)}</dd>
        </>
      )}
    </>
  );
}

/** /orders/{id}: one order, its money, its keys and the actions the caller may take now. */
export default function OrderPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  useDocumentTitle(valid ? t('orders.number', { id }) : t('pages.orders'));
  const order = useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => getOrder(id),
    enabled: valid,
    retry: false,
  });

  if (!valid || order.isError) {
    const missing = !valid || (isApiError(order.error) && [403, 404].includes(order.error.status ?? 0));
    return (
      <section className={styles.page}>
        <h1>{t('pages.orders')}</h1>
        <p role="alert">{missing ? t('orders.notFound') : t('orders.loadFailed')}</p>
        <Link to="/orders">{t('orders.back')}</Link>
      </section>
    );
  }
  if (order.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const queryClient = useQueryClient();
  const { userId, user } = useSession();
  const isBuyer = order.buyer.id === userId;
  const isAdmin = user?.roles.includes(ROLE_ADMIN) ?? false;
  const [dialog, setDialog] = useState<'deliver' | 'dispute' | 'buyer-cancel' | SimpleOrderAction | null>(
    null,
  );
  const refresh = useRefreshOrder(order.id);
  // Keys once revealed stay shown: on a later visit they are read again (a repeat reveal records nothing).
  const keysKey = [...orderKeys.one(order.id), 'keys'] as const;
  const revealedKeys = useQuery({
    queryKey: keysKey,
    queryFn: () => revealKeys(order.id),
    enabled: isBuyer && order.keysRevealed,
    staleTime: Infinity,
    retry: false,
  });
  const keys: RevealedKey[] | null = revealedKeys.data ?? null;

  const applied = (next: Order) => {
    queryClient.setQueryData(orderKeys.one(order.id), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    setDialog(null);
  };
  const act = useMutation({
    mutationFn: (action: SimpleOrderAction) => orderAction(order.id, action),
    onSuccess: applied,
  });
  const reveal = useMutation({
    mutationFn: () => revealKeys(order.id),
    onSuccess: (revealed) => {
      queryClient.setQueryData(keysKey, revealed);
      // A revealed key can no longer be refunded: the order's actions changed.
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(order.id), exact: true });
    },
  });
  const can = (action: Order['actions'][number]) => order.actions.includes(action);
  // A key order's buyer reveals the key before confirming: confirming an unseen key asks first.
  const unrevealedKey = order.autoDelivery && isBuyer && !order.keysRevealed && !keys;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Link to={`/orders${isBuyer ? '' : '?tab=sales'}`}>{t('orders.back')}</Link>
      <header className={styles.orderHeader}>
        <h1 id="page-title">{t('orders.number', { id: order.id })}</h1>
        <OrderStateBadge state={order.state} />
      </header>

      <div className={styles.grid}>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>
            <Link to={`/offer/${order.offer.id}`}>{order.offer.name}</Link>
          </h2>
          <dl className={styles.facts}>
            <dt>{t('orders.seller')}</dt>
            <dd>
              <Link to={`/profiles/${order.seller.id}`}>{order.seller.name}</Link>
            </dd>
            <dt>{t('orders.buyer')}</dt>
            <dd>
              <Link to={`/profiles/${order.buyer.id}`}>{order.buyer.name}</Link>
            </dd>
            <dt>{t('orders.quantityLabel')}</dt>
            <dd>{order.quantity}</dd>
            <dt>{t('orders.total')}</dt>
            <dd data-testid="order-total">{formatRoubles(order.total, lng)}</dd>
            <MoneyFacts order={order} showSeller={!isBuyer} />
            <dt>{t('orders.paidAt')}</dt>
            <dd>{dateTime(order.createdAt, lng)}</dd>
            {order.deliveredAt && (
              <>
                <dt>{t('orders.deliveredAt')}</dt>
                <dd>{dateTime(order.deliveredAt, lng)}</dd>
              </>
            )}
            {order.completedAt && (
              <>
                <dt>{t('orders.completedAt')}</dt>
                <dd>{dateTime(order.completedAt, lng)}</dd>
              </>
            )}
            {order.state === 'paid' && order.deliverBy && (
              <>
                <dt>{t('orders.deliverBy')}</dt>
                <dd data-testid="order-deliver-by">
                  {t('orders.deliverByLeft', {
                    date: dateTime(order.deliverBy, lng),
                    left: formatRelativeTime(order.deliverBy, lng),
                  })}
                </dd>
              </>
            )}
            {order.warrantyDays > 0 && (
              <>
                <dt>{t('orders.warranty')}</dt>
                <dd data-testid="order-warranty">{t('offer.warrantyDays', { count: order.warrantyDays })}</dd>
              </>
            )}
            {order.cancelledAt && (
              <>
                <dt>{t('orders.cancelledAt')}</dt>
                <dd>{dateTime(order.cancelledAt, lng)}</dd>
              </>
            )}
          </dl>
          {order.deliveryMessage && (
            <div className={styles.delivery}>
              <h3>{t('orders.deliveryMessage')}</h3>
              <p>{order.deliveryMessage}</p>
            </div>
          )}
          {order.state === 'paid' && order.deliverBy && (
            <p className={styles.muted}>
              {isBuyer ? t('orders.deadlineBuyerHint') : t('orders.deadlineSellerHint')}
              {order.deadlineExtendedAt && <> {t('orders.deadlineExtended')}</>}
            </p>
          )}
          {order.warrantyEndsAt && (
            <p className={styles.muted} data-testid="order-warranty-ends">
              {t('orders.warrantyEndsAt', { date: dateTime(order.warrantyEndsAt, lng) })}
            </p>
          )}
          {order.warrantyReleasedAt && (
            <p className={styles.muted}>
              {t('orders.warrantyReleasedAt', { date: dateTime(order.warrantyReleasedAt, lng) })}
            </p>
          )}
          {order.state === 'delivered' && order.autoCompleteAt && (
            <p className={styles.muted}>
              {t('orders.autoComplete', { date: dateTime(order.autoCompleteAt, lng) })}
            </p>
          )}
        </div>

        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('orders.actions')}</h2>
          {act.isError && <Alert>{serverMessage(act.error, t('orders.actionFailed'))}</Alert>}
          <div className={styles.actions}>
            {can('deliver') && <Button onClick={() => setDialog('deliver')}>{t('orders.deliver')}</Button>}
            {can('revealKeys') && !keys && (
              <Button onClick={() => reveal.mutate()} disabled={reveal.isPending || revealedKeys.isFetching}>
                {order.keysRevealed ? t('orders.showKeys') : t('orders.reveal')}
              </Button>
            )}
            {can('confirm') && (
              <Button variant={unrevealedKey ? 'secondary' : undefined} onClick={() => setDialog('confirm')}>
                {t('orders.confirm')}
              </Button>
            )}
            {can('refundKey') && (
              <Button variant="secondary" onClick={() => setDialog('refund-key')}>
                {t('orders.refundKey')}
              </Button>
            )}
            {can('waitLonger') && (
              <Button variant="secondary" onClick={() => setDialog('wait-longer')}>
                {t('orders.waitLonger')}
              </Button>
            )}
            {can('dispute') && (
              <Button variant="secondary" onClick={() => setDialog('dispute')}>
                {t('disputes.open')}
              </Button>
            )}
            {can('cancel') && (
              <Button variant="secondary" onClick={() => setDialog('cancel')}>
                {t('orders.cancel')}
              </Button>
            )}
            {can('buyerCancel') && (
              <Button variant="secondary" onClick={() => setDialog('buyer-cancel')}>
                {t('orders.buyerCancel')}
              </Button>
            )}
            {order.chatId && (
              <ButtonLink variant="secondary" to={`/chat/${order.chatId}`}>
                {t('orders.openChat')}
              </ButtonLink>
            )}
          </div>
          {can('buyerCancel') && <p className={styles.muted}>{t('orders.buyerCancelHint')}</p>}
          {unrevealedKey && can('revealKeys') && <p className={styles.muted}>{t('orders.revealHint')}</p>}
          {reveal.isError && <Alert>{serverMessage(reveal.error, t('orders.actionFailed'))}</Alert>}
          {keys && (
            <div className={styles.keys}>
              <h3>{t('orders.keys')}</h3>
              <p className={styles.muted} data-testid="keys-revealed">
                {t('orders.keysRevealed')}
              </p>
              <ul>
                {keys.map((key) => (
                  <li key={key.id}>
                    <code data-testid="order-key">{key.value}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {(can('review') || can('replyReview')) && (
            <Suspense fallback={<Spinner />}>
              {can('review') && <ReviewForm orderId={order.id} />}
              {can('replyReview') && <ReplyForm orderId={order.id} />}
            </Suspense>
          )}
          {order.reviewId !== null && !can('replyReview') && (
            <p className={styles.muted}>
              {t('reviews.published')} <Link to={`/offer/${order.offer.id}`}>{t('reviews.seeOnOffer')}</Link>
            </p>
          )}
          {order.actions.length === 0 && !order.chatId && (
            <p className={styles.muted}>{t('orders.noActions')}</p>
          )}
        </div>
      </div>

      {['disputed', 'refunded', 'completed'].includes(order.state) && (
        <DisputeSection orderId={order.id} isAdmin={isAdmin} />
      )}

      {/* A dialog's code arrives a moment after the click: nothing in its place meanwhile. */}
      <Suspense fallback={null}>
        {dialog === 'deliver' && (
          <DeliverDialog orderId={order.id} onDone={applied} onCancel={() => setDialog(null)} />
        )}
        {dialog === 'dispute' && (
          <OpenDisputeDialog
            orderId={order.id}
            onDone={() => {
              setDialog(null);
              refresh();
            }}
            onCancel={() => setDialog(null)}
          />
        )}
      </Suspense>
      {dialog && dialog !== 'deliver' && dialog !== 'dispute' && (
        <ConfirmActionDialog
          title={t(`orders.confirmTitles.${dialog}`)}
          text={
            dialog === 'confirm' && unrevealedKey
              ? t('orders.confirmUnrevealed')
              : t(`orders.confirmTexts.${dialog}`, { amount: formatRoubles(order.total, lng) })
          }
          confirm={t(`orders.confirmButtons.${dialog}`)}
          pending={act.isPending}
          error={act.isError ? serverMessage(act.error, t('orders.actionFailed')) : null}
          onConfirm={() => act.mutate(dialog === 'buyer-cancel' ? 'cancel' : dialog)}
          onCancel={() => {
            act.reset();
            setDialog(null);
          }}
        />
      )}
    </section>
  );
}
