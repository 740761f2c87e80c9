import type { OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { ratingToStars } from '@gamelot/contract/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { unitPriceParts } from '@/shared/lib/offer-price';
import { Avatar } from '@/shared/ui/Avatar';
import { CoverImage } from '@/shared/ui/CoverImage';
import { Highlight } from '@/shared/ui/Highlight';
import { Stars } from '@/shared/ui/Stars';
import styles from './OfferCard.module.css';
import '@/shared/i18n/lot-search-texts';

/**
 * docs/product.md#screens lot page card: picture, price, server, name, seller (avatar, name, stars, review count),
 * short description and Buy. The whole card opens the offer; the seller opens their profile. A
 * PER_UNIT offer shows its price per unit and its minimum order; a text search's matches are marked.
 */
export function OfferCard({ offer, eager = false }: { offer: OfferSearchCard; eager?: boolean }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const perUnit = unitPriceParts(offer, lng);
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
          {perUnit ? (
            <span className={styles.unitPrice}>
              <span className={styles.price}>
                <span className="visually-hidden">{t('lotSearch.unitPrice')}: </span>
                {perUnit.unit
                  ? t('lotSearch.perUnit', { price: perUnit.price, unit: perUnit.unit })
                  : t('lotSearch.perUnitGeneric', { price: perUnit.price })}
              </span>
              <span className={styles.minOrder}>
                <span className="visually-hidden">{t('lotSearch.minOrderLabel')}: </span>
                {t('lotSearch.minOrder', { count: perUnit.minOrder })}
              </span>
            </span>
          ) : (
            <span className={styles.price}>{formatRoubles(offer.price, lng)}</span>
          )}
          {server !== undefined && server !== '' && (
            <span className={styles.server}>
              <span className="visually-hidden">{t('lot.server')}: </span>
              {server}
            </span>
          )}
        </div>
        <h3 id={titleId} className={styles.name}>
          <Link to={`/offer/${offer.id}`} className={styles.open}>
            <Highlight text={offer.name} ranges={offer.highlight?.name} className={styles.match} />
          </Link>
        </h3>
        <p className={description ? styles.description : `${styles.description} ${styles.missing}`}>
          {description ? (
            <Highlight
              text={offer.shortDescription}
              ranges={offer.highlight?.shortDescription}
              className={styles.match}
            />
          ) : (
            t('lot.noDescription')
          )}
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
