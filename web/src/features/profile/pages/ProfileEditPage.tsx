import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Spinner } from '@/shared/ui/Spinner';
import { useUserFull } from '../api/get-user-full';
import { ProfileError, ProfileLoading, ProfileNotFound } from '../components/ProfileLoadStates';
import { isMissingProfile } from '../lib/profile-query';
import { parseUserId } from '../lib/user-id';
import styles from './ProfileEditPage.module.css';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const ProfileEditForm = lazy(() =>
  import('../components/edit/ProfileEditForm').then((m) => ({ default: m.ProfileEditForm })),
);

/**
 * docs/product.md#screens Edit profile (/profiles/:userId/edit): the owner's only. Anyone else, a guest included,
 * is sent to the profile itself; the save uses the signed-in user's id (docs/product.md#roles).
 */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  const { userId: raw } = useParams();
  const { isSignedIn, isGuest, userId: viewerId } = useSession();
  const userId = parseUserId(raw);
  const isOwner = isSignedIn && !isGuest && viewerId !== null && viewerId === userId;
  const user = useUserFull(isOwner ? userId : null);
  useDocumentTitle(t('profile.editPage.title'));

  if (!isOwner || viewerId === null) return <Navigate to={`/profiles/${raw ?? ''}`} replace />;
  if (isMissingProfile(user.error)) return <ProfileNotFound />;
  if (user.isError) return <ProfileError error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <ProfileLoading />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('profile.editPage.title')}</h1>
        <p className={styles.intro}>{t('profile.editPage.intro')}</p>
      </header>
      <Suspense fallback={<Spinner />}>
        <ProfileEditForm key={user.data.id} user={user.data} signedInUserId={viewerId} />
      </Suspense>
    </div>
  );
}
