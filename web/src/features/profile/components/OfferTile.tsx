import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferCard } from '@gamelot/contract/schemas/offers';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CoverImage } from '@/shared/ui/CoverImage';
import styles from './OfferTile.module.css';

/** An offer in a profile grid: picture, name, game · category, price. The whole card opens /offer/{id}. */
export function OfferTile({ offer }: { offer: OfferCard }) {
  const { t } = useTranslation();
  const titleId = `profile-offer-${offer.id}`;
  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <CoverImage src={offer.pictureUrl} alt="" fallbackText={offer.lot.product.name || offer.name} />
      {!offer.active && <span className={styles.badge}>{t('profile.offerCard.inactive')}</span>}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link to={`/offer/${offer.id}`} className={styles.open}>
            {offer.name}
          </Link>
        </h3>
        <p className={styles.lot}>
          {offer.lot.product.name} · {offer.lot.name}
        </p>
        <p className={styles.price}>
          <span className="visually-hidden">{t('profile.offerCard.price')}: </span>
          {formatRoubles(offer.price, currentLanguage())}
        </p>
      </div>
    </article>
  );
}
