import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './TrustBadges.module.css';

function IconShield() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6l-7-3Z" strokeLinejoin="round" />
      <path d="m9 12 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function IconLock() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" strokeLinecap="round" />
    </svg>
  );
}

/** docs/product.md#screens Offer page: the trust badges 'Secure payment' and 'Buyer protection'. */
export function TrustBadges() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('offer.trust.title')}
      </h2>
      <ul className={styles.list}>
        <li className={styles.item}>
          <span className={styles.icon}>
            <IconLock />
          </span>
          <span>
            <strong>{t('offer.trust.securePayment')}</strong>
            <span className={styles.text}>{t('offer.trust.securePaymentText')}</span>
          </span>
        </li>
        <li className={styles.item}>
          <span className={styles.icon}>
            <IconShield />
          </span>
          <span>
            <strong>{t('offer.trust.buyerProtection')}</strong>
            <span className={styles.text}>{t('offer.trust.buyerProtectionText')}</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
