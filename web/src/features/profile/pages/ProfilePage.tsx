import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { useUserFull } from '../api/get-user-full';
import { ProfileCounters } from '../components/ProfileCounters';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileHero } from '../components/ProfileHero';
import { GuestProfile, ProfileError, ProfileLoading, ProfileNotFound } from '../components/ProfileLoadStates';
import { ProfileReviews } from '../components/ProfileReviews';
import { ProfileTrust } from '../components/ProfileTrust';
import { RecentActivity } from '../components/RecentActivity';
import { isMissingProfile } from '../lib/profile-query';
import { parseUserId } from '../lib/user-id';
import styles from './ProfilePage.module.css';

function ProfileView({ user }: { user: UserFull }) {
  const nameId = useId();
  return (
    <article className={styles.page} aria-labelledby={nameId}>
      <ProfileHero user={user} nameId={nameId} />
      <ProfileCounters userId={user.id} />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <ProfileDetails user={user} />
          <ProfileTrust userId={user.id} />
        </aside>
        <div className={styles.main}>
          <RecentActivity userId={user.id} />
          <ProfileReviews userId={user.id} />
        </div>
      </div>
    </article>
  );
}

/** docs/product.md#screens Public profile (/profiles/:userId) with the states of docs/product.md#states. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { userId: raw } = useParams();
  const { isGuest, userId: viewerId } = useSession();
  const userId = parseUserId(raw);
  const user = useUserFull(userId);
  useDocumentTitle(user.data?.name ?? t('pages.profile'));

  if (isGuest && raw === String(viewerId)) return <GuestProfile />;
  if (userId === null || isMissingProfile(user.error)) return <ProfileNotFound />;
  if (user.isError) return <ProfileError error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <ProfileLoading />;
  return <ProfileView key={user.data.id} user={user.data} />;
}
