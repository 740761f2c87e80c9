import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { APPEAL_OUTCOMES, MODERATION_RULES, type ReportAction } from '@gamelot/contract/moderation';
import {
  decideAppealBodySchema,
  decideReportBodySchema,
  type AdminAppeal,
  type DecideAppealBody,
  type DecideReportBody,
  type Report,
} from '@gamelot/contract/schemas/moderation';
import { serverMessage } from '@/shared/api-client/api-error';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { adminKeys } from '../api/admin';
import { decideAppeal, decideReport } from '../api/moderation';
import styles from './Admin.module.css';
import '@/shared/i18n/moderation-texts';

const MESSAGES_SECTION = 'moderation.errors';

/** What can be done about each kind of report: blocking fits an offer only. */
const ACTIONS_FOR: Record<Report['targetKind'], ReportAction[]> = {
  offer: ['none', 'blockOffer', 'suspendUser'],
  user: ['none', 'suspendUser'],
  message: ['none', 'suspendUser'],
};

/** Decides a report: the action, the rule broken (when acting) and the reason the user will read. */
export function DecideReportDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const actionId = useId();
  const ruleId = useId();
  const reasonId = useId();
  const form = useContractForm(decideReportBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { action: 'none', rule: undefined, reason: '' },
  });
  const decide = useMutation({
    mutationFn: (body: DecideReportBody) => decideReport(report.id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  useServerFieldErrors(form, decide.error, ['action', 'rule', 'reason'], MESSAGES_SECTION, t);
  const errors = form.formState.errors;
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!decide.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => decide.mutate(body))} noValidate>
        <h2 id={titleId}>{t('moderation.admin.decideTitle', { id: report.id })}</h2>
        <label htmlFor={actionId}>{t('moderation.admin.action')}</label>
        <select id={actionId} className={styles.textarea} {...form.register('action')}>
          {ACTIONS_FOR[report.targetKind].map((action) => (
            <option key={action} value={action}>
              {t(`moderation.admin.actionOptions.${action}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ruleId}>{t('moderation.admin.rule')}</label>
        <select
          id={ruleId}
          className={styles.textarea}
          {...errorProps(`${ruleId}-error`, errors.rule?.message)}
          {...form.register('rule', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        >
          <option value="">{t('moderation.admin.chooseRule')}</option>
          {MODERATION_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`moderation.rules.${rule}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${ruleId}-error`} message={errors.rule?.message} />
        <label htmlFor={reasonId}>{t('moderation.admin.reasonField')}</label>
        <textarea
          id={reasonId}
          className={styles.textarea}
          rows={3}
          {...errorProps(`${reasonId}-error`, errors.reason?.message)}
          {...form.register('reason')}
        />
        <FieldError id={`${reasonId}-error`} message={errors.reason?.message} />
        <DecisionFooter decide={decide} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** A decision dialog's end: why it failed, if it did, then Cancel and Confirm. */
function DecisionFooter({
  decide,
  onClose,
}: {
  decide: { isError: boolean; isPending: boolean; error: unknown };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {decide.isError && (
        <Alert>
          {messageText(t, serverMessage(decide.error, t('moderation.admin.failed')), MESSAGES_SECTION)}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
          {t('moderation.admin.cancel')}
        </Button>
        <Button type="submit" disabled={decide.isPending}>
          {t('moderation.admin.confirm')}
        </Button>
      </div>
    </>
  );
}

/** Decides an appeal: the decision stands, or it is overturned (the restriction is lifted). */
export function DecideAppealDialog({ appeal, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const outcomeId = useId();
  const reasonId = useId();
  const form = useContractForm(decideAppealBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { outcome: 'upheld', reason: '' },
  });
  const decide = useMutation({
    mutationFn: (body: DecideAppealBody) => decideAppeal(appeal.id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  useServerFieldErrors(form, decide.error, ['outcome', 'reason'], MESSAGES_SECTION, t);
  const error = form.formState.errors.reason?.message;
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!decide.isPending}>
      <form className={styles.dialog} onSubmit={form.handleSubmit((body) => decide.mutate(body))} noValidate>
        <h2 id={titleId}>{t('moderation.admin.appealTitle', { id: appeal.id })}</h2>
        <p>{appeal.appeal?.text}</p>
        <label htmlFor={outcomeId}>{t('moderation.admin.outcomeField')}</label>
        <select id={outcomeId} className={styles.textarea} {...form.register('outcome')}>
          {APPEAL_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(outcome === 'upheld' ? 'moderation.admin.uphold' : 'moderation.admin.overturn')}
            </option>
          ))}
        </select>
        <label htmlFor={reasonId}>{t('moderation.admin.reasonField')}</label>
        <textarea
          id={reasonId}
          className={styles.textarea}
          rows={3}
          {...errorProps(`${reasonId}-error`, error)}
          {...form.register('reason')}
        />
        <FieldError id={`${reasonId}-error`} message={error} />
        <DecisionFooter decide={decide} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}
