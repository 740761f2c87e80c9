import { useTranslation } from '@/shared/i18n/use-translation';
import { useFollowState } from '@/shared/entities/follow/follow-state';
import { useToggleFollow } from '@/shared/entities/follow/toggle-follow';
import styles from './TopSellers.module.css';

type FollowButtonProps = {
  /** The signed-in user, or null for a guest (then the button is disabled). */
  viewerId: number | null;
  sellerId: number;
  /** The id of the element naming the seller, so the button is described by it. */
  describedBy: string;
};

/**
 * Follow / Following for one seller of a list (docs/product.md#screens, #states); disabled for visitors who cannot
 * follow. The list's states are asked in one call (useFollowState's batch); a failed ask shows
 * Follow.
 */
export function FollowButton({ viewerId, sellerId, describedBy }: FollowButtonProps) {
  const { t } = useTranslation();
  const canFollow = viewerId !== null;
  const state = useFollowState(viewerId, sellerId, true);
  const following = state.isError ? false : state.data;
  const toggle = useToggleFollow(viewerId ?? 0, sellerId);
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
