import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { IconGuest } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/Spinner';
import { useGuestSignIn } from '../api/sign-in-guest';
import styles from './Form.module.css';

/** Guest session without registration (docs/product.md#screens Login, #states Guest). */
export function GuestMethod({ to }: { to: string }) {
  const { t } = useTranslation();
  const guest = useGuestSignIn(to);
  return (
    <div className={styles.panel}>
      {guest.isError && <Alert>{t('auth.login.guestFailed')}</Alert>}
      <p className={styles.note}>{t('auth.login.guestText')}</p>
      <Button size="lg" block disabled={guest.isPending} onClick={() => guest.mutate()}>
        {guest.isPending ? <Spinner /> : <IconGuest size={18} />}
        {guest.isPending ? t('auth.login.guestSubmitting') : t('auth.login.guestButton')}
      </Button>
    </div>
  );
}
