import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Pagination } from '@/shared/ui/Pagination';
import { useSellerReviews } from '../api/get-seller-reviews';
import { ReviewItem } from './ReviewItem';
import styles from './ProfileReviews.module.css';
import sections from './ProfileSections.module.css';

/** docs/product.md#screens: the seller's reviews, 3 a page, newest first; a failure shows the empty list (docs/product.md#errors). */
export function ProfileReviews({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const reviews = useSellerReviews(userId, page);
  useEffect(() => {
    if (reviews.error) console.warn('Reviews failed to load', reviews.error);
  }, [reviews.error]);
  const list = reviews.data?.content ?? [];
  const totalPages = reviews.data?.page.totalPages ?? 0;
  const total = reviews.data?.totalElements;
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <div className={sections.head}>
        <h2 id={titleId} className={sections.title}>
          {t('profile.reviews.title')}
          {typeof total === 'number' && total > 0 && <span className={styles.count}> · {total}</span>}
        </h2>
      </div>
      {reviews.isLoading ? (
        <p className={sections.empty} role="status">
          {t('common.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className={sections.empty}>{t('profile.reviews.empty')}</p>
      ) : (
        <ul className={styles.list} aria-busy={reviews.isPlaceholderData || undefined}>
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pagination
          page={page + 1}
          totalPages={totalPages}
          onPageChange={(next) => setPage(next - 1)}
          labels={{
            nav: t('profile.reviews.nav'),
            previous: t('profile.pagination.previous'),
            next: t('profile.pagination.next'),
            status: t('profile.pagination.pageOf', { page: page + 1, total: totalPages }),
            pageSize: t('profile.pagination.pageSize'),
          }}
        />
      )}
    </section>
  );
}
