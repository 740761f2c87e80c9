import { RESPONSE_GRACE_HOURS, RESPONSE_WINDOW_DAYS, SELLER_LEVELS } from '@gamelot/contract/seller-trust';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './RuleCategorySection.module.css';

/**
 * The published seller-level formula (docs/product.md#seller-trust-figures): the contract's
 * `SELLER_LEVELS` as a table, and how each figure is counted. The one source the server computes
 * levels from is the one this page shows.
 */
export function SellerLevelsSection() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const headingId = 'seller-levels';
  const captionId = 'seller-levels-table';
  return (
    <section className={styles.category} aria-labelledby={headingId} lang={lng}>
      <header className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {t('sellerTrust.rules.title')}
          </h2>
          <p className={styles.summary}>{t('sellerTrust.rules.intro')}</p>
        </div>
      </header>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t('sellerTrust.rules.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('sellerTrust.rules.level')}</th>
            <th scope="col">{t('sellerTrust.rules.deals')}</th>
            <th scope="col">{t('sellerTrust.rules.reviews')}</th>
            <th scope="col">{t('sellerTrust.rules.rating')}</th>
            <th scope="col">{t('sellerTrust.rules.lost')}</th>
          </tr>
        </thead>
        <tbody>
          {SELLER_LEVELS.map((rule) => (
            <tr key={rule.level}>
              <td data-label={t('sellerTrust.rules.level')}>{rule.level}</td>
              <td data-label={t('sellerTrust.rules.deals')}>{formatNumber(rule.minDeals, lng)}</td>
              <td data-label={t('sellerTrust.rules.reviews')}>{formatNumber(rule.minReviews, lng)}</td>
              <td data-label={t('sellerTrust.rules.rating')}>
                {t('sellerTrust.rules.ratingValue', { score: formatNumber(rule.minRating, lng) })}
              </td>
              <td data-label={t('sellerTrust.rules.lost')}>{formatNumber(rule.maxLostPer100, lng)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.summary}>{t('sellerTrust.rules.figuresTitle')}</h3>
      <ul className={styles.summary}>
        <li>
          {t('sellerTrust.rules.response', { days: RESPONSE_WINDOW_DAYS, hours: RESPONSE_GRACE_HOURS })}
        </li>
        <li>{t('sellerTrust.rules.onTime')}</li>
        <li>{t('sellerTrust.rules.disputes')}</li>
        <li>{t('sellerTrust.rules.refunds')}</li>
        <li>{t('sellerTrust.rules.ratingNote')}</li>
      </ul>
    </section>
  );
}
