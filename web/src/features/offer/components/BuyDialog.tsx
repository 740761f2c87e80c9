import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { orderAmounts, kopecksToRoubles, roublesToKopecks } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { isApiError } from '@/shared/api-client/api-error';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { createOrder, getWalletBalance } from '../api/create-order';
import styles from './BuyDialog.module.css';
import '@/shared/i18n/money-texts';

type BuyDialogProps = { offer: Offer; minQuantity: number; onClose: () => void };

/**
 * Buy Now (issue 6 §2): the quantity within availability and the minimum, the total from the one
 * price rule in contract/, the wallet balance, then pay. The server re-checks everything.
 */
export function BuyDialog({ offer, minQuantity, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const fieldId = useId();
  const [quantity, setQuantity] = useState(String(minQuantity));
  const [key] = useState(newIdempotencyKey);
  const wallet = useQuery({ queryKey: ['wallet', 'summary'], queryFn: getWalletBalance });
  const order = useMutation({
    mutationFn: (count: number) => createOrder({ offerId: offer.id, quantity: count, idempotencyKey: key }),
    onSuccess: (created) => void navigate(`/orders/${created.id}`),
  });

  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= minQuantity && count <= offer.availability;
  const totalKopecks = valid
    ? orderAmounts(
        offer.lot.attributes.pricingType,
        roublesToKopecks(offer.originalPrice),
        minQuantity,
        count,
      ).totalKopecks
    : null;
  const total = totalKopecks === null ? null : formatRoubles(kopecksToRoubles(totalKopecks), lng);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) order.mutate(count);
  };

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!order.isPending}>
      <form className={styles.dialog} onSubmit={submit}>
        <h2 id={titleId}>{t('buy.title')}</h2>
        <p className={styles.offer}>{offer.name}</p>
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
        {wallet.data && (
          <p className={styles.muted}>
            {t('buy.balance', { amount: formatRoubles(wallet.data.balance, lng) })} ·{' '}
            <Link to="/wallet">{t('buy.topUp')}</Link>
          </p>
        )}
        {order.isError && <Alert>{isApiError(order.error) ? order.error.message : t('buy.failed')}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={order.isPending}>
            {t('buy.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || order.isPending} aria-busy={order.isPending || undefined}>
            {order.isPending ? t('buy.paying') : t('buy.pay', { amount: total ?? '' })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
