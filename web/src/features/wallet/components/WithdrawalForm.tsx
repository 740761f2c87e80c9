import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { withdrawalBodySchema } from '@gamelot/contract/schemas/wallet';
import { serverMessage } from '@/shared/api-client/api-error';
import { bodyForm, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { readRoubles } from '@/shared/lib/roubles';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { EmailVerificationNotice } from '@/shared/email-verification/EmailVerificationNotice';
import { requestWithdrawal, walletKeys } from '../api/wallet';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

type WithdrawalValues = { amount: string; destination: string; idempotencyKey: string };

/** The amount as typed, read into the contract's withdrawal body with the action's idempotency key. */
const withdrawalFormSchema = bodyForm({
  body: withdrawalBodySchema,
  toBody: ({ amount, ...rest }: WithdrawalValues) => ({ amount: readRoubles(amount), ...rest }),
});

const SERVER_FIELDS = ['amount', 'destination'] as const;

/**
 * A withdrawal request: the amount is held at once and waits for an administrator. Checked by the
 * contract's withdrawal schema before any request. A lazily loaded chunk.
 */
export function WithdrawalForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [firstKey] = useState(newIdempotencyKey);
  const form = useContractForm(withdrawalFormSchema, {
    t,
    messages: 'validation.wallet',
    defaultValues: { amount: '', destination: '', idempotencyKey: firstKey },
  });
  const { errors } = form.formState;
  const withdraw = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      form.reset({ amount: '', destination: '', idempotencyKey: newIdempotencyKey() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  useServerFieldErrors(form, withdraw.error, SERVER_FIELDS, 'validation.wallet', t);

  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={styles.title}>
        {t('wallet.withdraw')}
      </h2>
      <p className={styles.muted}>{t('wallet.withdrawHint')}</p>
      <EmailVerificationNotice action="withdraw" />
      <form className={styles.form} onSubmit={form.handleSubmit((body) => withdraw.mutate(body))} noValidate>
        <TextField
          label={t('wallet.amount')}
          inputMode="decimal"
          error={errors.amount?.message}
          autoComplete="off"
          {...form.register('amount')}
        />
        <TextField
          label={t('wallet.destination')}
          error={errors.destination?.message}
          autoComplete="off"
          {...form.register('destination')}
        />
        {withdraw.isError && <Alert>{serverMessage(withdraw.error, t('wallet.actionFailed'))}</Alert>}
        {withdraw.isSuccess && <Alert tone="success">{t('wallet.withdrawRequested')}</Alert>}
        <Button type="submit" variant="secondary" disabled={withdraw.isPending}>
          {t('wallet.withdrawButton')}
        </Button>
      </form>
    </section>
  );
}
