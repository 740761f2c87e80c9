import { useTranslation } from '@/shared/i18n/use-translation';
import { passkeyErrorText } from '@/shared/passkeys/error-text';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import styles from './Form.module.css';
import '@/shared/i18n/passkey-texts';

/**
 * "Sign in with a passkey" under the login methods: no e-mail typed, the device offers this site's
 * passkeys. A lazily loaded chunk (LoginPage), shown only where the browser has WebAuthn.
 */
export function PasskeySignIn({ to }: { to: string }) {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn(to);
  return (
    <div className={styles.panel}>
      {signIn.isError && <Alert>{passkeyErrorText(t, signIn.error, t('passkeys.signInFailed'))}</Alert>}
      <Button
        variant="secondary"
        size="lg"
        block
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
        onClick={() => signIn.mutate()}
      >
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? t('passkeys.signingIn') : t('passkeys.signIn')}
      </Button>
    </div>
  );
}
