import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { mfaCodeSchema } from '@gamelot/contract/schemas/mfa';
import { serverMessage } from '@/shared/api-client/api-error';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { completeSignIn } from '@/shared/session/session-flow';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { PasskeyFactorButton } from '@/shared/passkeys/PasskeyFactorButton';
import { verifySecondFactor } from './mfa-api';
import styles from './Security.module.css';
import '@/shared/i18n/security-texts';
import '@/shared/i18n/validation-texts';

const codeFormSchema = z.object({ code: mfaCodeSchema });
const MESSAGES_SECTION = 'validation.security';

/**
 * The sign-in's second step (docs/decisions/0053-second-factor-and-step-up.md): the password (or
 * Google) was right, the account has a second factor; a code from the app or a recovery code
 * finishes signing in. Used by the e-mail form and the Google return page.
 */
export function SecondFactorForm({
  mfaToken,
  to,
  onBack,
  methods,
}: {
  mfaToken: string;
  to: string;
  onBack: () => void;
  /** The ways the sign-in answer offered; a passkey (ADR 0054) adds its button. */
  methods?: readonly string[];
}) {
  const { t } = useTranslation();
  const form = useContractForm(codeFormSchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: async ({ code }: { code: string }) =>
      completeSignIn(await verifySecondFactor(mfaToken, code), to),
  });
  useServerFieldErrors(form, verify.error, ['code'], MESSAGES_SECTION, t);
  const error = form.formState.errors.code?.message;
  const refused =
    verify.isError && !error
      ? messageText(t, serverMessage(verify.error, t('security.signIn.failed')), MESSAGES_SECTION)
      : null;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => verify.mutate(body))}>
      <h2>{t('security.signIn.title')}</h2>
      <p className={styles.text}>{t('security.signIn.text')}</p>
      <TextField
        label={t('security.signIn.code')}
        autoComplete="one-time-code"
        autoFocus
        error={error}
        {...form.register('code', { onChange: () => verify.reset() })}
      />
      {refused && <Alert>{refused}</Alert>}
      {methods?.includes('passkey') && (
        <PasskeyFactorButton
          purpose="signIn"
          mfaToken={mfaToken}
          onDone={(token) => completeSignIn(token, to)}
        />
      )}
      <Button
        type="submit"
        size="lg"
        block
        disabled={verify.isPending}
        aria-busy={verify.isPending || undefined}
      >
        {verify.isPending && <Spinner />}
        {verify.isPending ? t('security.signIn.submitting') : t('security.signIn.submit')}
      </Button>
      <Button variant="secondary" block onClick={onBack} disabled={verify.isPending}>
        {t('security.signIn.back')}
      </Button>
    </form>
  );
}
