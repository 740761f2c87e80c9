import type { TopLikedOffer } from '@gamelot/contract/schemas/favorites';
import { useTranslation } from '@/shared/i18n/use-translation';
import { OfferCard, OfferCardBadge, offerCardParts as parts } from '@/shared/entities/offer-card/OfferCard';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { IconHeart } from '@/shared/ui/icons';

type BestOfferCardProps = {
  offer: TopLikedOffer;
  /** Among the first cards on screen: its picture loads at once (LCP). */
  eager?: boolean;
};

/** A home offer card: picture, name, seller, likes and price; the whole card opens the offer. */
export function BestOfferCard({ offer, eager = false }: BestOfferCardProps) {
  const { t } = useTranslation();
  return (
    <OfferCard
      offerId={offer.id}
      titleId={`best-offer-${offer.id}`}
      title={offer.name}
      pictureUrl={offer.pictureUrl}
      fallbackText={offer.lot.product.name || offer.name}
      eager={eager}
      badge={<OfferCardBadge kind="lot">{offer.lot.name}</OfferCardBadge>}
    >
      <p className={parts.line}>
        <span className="visually-hidden">{t('home.seller')}: </span>
        {offer.seller.name ? `@${offer.seller.name}` : t('home.unknownSeller')}
      </p>
      <div className={parts.footer}>
        <span className={parts.likes}>
          <IconHeart size={16} />
          <span className="visually-hidden">{t('home.likes')}: </span>
          {offer.likeCount}
        </span>
        <span className={parts.price}>{formatRoubles(offer.price, currentLanguage())}</span>
      </div>
    </OfferCard>
  );
}
