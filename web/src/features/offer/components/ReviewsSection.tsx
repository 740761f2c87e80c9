import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Review } from '@gamelot/contract/schemas/reviews';
import { formatDate } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/Alert';
import { Avatar } from '@/shared/ui/Avatar';
import { Spinner } from '@/shared/ui/Spinner';
import { useOfferReviews } from '../api/get-offer-reviews';
import { MOSCOW_OFFSET, parseServerDate } from '@/shared/lib/server-date';
import styles from './ReviewsSection.module.css';
import { Stars } from '@/shared/entities/Stars';

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const date = parseServerDate(review.createdAt, MOSCOW_OFFSET);
  return (
    <li className={styles.review}>
      <div className={styles.head}>
        <Link to={`/profiles/${review.buyerId}`} className={styles.buyer}>
          <Avatar name={review.buyer.name} imageUrl={review.buyer.imageUrl} size={36} />
          <span className={styles.buyerName}>{review.buyer.name}</span>
        </Link>
        <span className={styles.rating}>
          <Stars rating={review.rating} label={(count) => t('offer.reviews.stars', { count })} size={15} />
          <span className={styles.score}>{t('offer.reviews.score', { score: review.rating })}</span>
        </span>
        {date ? (
          <time className={styles.date} dateTime={date.toISOString()}>
            {formatDate(date, currentLanguage())}
          </time>
        ) : (
          <span className={styles.date}>{t('offer.reviews.dateUnknown')}</span>
        )}
      </div>
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
      {review.sellerReply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>{t('offer.reviews.sellerReply')}</p>
          <p className={styles.comment}>{review.sellerReply}</p>
        </div>
      )}
    </li>
  );
}

/** docs/product.md#screens Offer page: the offer's reviews, newest first; a 404 means none. */
export function ReviewsSection({ offerId }: { offerId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reviews = useOfferReviews(offerId);
  const list = reviews.data ?? [];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.title}>
          {t('offer.reviews.title')}
        </h2>
        {list.length > 0 && (
          <span className={styles.count}>{t('offer.reviews.count', { count: list.length })}</span>
        )}
      </div>
      {reviews.isPending && (
        <p className={styles.muted} role="status">
          <Spinner /> {t('common.loading')}
        </p>
      )}
      {reviews.isError && <Alert>{t('offer.reviews.loadFailed')}</Alert>}
      {reviews.isSuccess && list.length === 0 && <p className={styles.muted}>{t('offer.reviews.empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
