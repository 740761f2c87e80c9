import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { stepUpBodySchema, type StepUpBody } from '@gamelot/contract/schemas/mfa';
import { serverMessage } from '@/shared/api-client/api-error';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { PasskeyFactorButton } from '@/shared/passkeys/PasskeyFactorButton';
import { passkeysSupported } from '@/shared/passkeys/ceremony';
import { stepUp, type StepUpMethod } from './step-up-api';
import styles from './Security.module.css';
import '@/shared/i18n/security-texts';
import '@/shared/i18n/validation-texts';

type StepUpDialogProps = {
  /** What the refusal offered: a code (totp, recovery), the password, or nothing. */
  methods: StepUpMethod[];
  /** The stepUpToken, or null when the user closed the dialog. */
  onDone: (stepUpToken: string | null) => void;
};

const MESSAGES_SECTION = 'validation.security';

/**
 * "Confirm it is you" (docs/decisions/0053-second-factor-and-step-up.md): a code when the account
 * has a second factor, else the current password; answers a stepUpToken for the call to repeat.
 * Opened by `withStepUp` (step-up.ts), in its own chunk.
 */
export function StepUpDialog({ methods, onDone }: StepUpDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const byCode = methods.includes('totp') || methods.includes('recovery');
  const byPassword = !byCode && methods.includes('password');
  // A passkey (ADR 0054) beside the code, or alone when it is the account's only factor.
  const byPasskey = methods.includes('passkey') && passkeysSupported();
  const field = byCode ? 'code' : 'password';
  const form = useContractForm(stepUpBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: byCode ? { code: '' } : { password: '' },
  });
  const confirm = useMutation({
    mutationFn: (body: StepUpBody) => stepUp(body),
    onSuccess: (answer) => onDone(answer.stepUpToken),
  });
  useServerFieldErrors(form, confirm.error, ['code', 'password'], MESSAGES_SECTION, t);
  const errors = form.formState.errors;
  const fieldError = errors[field]?.message ?? errors.root?.message;
  const refused =
    confirm.isError && !form.formState.errors[field]
      ? messageText(t, serverMessage(confirm.error, t('security.stepUp.failed')), MESSAGES_SECTION)
      : null;

  return (
    <ModalDialog labelledBy={titleId} onDismiss={() => onDone(null)} dismissible={!confirm.isPending}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => confirm.mutate(body))}>
        <h2 id={titleId}>{t('security.stepUp.title')}</h2>
        {byCode || byPassword ? (
          <>
            <p className={styles.text}>
              {byCode ? t('security.stepUp.codeText') : t('security.stepUp.passwordText')}
            </p>
            {byCode ? (
              <TextField
                label={t('security.stepUp.code')}
                inputMode="text"
                autoComplete="one-time-code"
                autoFocus
                error={fieldError}
                {...form.register('code', { onChange: () => confirm.reset() })}
              />
            ) : (
              <TextField
                label={t('security.stepUp.password')}
                type="password"
                autoComplete="current-password"
                autoFocus
                error={fieldError}
                {...form.register('password', { onChange: () => confirm.reset() })}
              />
            )}
          </>
        ) : (
          !byPasskey && <Alert>{t('security.stepUp.unavailable')}</Alert>
        )}
        {byPasskey && <PasskeyFactorButton purpose="stepUp" onDone={(token) => onDone(token)} />}
        {refused && <Alert>{refused}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onDone(null)} disabled={confirm.isPending}>
            {t('security.stepUp.cancel')}
          </Button>
          {(byCode || byPassword) && (
            <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
              {confirm.isPending && <Spinner />}
              {confirm.isPending ? t('security.stepUp.submitting') : t('security.stepUp.submit')}
            </Button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
