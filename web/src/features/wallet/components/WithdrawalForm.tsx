import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { requestWithdrawal, walletKeys } from '../api/wallet';
import { parseRoubles } from '../lib/amount';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

/** A withdrawal request: the amount is held at once and waits for an administrator. */
export function WithdrawalForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; destination?: string }>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const withdraw = useMutation({
    mutationFn: (body: { amount: number; destination: string }) =>
      requestWithdrawal({ ...body, idempotencyKey: key }),
    onSuccess: () => {
      setKey(newIdempotencyKey());
      setAmount('');
      setDestination('');
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const roubles = parseRoubles(amount);
    const next = {
      amount: roubles === null ? t('wallet.amountInvalid') : undefined,
      destination: destination.trim() ? undefined : t('wallet.destinationRequired'),
    };
    setErrors(next);
    if (roubles === null || next.destination) return;
    withdraw.mutate({ amount: roubles, destination: destination.trim() });
  };

  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={styles.title}>
        {t('wallet.withdraw')}
      </h2>
      <p className={styles.muted}>{t('wallet.withdrawHint')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('wallet.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          autoComplete="off"
        />
        <TextField
          label={t('wallet.destination')}
          value={destination}
          onChange={(e) => setDestination(e.target.value)}
          error={errors.destination}
          autoComplete="off"
        />
        {withdraw.isError && (
          <Alert>{isApiError(withdraw.error) ? withdraw.error.message : t('wallet.actionFailed')}</Alert>
        )}
        {withdraw.isSuccess && <Alert tone="success">{t('wallet.withdrawRequested')}</Alert>}
        <Button type="submit" variant="secondary" disabled={withdraw.isPending}>
          {t('wallet.withdrawButton')}
        </Button>
      </form>
    </section>
  );
}
