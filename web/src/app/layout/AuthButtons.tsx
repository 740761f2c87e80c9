import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useGuestSignIn } from '@/features/auth/api/sign-in-guest';
import { fromState } from '@/shared/lib/safe-path';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './AuthButtons.module.css';

/** Signed-out top bar actions (docs/product.md#screens): Login, and Guest which starts a guest session at once. */
export function AuthButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const guest = useGuestSignIn(fromState(location.state) ?? '/');
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => navigate('/login', { state: location.state })}>
        {t('topbar.login')}
      </Button>
      <Button size="sm" disabled={guest.isPending} onClick={() => guest.mutate()}>
        {guest.isPending && <Spinner />}
        {t('topbar.guest')}
      </Button>
      {guest.isError && <Alert className={styles.toast}>{t('auth.login.guestFailed')}</Alert>}
    </>
  );
}
