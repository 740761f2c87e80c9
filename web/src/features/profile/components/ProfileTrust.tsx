import { useId } from 'react';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSellerStats } from '@/shared/entities/seller-trust/seller-stats';
import { SellerTrustFacts } from '@/shared/entities/seller-trust/SellerTrustFacts';
import styles from './ProfileDetails.module.css';

/**
 * The user's figures as a seller (docs/product.md#seller-trust-figures): the rating, or "No reviews
 * yet", and the trust figures with their cases and the level from the published formula.
 */
export function ProfileTrust({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stats = useSellerStats(userId);
  const lng = currentLanguage();
  if (!stats.data) return null;
  const { avgRating, reviewCount } = stats.data;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('sellerTrust.title')}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('offer.seller.rating')}</dt>
          <dd className={reviewCount === 0 ? styles.muted : undefined}>
            {reviewCount === 0
              ? t('sellerTrust.noReviews')
              : `${t('offer.seller.ratingValue', {
                  score: formatNumber(avgRating, lng, { maximumFractionDigits: 1 }),
                })} · ${t('offer.seller.reviewCount', { count: reviewCount })}`}
          </dd>
        </div>
      </dl>
      <SellerTrustFacts stats={stats.data} label={t('sellerTrust.title')} />
    </section>
  );
}
