import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';
import { useFollowState } from '@/shared/entities/follow/follow-state';
import { useToggleFollow } from '@/shared/entities/follow/toggle-follow';

type FollowToggleProps = { viewerId: number; userId: number; describedBy: string; className?: string };

/** 'Подписаться' / 'Отписаться' for one user card (docs/product.md#states follow toggle, no re-fetch). */
export function FollowToggle({ viewerId, userId, describedBy, className }: FollowToggleProps) {
  const { t } = useTranslation();
  const status = useFollowState(viewerId, userId);
  const toggle = useToggleFollow(viewerId, userId);
  const following = status.data === true;
  return (
    <Button
      size="sm"
      variant={following ? 'secondary' : 'primary'}
      className={className}
      aria-describedby={describedBy}
      aria-busy={toggle.isPending || status.isLoading || undefined}
      disabled={status.isLoading}
      onClick={() => {
        if (!status.isLoading && !toggle.isPending) toggle.mutate(following);
      }}
    >
      {following ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}
