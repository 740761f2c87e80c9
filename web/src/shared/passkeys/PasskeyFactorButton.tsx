import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { passkeysSupported } from './ceremony';
import { passkeyErrorText } from './error-text';
import { stepUpWithPasskey, verifySecondFactorWithPasskey } from './factor';
import '@/shared/i18n/passkey-texts';

type PasskeyFactorButtonProps =
  /** Step-up: answers the stepUpToken. */
  | { purpose: 'stepUp'; onDone: (token: string) => void | Promise<void> }
  /** The sign-in's second step: answers the session token. */
  | { purpose: 'signIn'; mfaToken: string; onDone: (token: string) => void | Promise<void> };

/**
 * "Confirm with a passkey", beside the code field of the sign-in's second step and of the step-up
 * dialog (docs/decisions/0054-passkeys.md); nothing where the browser has no WebAuthn.
 */
export function PasskeyFactorButton(props: PasskeyFactorButtonProps) {
  const { t } = useTranslation();
  const prove = useMutation({
    mutationFn: async () =>
      props.onDone(
        props.purpose === 'stepUp'
          ? (await stepUpWithPasskey()).stepUpToken
          : await verifySecondFactorWithPasskey(props.mfaToken),
      ),
  });
  if (!passkeysSupported()) return null;
  return (
    <>
      {prove.isError && <Alert>{passkeyErrorText(t, prove.error, t('passkeys.failed'))}</Alert>}
      <Button
        variant="secondary"
        block
        disabled={prove.isPending}
        aria-busy={prove.isPending || undefined}
        onClick={() => prove.mutate()}
      >
        {prove.isPending && <Spinner />}
        {prove.isPending ? t('passkeys.signingIn') : t('passkeys.factor')}
      </Button>
    </>
  );
}
