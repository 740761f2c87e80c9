import type { TopLikedOffer } from '@gamelot/contract/schemas/favorites';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CoverImage } from '@/shared/ui/CoverImage';
import { IconHeart } from '@/shared/ui/icons';
import styles from './BestOfferCard.module.css';

type BestOfferCardProps = {
  offer: TopLikedOffer;
  /** Among the first cards on screen: its picture loads at once (LCP). */
  eager?: boolean;
};

/** A home offer card: picture, name, seller, likes and price; the whole card opens the offer. */
export function BestOfferCard({ offer, eager = false }: BestOfferCardProps) {
  const { t } = useTranslation();
  const titleId = `best-offer-${offer.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CoverImage
        src={offer.pictureUrl}
        alt=""
        fallbackText={offer.lot.product.name || offer.name}
        eager={eager}
      />
      <span className={styles.lot}>{offer.lot.name}</span>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link to={`/offer/${offer.id}`} className={styles.open}>
            {offer.name}
          </Link>
        </h3>
        <p className={styles.seller}>
          <span className="visually-hidden">{t('home.seller')}: </span>
          {offer.seller.name ? `@${offer.seller.name}` : t('home.unknownSeller')}
        </p>
        <div className={styles.footer}>
          <span className={styles.likes}>
            <IconHeart size={16} />
            <span className="visually-hidden">{t('home.likes')}: </span>
            {offer.likeCount}
          </span>
          <span className={styles.price}>{formatRoubles(offer.price, currentLanguage())}</span>
        </div>
      </div>
    </article>
  );
}
