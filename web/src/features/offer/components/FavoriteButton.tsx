import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Button } from '@/shared/ui/Button';
import { IconHeart } from '@/shared/ui/icons';
import { useAddFavorite } from '../api/add-favorite';
import { useIsFavorite } from '../api/check-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';
import styles from './FavoriteButton.module.css';

/**
 * The favourite toggle (docs/product.md#states): for a signed-in user it adds or removes the offer with the
 * user's own id; a guest or a visitor without a session is sent to /login, carrying this page.
 */
export function FavoriteButton({ offerId }: { offerId: number }) {
  const { t } = useTranslation();
  const { isSignedIn, isGuest, userId } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn && !isGuest && userId !== null;
  const check = useIsFavorite(userId, offerId, signedIn);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [failed, setFailed] = useState(false);
  const pressed = signedIn && check.data === true;
  const pending = add.isPending || remove.isPending;

  function toggle() {
    if (!signedIn || userId === null) {
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setFailed(false);
    const mutation = pressed ? remove : add;
    mutation.mutate({ userId, offerId }, { onError: () => setFailed(true) });
  }

  return (
    <div className={styles.wrap}>
      <Button
        variant="secondary"
        className={[styles.button, pressed && styles.pressed].filter(Boolean).join(' ')}
        aria-pressed={pressed}
        disabled={pending || (signedIn && check.isPending)}
        onClick={toggle}
      >
        <IconHeart size={18} fill={pressed ? 'currentColor' : 'none'} />
        {t('offer.favorite')}
      </Button>
      {check.isError && <p className={styles.error}>{t('offer.favoriteCheckFailed')}</p>}
      {failed && (
        <p className={styles.error} role="alert">
          {t('offer.favoriteUpdateFailed')}
        </p>
      )}
    </div>
  );
}
