import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '../api/toggle-follow';
import styles from './TopSellers.module.css';

type FollowButtonProps = {
  /** The signed-in user, or null for a guest (then the button is disabled). */
  viewerId: number | null;
  sellerId: number;
  /** Whether the viewer follows the seller; undefined while the list's follows are loading. */
  following: boolean | undefined;
  /** The sellers of the list, whose follows are one query (see useFollows). */
  listed: readonly number[];
  /** The id of the element naming the seller, so the button is described by it. */
  describedBy: string;
};

/** Follow / Following for one seller (docs/product.md#screens, #states); disabled for visitors who cannot follow. */
export function FollowButton({ viewerId, sellerId, following, listed, describedBy }: FollowButtonProps) {
  const { t } = useTranslation();
  const canFollow = viewerId !== null;
  const toggle = useToggleFollow(viewerId ?? 0, sellerId, listed);
  return (
    <button
      type="button"
      className={following ? `${styles.follow} ${styles.following}` : styles.follow}
      disabled={!canFollow}
      aria-describedby={describedBy}
      aria-busy={toggle.isPending || undefined}
      title={canFollow ? undefined : t('home.followSignIn')}
      onClick={() => {
        if (following !== undefined && !toggle.isPending) toggle.mutate(following);
      }}
    >
      {following ? t('home.following') : t('home.follow')}
    </button>
  );
}
