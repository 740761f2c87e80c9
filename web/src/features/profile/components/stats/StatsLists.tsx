import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Paged } from '@gamelot/contract/paging';
import { PROFILE_LIST_PAGE_SIZE } from '@gamelot/contract/rules';
import { Alert } from '@/shared/ui/Alert';
import { Pagination } from '@/shared/ui/Pagination';
import { useFavoriteOffers } from '@/features/profile/api/get-favorite-offers';
import { useFollowUsers } from '@/features/profile/api/get-follow-users';
import { useUserOffers } from '@/features/profile/api/get-user-offers';
import type { StatsCategory } from '@/features/profile/lib/stats-categories';
import { OfferTile } from '../OfferTile';
import styles from './Stats.module.css';
import { UserTile } from './UserTile';

type ListProps = {
  userId: number;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
};

type PagedListProps<T> = {
  category: StatsCategory;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/** Loading, 'Ошибка загрузки {list}', 'Данные не найдены', or the items with paging (20 a page). */
function PagedList<T>({ category, query, page, onPage, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isError) {
    return <Alert>{t('profile.stats.loadError', { list: t(`profile.stats.listNames.${category}`) })}</Alert>;
  }
  if (!query.data) {
    return (
      <p className={styles.empty} role="status">
        {t('profile.stats.loading')}
      </p>
    );
  }
  const items = query.data.content;
  const totalPages = query.data.page.totalPages;
  if (items.length === 0) return <p className={styles.empty}>{t('profile.stats.empty')}</p>;
  return (
    <>
      <div aria-busy={query.isPlaceholderData || undefined}>{children(items)}</div>
      {totalPages > 1 && (
        <Pagination
          page={page + 1}
          totalPages={totalPages}
          onPageChange={(next) => onPage(next - 1)}
          labels={{
            nav: t('profile.stats.pagesNav'),
            previous: t('profile.pagination.previous'),
            next: t('profile.pagination.next'),
            status: t('profile.pagination.pageOf', { page: page + 1, total: totalPages }),
            pageSize: t('profile.pagination.pageSize'),
          }}
        />
      )}
    </>
  );
}

export function OffersList({ userId, page, onPage, kind }: ListProps & { kind: 'offers' | 'favorites' }) {
  const offers = useUserOffers(userId, page, PROFILE_LIST_PAGE_SIZE, kind === 'offers');
  const favorites = useFavoriteOffers(userId, page, PROFILE_LIST_PAGE_SIZE, kind === 'favorites');
  return (
    <PagedList category={kind} query={kind === 'offers' ? offers : favorites} page={page} onPage={onPage}>
      {(items) => (
        <div className={styles.offers}>
          {items.map((offer) => (
            <OfferTile key={offer.id} offer={offer} />
          ))}
        </div>
      )}
    </PagedList>
  );
}

type UsersListProps = ListProps & { direction: 'followers' | 'following'; followAs: number | null };

export function UsersList({ userId, page, onPage, direction, followAs }: UsersListProps) {
  const users = useFollowUsers(direction, userId, page, PROFILE_LIST_PAGE_SIZE);
  return (
    <PagedList category={direction} query={users} page={page} onPage={onPage}>
      {(items) => (
        <ul className={styles.users}>
          {items.map((user) => (
            <UserTile key={user.id} user={user} followAs={followAs === user.id ? null : followAs} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
