import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { totpEnableBodySchema, type TotpSetupResponse } from '@gamelot/contract/schemas/mfa';
import { serverMessage } from '@/shared/api-client/api-error';
import { messageText, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  disableTotp,
  enableTotp,
  getMfaStatus,
  mfaKeys,
  regenerateRecoveryCodes,
  setupTotp,
} from '@/shared/security/mfa-api';
import { RecoveryCodes } from '@/shared/security/RecoveryCodes';
import securityStyles from '@/shared/security/Security.module.css';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/security-texts';
import '@/shared/i18n/validation-texts';

const MESSAGES_SECTION = 'validation.security';

/**
 * Two-factor protection (docs/decisions/0053-second-factor-and-step-up.md): turn the
 * authenticator app on (QR code, the key as text, a code to confirm), see the recovery codes once,
 * turn it off or get new codes (both ask for step-up). A lazily loaded chunk (SettingsPage).
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: mfaKeys.status, queryFn: getMfaStatus });
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKeys.status });

  const start = useMutation({ mutationFn: setupTotp, onSuccess: (answer) => setSetup(answer) });
  const turnOff = useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      setNote(t('security.turnedOff'));
      void refresh();
    },
  });
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      void refresh();
    },
  });
  const failed = [start, turnOff, regenerate].find((m) => m.isError)?.error;

  let body;
  if (status.isPending) body = <Spinner />;
  else if (status.isError) body = <Alert>{t('security.loadFailed')}</Alert>;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <TotpSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          void refresh();
        }}
      />
    );
  else {
    const { totp, recoveryCodesLeft, passkeys } = status.data;
    body = (
      <div className={styles.form}>
        <p>{totp ? t('security.statusOn') : t('security.statusOff')}</p>
        {(totp || passkeys > 0) && <p>{t('security.recoveryLeft', { count: recoveryCodesLeft })}</p>}
        {passkeys > 0 && <p>{t('security.passkeys', { count: passkeys })}</p>}
        {note && <Alert tone="success">{note}</Alert>}
        {failed !== undefined && (
          <Alert>{messageText(t, serverMessage(failed, t('security.failed')), MESSAGES_SECTION)}</Alert>
        )}
        <div className={styles.actions}>
          {totp ? (
            <>
              <Button variant="secondary" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
                {t('security.regenerate')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setNote(null);
                  turnOff.mutate();
                }}
                disabled={turnOff.isPending}
              >
                {t('security.turnOff')}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                setNote(null);
                start.mutate();
              }}
              disabled={start.isPending}
            >
              {start.isPending && <Spinner />}
              {t('security.turnOn')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <SettingsCard title={t('security.title')} hint={t('security.hint')}>
      {body}
    </SettingsCard>
  );
}

/** The new secret as a QR code and as text, and the code that proves the app got it. */
function TotpSetup({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TotpSetupResponse;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(totpEnableBodySchema, {
    t,
    messages: MESSAGES_SECTION,
    defaultValues: { code: '' },
  });
  const enable = useMutation({
    mutationFn: ({ code }: { code: string }) => enableTotp(code),
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
  });
  useServerFieldErrors(form, enable.error, ['code'], MESSAGES_SECTION, t);
  const error = form.formState.errors.code?.message;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => enable.mutate(body))}>
      <p className={securityStyles.text}>{t('security.setup.scan')}</p>
      <img className={securityStyles.qr} src={setup.qrDataUrl} alt={t('security.setup.qrAlt')} />
      <p>
        {t('security.setup.secret')}: <code className={securityStyles.secret}>{setup.secret}</code>
      </p>
      <TextField
        label={t('security.setup.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        {...form.register('code', { onChange: () => enable.reset() })}
      />
      {enable.isError && !error && (
        <Alert>{messageText(t, serverMessage(enable.error, t('security.failed')), MESSAGES_SECTION)}</Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" disabled={enable.isPending} aria-busy={enable.isPending || undefined}>
          {enable.isPending && <Spinner />}
          {enable.isPending ? t('security.setup.confirming') : t('security.setup.confirm')}
        </Button>
      </div>
    </form>
  );
}
