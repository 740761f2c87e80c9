import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Review } from '@gamelot/contract/schemas/reviews';
import { formatDate } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Stars } from '@/shared/entities/Stars';
import styles from './ProfileReviews.module.css';

/**
 * One review (docs/product.md#screens, docs/ARCHITECTURE.md#ratings): buyer avatar and name opening their profile,
 * floor(rating/2) stars of 5 with 'x/10', date, offer name opening the offer, comment. A buyer or
 * offer that could not be resolved reads 'Неизвестный покупатель' / 'Неизвестный оффер' (docs/product.md#errors).
 */
export function ReviewItem({ review }: { review: Partial<Review> & Pick<Review, 'id' | 'rating'> }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const buyerName = review.buyer?.name?.trim();
  const buyerId = review.buyer?.id ?? review.buyerId;
  const offerName = review.offer?.name?.trim();
  const offerId = review.offer?.id ?? review.offerId;
  const date = review.createdAt ? formatDate(review.createdAt, lng) : null;
  const buyer = (
    <>
      <Avatar name={buyerName || '?'} imageUrl={buyerName ? review.buyer?.imageUrl : null} size={40} />
      <span className={styles.buyerName}>{buyerName || t('profile.reviews.unknownBuyer')}</span>
    </>
  );
  return (
    <li className={styles.review}>
      <div className={styles.top}>
        {buyerId ? (
          <Link to={`/profiles/${buyerId}`} className={styles.buyer}>
            {buyer}
          </Link>
        ) : (
          <span className={styles.buyer}>{buyer}</span>
        )}
        {date && (
          <time className={styles.date} dateTime={review.createdAt}>
            {date}
          </time>
        )}
      </div>
      <div className={styles.rating}>
        <Stars rating={review.rating} label={(stars) => t('profile.reviews.stars', { stars })} />
        <span className={styles.score}>{t('profile.reviews.score', { score: review.rating })}</span>
      </div>
      <p className={styles.offer}>
        <span className={styles.offerLabel}>{t('profile.reviews.offer')}: </span>
        {offerName && offerId ? (
          <Link to={`/offer/${offerId}`}>{offerName}</Link>
        ) : (
          <span>{offerName || t('profile.reviews.unknownOffer')}</span>
        )}
      </p>
      {review.comment?.trim() && <p className={styles.comment}>{review.comment}</p>}
      {review.sellerReply?.trim() && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>{t('profile.reviews.sellerReply')}</p>
          <p>{review.sellerReply}</p>
        </div>
      )}
    </li>
  );
}
