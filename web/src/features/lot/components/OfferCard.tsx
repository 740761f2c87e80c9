import type { OfferCard as OfferCardData } from '@gamelot/contract/schemas/offers';
import { ratingToStars } from '@gamelot/contract/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { CoverImage } from '@/shared/ui/CoverImage';
import { Stars } from '@/shared/ui/Stars';
import styles from './OfferCard.module.css';

/**
 * SPEC §2 lot page card: picture, price, server, name, seller (avatar, name, stars, review count),
 * short description and Buy. The whole card opens the offer; the seller opens their profile.
 */
export function OfferCard({ offer, eager = false }: { offer: OfferCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const titleId = `offer-${offer.id}-title`;
  const server = offer.attributes.Server;
  const stars = ratingToStars(offer.sellerRating.avgRating);
  const description = offer.shortDescription.trim();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CoverImage
        src={offer.pictureUrl}
        alt=""
        fallbackText={offer.lot.product.name || offer.name}
        eager={eager}
      />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.price}>{formatRoubles(offer.price, currentLanguage())}</span>
          {server !== undefined && server !== '' && (
            <span className={styles.server}>
              <span className="visually-hidden">{t('lot.server')}: </span>
              {server}
            </span>
          )}
        </div>
        <h3 id={titleId} className={styles.name}>
          <Link to={`/offer/${offer.id}`} className={styles.open}>
            {offer.name}
          </Link>
        </h3>
        <p className={description ? styles.description : `${styles.description} ${styles.missing}`}>
          {description || t('lot.noDescription')}
        </p>
        <div className={styles.footer}>
          <div className={styles.seller}>
            <Link to={`/profiles/${offer.seller.id}`} className={styles.sellerLink}>
              <Avatar name={offer.seller.name} imageUrl={offer.seller.imageUrl} size={28} />
              <span className={styles.sellerName}>{offer.seller.name}</span>
            </Link>
            <span className={styles.rating}>
              <Stars value={stars} label={t('lot.sellerRating', { stars })} />
              <span className={styles.reviews}>
                {t('lot.reviews', { n: offer.sellerRating.reviewCount })}
              </span>
            </span>
          </div>
          <Link to={`/offer/${offer.id}`} className={styles.buy} aria-describedby={titleId}>
            {t('lot.buy')}
          </Link>
        </div>
      </div>
    </article>
  );
}
