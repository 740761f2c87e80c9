import { useTranslation } from '@/shared/i18n/use-translation';
import { usePrincipal } from '../session/get-principal';
import { useSession } from '../session/session-context';
import { Alert } from '../ui/Alert';
import { ResendLink } from './ResendLink';
import styles from './EmailVerificationNotice.module.css';
import '@/shared/i18n/validation-texts';

/**
 * Why an action is closed to an unproven address, with "send the link again"
 * (docs/product.md#verified-e-mail). Nothing for guests or once the address is proven. Sits in
 * lazily loaded chunks (the offer wizard, the withdrawal form), never in the first load.
 */
export function EmailVerificationNotice({ action }: { action: 'sell' | 'withdraw' }) {
  const { t } = useTranslation();
  const { isSignedIn, isGuest } = useSession();
  const principal = usePrincipal(isSignedIn && !isGuest);
  if (!principal.data || principal.data.isAnonymous || principal.data.emailVerified) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="info">
        {t(action === 'sell' ? 'emailVerification.notice.sell' : 'emailVerification.notice.withdraw', {
          email: principal.data.email ?? '',
        })}
      </Alert>
      <ResendLink />
    </div>
  );
}
