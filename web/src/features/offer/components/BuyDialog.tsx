import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { orderTerms, type OrderTerms } from '@gamelot/contract/order-terms';
import { offerMinQuantity } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { serverMessage } from '@/shared/api-client/api-error';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { createOrder, getWalletBalance } from '../api/create-order';
import { offerQueryOptions } from '../api/get-offer';
import { changedTermsOf, termsSourceFrom, termsSourceOf } from '../lib/buy-terms';
import styles from './BuyDialog.module.css';
import '@/shared/i18n/money-texts';

type BuyDialogProps = { offer: Offer; onClose: () => void };

/**
 * Buy Now: the quantity within availability and the minimum, the unit price and the
 * total from the one price rule in contract/, the wallet balance, then pay. The request carries
 * the terms shown (ADR 0031); when the seller changed them meanwhile, the server refuses with the
 * terms now, the dialog shows those and the buyer confirms again.
 */
export function BuyDialog({ offer, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fieldId = useId();
  const [source, setSource] = useState(() => termsSourceOf(offer));
  const minQuantity = offerMinQuantity(source.pricingType, source.offerMinQuantity, source.lotMinQuantity);
  const [quantity, setQuantity] = useState(String(minQuantity));
  const [key, setKey] = useState(newIdempotencyKey);
  const [changed, setChanged] = useState(false);
  const wallet = useQuery({ queryKey: ['wallet', 'summary'], queryFn: getWalletBalance });
  const order = useMutation({
    mutationFn: (terms: OrderTerms) => createOrder({ offerId: offer.id, idempotencyKey: key, ...terms }),
    onSuccess: (created) => void navigate(`/orders/${created.id}`),
    onError: (error) => {
      const now = changedTermsOf(error);
      if (!now) return;
      // New terms are a new purchase to confirm: shown here, sent with a key of their own.
      setSource(termsSourceFrom(now));
      setQuantity(String(now.quantity));
      setKey(newIdempotencyKey());
      setChanged(true);
      void queryClient.invalidateQueries({ queryKey: offerQueryOptions(offer.id).queryKey });
    },
  });
  const termsRefused = changedTermsOf(order.error) !== null;

  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= minQuantity && count <= offer.availability;
  const terms = valid ? orderTerms(source, count) : null;
  const total = terms ? formatRoubles(terms.total, lng) : null;
  const unitPrice = formatRoubles(orderTerms(source, 1).unitPrice, lng);
  const perUnit = source.pricingType === 'PER_UNIT';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (terms) order.mutate(terms);
  };

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!order.isPending}>
      <form className={styles.dialog} onSubmit={submit}>
        <h2 id={titleId}>{t('buy.title')}</h2>
        <p className={styles.offer}>{offer.name}</p>
        {changed && (
          <Alert>
            {t('buy.termsChanged', {
              price: unitPrice,
              per: perUnit ? t('buy.perUnit') : t('buy.perItem'),
              min: minQuantity,
            })}
          </Alert>
        )}
        <p className={styles.muted} data-testid="buy-unit-price">
          {t(perUnit ? 'buy.unitPriceUnit' : 'buy.unitPriceItem', { amount: unitPrice })}
        </p>
        <label htmlFor={fieldId} className={styles.label}>
          {t('buy.quantity')}
        </label>
        <input
          id={fieldId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={minQuantity}
          max={offer.availability}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={!valid || undefined}
          aria-describedby={`${fieldId}-hint`}
        />
        <p id={`${fieldId}-hint`} className={styles.muted}>
          {minQuantity > 1 && `${t('buy.minQuantity', { min: minQuantity })} · `}
          {t('buy.available', { count: offer.availability })}
        </p>
        {!valid && <Alert>{t('buy.quantityInvalid', { min: minQuantity, max: offer.availability })}</Alert>}
        {total && (
          <p className={styles.total} data-testid="buy-total">
            {t('buy.total', { amount: total })}
          </p>
        )}
        <p className={styles.muted}>{t('buy.commissionNote')}</p>
        <p className={styles.muted} data-testid="buy-warranty">
          {source.warrantyDays > 0
            ? `${t('offer.warrantyBadge', { days: t('offer.warrantyDays', { count: source.warrantyDays }) })}. ${t('offer.warrantyHint')}`
            : t('offer.noWarranty')}
        </p>
        {wallet.data && (
          <p className={styles.muted}>
            {t('buy.balance', { amount: formatRoubles(wallet.data.balance, lng) })} ·{' '}
            <Link to="/wallet">{t('buy.topUp')}</Link>
          </p>
        )}
        {order.isError && !termsRefused && <Alert>{serverMessage(order.error, t('buy.failed'))}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={order.isPending}>
            {t('buy.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || order.isPending} aria-busy={order.isPending || undefined}>
            {order.isPending
              ? t('buy.paying')
              : t(changed ? 'buy.payNew' : 'buy.pay', { amount: total ?? '' })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
