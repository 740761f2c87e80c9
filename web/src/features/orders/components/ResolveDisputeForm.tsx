import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@gamelot/contract/orders';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import { isApiError } from '@/shared/api-client/api-error';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { resolveDispute } from '../api/disputes';
import { useRefreshOrder } from './use-refresh-order';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

/** An administrator's decision: refund the buyer, release to the seller, or split; with a reason. */
export function ResolveDisputeForm({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const refresh = useRefreshOrder(dispute.orderId);
  const reasonId = useId();
  const amountId = useId();
  const [outcome, setOutcome] = useState<DisputeOutcome>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const resolve = useMutation({
    mutationFn: () =>
      resolveDispute(dispute.id, {
        outcome,
        reason: reason.trim(),
        ...(outcome === 'split' ? { buyerAmount: Number(amount.replace(',', '.')) } : {}),
      }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate();
  };
  return (
    <form className={styles.dialog} onSubmit={submit} aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`}>{t('disputes.resolveTitle')}</h3>
      <p className={styles.muted}>{t('disputes.held', { amount: formatRoubles(dispute.total, lng) })}</p>
      <fieldset className={styles.outcomes}>
        <legend>{t('disputes.outcome')}</legend>
        {DISPUTE_OUTCOMES.map((o) => (
          <label key={o}>
            <input
              type="radio"
              name="outcome"
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />{' '}
            {t(`disputes.outcomeChoices.${o}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'split' && (
        <>
          <label htmlFor={amountId}>{t('disputes.buyerAmount')}</label>
          <input
            id={amountId}
            className={styles.textarea}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </>
      )}
      <label htmlFor={reasonId}>{t('disputes.resolutionReason')}</label>
      <textarea
        id={reasonId}
        className={styles.textarea}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {resolve.isError && (
        <Alert>{isApiError(resolve.error) ? resolve.error.message : t('orders.actionFailed')}</Alert>
      )}
      <Button type="submit" disabled={resolve.isPending}>
        {t('disputes.resolve')}
      </Button>
    </form>
  );
}
