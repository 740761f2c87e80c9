import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DISPUTE_RULES, type DisputeRule } from '@gamelot/contract/disputes';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@gamelot/contract/orders';
import { resolveDisputeBodySchema } from '@gamelot/contract/schemas/admin';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import { serverMessage } from '@/shared/api-client/api-error';
import { bodyForm, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { readRoubles } from '@/shared/lib/roubles';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { resolveDispute } from '../api/disputes';
import { useRefreshOrder } from './use-refresh-order';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

type ResolveValues = { outcome: DisputeOutcome; rule: DisputeRule | ''; amount: string; reason: string };

/** The body's `buyerAmount` is the form's `amount`, typed in roubles and sent for a split only. */
const fieldOf = (path: string) => (path === 'buyerAmount' ? 'amount' : path);

const resolveFormSchema = bodyForm({
  body: resolveDisputeBodySchema,
  toBody: ({ outcome, rule, amount, reason }: ResolveValues) => ({
    outcome,
    // An unchosen rule fails the schema's enum: the form shows disputeRuleRequired.
    rule: rule as DisputeRule,
    reason,
    ...(outcome === 'split' ? { buyerAmount: readRoubles(amount) } : {}),
  }),
  fieldOf,
});

const SERVER_FIELDS = (path: string) =>
  path === 'buyerAmount' || path === 'reason' || path === 'rule'
    ? (fieldOf(path) as 'amount' | 'reason' | 'rule')
    : undefined;

/**
 * An administrator's decision: refund the buyer, release to the seller, or split; with the rule it
 * applies (contract/src/disputes.ts) and a reason.
 * Checked by the contract's resolution schema before any request. A lazily loaded chunk.
 */
export function ResolveDisputeForm({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const refresh = useRefreshOrder(dispute.orderId);
  const reasonId = useId();
  const amountId = useId();
  const ruleId = useId();
  const form = useContractForm(resolveFormSchema, {
    t,
    messages: 'validation.admin',
    defaultValues: { outcome: 'refund', rule: '', amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const resolve = useMutation({
    mutationFn: (body: Parameters<typeof resolveDispute>[1]) => resolveDispute(dispute.id, body),
    onSuccess: refresh,
  });
  useServerFieldErrors(form, resolve.error, SERVER_FIELDS, 'validation.admin', t);
  return (
    <form
      className={styles.dialog}
      onSubmit={form.handleSubmit((body) => resolve.mutate(body))}
      noValidate
      aria-labelledby={`${reasonId}-title`}
    >
      <h3 id={`${reasonId}-title`}>{t('disputes.resolveTitle')}</h3>
      <p className={styles.muted}>{t('disputes.held', { amount: formatRoubles(dispute.total, lng) })}</p>
      <fieldset className={styles.outcomes}>
        <legend>{t('disputes.outcome')}</legend>
        {DISPUTE_OUTCOMES.map((o) => (
          <label key={o}>
            <input type="radio" value={o} {...form.register('outcome')} /> {t(`disputes.outcomeChoices.${o}`)}
          </label>
        ))}
      </fieldset>
      {form.watch('outcome') === 'split' && (
        <>
          <label htmlFor={amountId}>{t('disputes.buyerAmount')}</label>
          <input
            id={amountId}
            className={styles.textarea}
            inputMode="decimal"
            {...errorProps(`${amountId}-error`, errors.amount?.message)}
            {...form.register('amount')}
          />
          <FieldError id={`${amountId}-error`} message={errors.amount?.message} />
        </>
      )}
      <label htmlFor={ruleId}>{t('disputes.rule')}</label>
      <select
        id={ruleId}
        className={styles.textarea}
        {...errorProps(`${ruleId}-error`, errors.rule?.message)}
        {...form.register('rule')}
      >
        <option value="">{t('disputes.ruleChoose')}</option>
        {DISPUTE_RULES.map((r) => (
          <option key={r} value={r}>
            {t(`disputes.ruleTexts.${r}`)}
          </option>
        ))}
      </select>
      <FieldError id={`${ruleId}-error`} message={errors.rule?.message} />
      <label htmlFor={reasonId}>{t('disputes.resolutionReason')}</label>
      <textarea
        id={reasonId}
        className={styles.textarea}
        rows={3}
        {...errorProps(`${reasonId}-error`, errors.reason?.message)}
        {...form.register('reason')}
      />
      <FieldError id={`${reasonId}-error`} message={errors.reason?.message} />
      {resolve.isError && <Alert>{serverMessage(resolve.error, t('orders.actionFailed'))}</Alert>}
      <Button type="submit" disabled={resolve.isPending}>
        {t('disputes.resolve')}
      </Button>
    </form>
  );
}
