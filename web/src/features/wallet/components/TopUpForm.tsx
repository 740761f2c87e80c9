import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { topUpBodySchema } from '@gamelot/contract/schemas/wallet';
import { serverMessage } from '@/shared/api-client/api-error';
import { bodyForm, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { fullPageLoad } from '@/shared/lib/navigation';
import { readRoubles } from '@/shared/lib/roubles';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { startTopUp } from '../api/wallet';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

type TopUpValues = { amount: string; idempotencyKey: string };

/** The amount as typed, read into the contract's top-up body with the action's idempotency key. */
const topUpFormSchema = bodyForm({
  body: topUpBodySchema,
  toBody: ({ amount, idempotencyKey }: TopUpValues) => ({ amount: readRoubles(amount), idempotencyKey }),
});

/**
 * Top-up: the server creates a payment and answers with the provider's page, which the browser
 * opens; the provider sends the user back to /wallet?payment={id}. The page says when the
 * provider is the test card (WalletPage). The amount is checked by the contract's schema before
 * any request. A lazily loaded chunk.
 */
export function TopUpForm({ provider }: { provider: string | null }) {
  const { t } = useTranslation();
  const [firstKey] = useState(newIdempotencyKey);
  const form = useContractForm(topUpFormSchema, {
    t,
    messages: 'validation.wallet',
    defaultValues: { amount: '', idempotencyKey: firstKey },
  });
  const topUp = useMutation({
    mutationFn: startTopUp,
    onSuccess: (payment) => {
      form.setValue('idempotencyKey', newIdempotencyKey());
      fullPageLoad(payment.paymentUrl);
    },
  });
  useServerFieldErrors(form, topUp.error, ['amount'], 'validation.wallet', t);

  return (
    <section className={styles.section} aria-labelledby="top-up-title">
      <h2 id="top-up-title" className={styles.title}>
        {t('wallet.topUp')}
      </h2>
      {provider === null ? (
        <p className={styles.muted}>{t('wallet.paymentsOff')}</p>
      ) : (
        <form className={styles.form} onSubmit={form.handleSubmit((body) => topUp.mutate(body))} noValidate>
          <TextField
            label={t('wallet.amount')}
            inputMode="decimal"
            error={form.formState.errors.amount?.message}
            autoComplete="off"
            {...form.register('amount')}
          />
          {topUp.isError && <Alert>{serverMessage(topUp.error, t('wallet.actionFailed'))}</Alert>}
          <Button type="submit" disabled={topUp.isPending}>
            {topUp.isPending ? t('wallet.redirecting') : t('wallet.topUpButton')}
          </Button>
        </form>
      )}
    </section>
  );
}
