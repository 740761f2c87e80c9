import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useOpenChat } from '@/shared/chat/open-chat';
import { ReportButton } from '@/shared/moderation/ReportButton';
import { useSession } from '@/shared/session/session-context';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { IconChat } from '@/shared/ui/icons';
import { useFollowState } from '@/shared/entities/follow/follow-state';
import { useToggleFollow } from '@/shared/entities/follow/toggle-follow';
import styles from './ProfileHero.module.css';

type ProfileActionsProps = { profileId: number; nameId: string };

/**
 * docs/product.md#screens, #roles: the owner gets Edit; anyone else Message and Follow / Unfollow. A guest clicking
 * either goes to /login carrying this profile as `from`, and comes back after signing in.
 */
export function ProfileActions({ profileId, nameId }: ProfileActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn, isGuest, userId } = useSession();
  const canAct = isSignedIn && !isGuest && userId !== null;
  const viewerId = canAct ? userId : null;
  const isOwner = viewerId === profileId;
  const status = useFollowState(isOwner ? null : viewerId, profileId);
  const toggle = useToggleFollow(viewerId ?? 0, profileId);
  const here = `/profiles/${profileId}`;
  const following = status.data === true;
  const openChat = useOpenChat();

  if (isOwner) {
    return (
      <div className={styles.actions}>
        <ButtonLink to={`/profiles/${profileId}/edit`} variant="secondary">
          {t('profile.edit')}
        </ButtonLink>
      </div>
    );
  }

  function onMessage() {
    if (!canAct) {
      void navigate('/login', { state: { from: here } });
      return;
    }
    openChat.mutate({ partnerId: profileId, offerId: null });
  }

  function onFollow() {
    if (!canAct) {
      void navigate('/login', { state: { from: here } });
      return;
    }
    if (status.isLoading || toggle.isPending) return;
    toggle.mutate(following);
  }

  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        onClick={onMessage}
        aria-describedby={nameId}
        disabled={openChat.isPending}
        aria-busy={openChat.isPending || undefined}
      >
        <IconChat size={18} />
        {t('profile.message')}
      </Button>
      <Button
        variant={following ? 'secondary' : 'primary'}
        onClick={onFollow}
        aria-describedby={nameId}
        aria-busy={toggle.isPending || status.isLoading || undefined}
        disabled={status.isLoading}
      >
        {following ? t('profile.unfollow') : t('profile.follow')}
      </Button>
      {canAct && <ReportButton kind="user" targetId={profileId} size="md" />}
    </div>
  );
}
