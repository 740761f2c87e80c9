import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { useUserFull } from '../api/get-user-full';
import { useProfileCounts } from '../components/ProfileCounters';
import { ProfileError, ProfileLoading, ProfileNotFound } from '../components/ProfileLoadStates';
import { StatsHeader } from '../components/stats/StatsHeader';
import { OffersList, UsersList } from '../components/stats/StatsLists';
import { StatsTabs } from '../components/stats/StatsTabs';
import styles from '../components/stats/Stats.module.css';
import { isMissingProfile } from '../lib/profile-query';
import { isStatsCategory, type StatsCategory } from '../lib/stats-categories';
import { parseUserId } from '../lib/user-id';

/** The list page from ?page= (1-based in the URL, 0-based for the API). */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw - 1 : 0;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 0) updated.set('page', String(next + 1));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}

function StatsView({ user, category }: { user: UserFull; category: StatsCategory }) {
  const titleId = useId();
  const { isSignedIn, isGuest, userId: viewerId } = useSession();
  const counts = useProfileCounts(user.id);
  const [page, setPage] = usePageParam();
  // docs/product.md#screens: follow buttons only on someone else's list, for a signed-in viewer (not a guest).
  const followAs = isSignedIn && !isGuest && viewerId !== null && viewerId !== user.id ? viewerId : null;
  const list = { userId: user.id, page, onPage: setPage };
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <StatsHeader user={user} category={category} total={counts[category].data} titleId={titleId} />
      <StatsTabs userId={user.id} counts={counts} />
      <div className={styles.list}>
        {category === 'offers' || category === 'favorites' ? (
          <OffersList key={category} kind={category} {...list} />
        ) : (
          <UsersList key={category} direction={category} followAs={followAs} {...list} />
        )}
      </div>
    </section>
  );
}

/** docs/product.md#screens Profile stats (/profiles/:userId/stats/:category). */
export default function ProfileStatsPage() {
  const { t } = useTranslation();
  const { userId: raw, category } = useParams();
  const userId = parseUserId(raw);
  const user = useUserFull(userId);
  const title = isStatsCategory(category) ? t(`profile.stats.titles.${category}`) : t('pages.profile');
  useDocumentTitle(user.data ? `${title} · ${user.data.name}` : title);

  if (!isStatsCategory(category)) return <Navigate to={`/profiles/${raw ?? ''}/stats/offers`} replace />;
  if (userId === null || isMissingProfile(user.error)) return <ProfileNotFound />;
  if (user.isError) return <ProfileError error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <ProfileLoading />;
  return <StatsView key={user.data.id} user={user.data} category={category} />;
}
