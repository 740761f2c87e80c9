import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { fullPageLoad } from '@/shared/lib/navigation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { startTopUp } from '../api/wallet';
import { parseRoubles } from '../lib/amount';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

/**
 * Top-up: the server creates a payment and answers with the provider's page, which the browser
 * opens; the provider sends the user back to /wallet?payment={id}. The page says when the
 * provider is the test card (WalletPage).
 */
export function TopUpForm({ provider }: { provider: string | null }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const topUp = useMutation({
    mutationFn: (roubles: number) => startTopUp({ amount: roubles, idempotencyKey: key }),
    onSuccess: (payment) => {
      setKey(newIdempotencyKey());
      fullPageLoad(payment.paymentUrl);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const roubles = parseRoubles(amount);
    if (roubles === null) return setInvalid(true);
    topUp.mutate(roubles);
  };

  return (
    <section className={styles.section} aria-labelledby="top-up-title">
      <h2 id="top-up-title" className={styles.title}>
        {t('wallet.topUp')}
      </h2>
      {provider === null ? (
        <p className={styles.muted}>{t('wallet.paymentsOff')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('wallet.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setInvalid(false);
            }}
            error={invalid ? t('wallet.amountInvalid') : undefined}
            autoComplete="off"
          />
          {topUp.isError && (
            <Alert>{isApiError(topUp.error) ? topUp.error.message : t('wallet.actionFailed')}</Alert>
          )}
          <Button type="submit" disabled={topUp.isPending}>
            {topUp.isPending ? t('wallet.redirecting') : t('wallet.topUpButton')}
          </Button>
        </form>
      )}
    </section>
  );
}
