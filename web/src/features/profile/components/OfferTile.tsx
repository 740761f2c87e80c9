import { useTranslation } from '@/shared/i18n/use-translation';
import type { OfferCard as OfferCardData } from '@gamelot/contract/schemas/offers';
import { OfferCard, OfferCardBadge, offerCardParts as parts } from '@/shared/entities/offer-card/OfferCard';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';

/** An offer in a profile grid: picture, name, game · category, price. The whole card opens /offer/{id}. */
export function OfferTile({ offer }: { offer: OfferCardData }) {
  const { t } = useTranslation();
  return (
    <OfferCard
      offerId={offer.id}
      titleId={`profile-offer-${offer.id}`}
      title={offer.name}
      pictureUrl={offer.pictureUrl}
      fallbackText={offer.lot.product.name || offer.name}
      badge={!offer.active && <OfferCardBadge kind="state">{t('profile.offerCard.inactive')}</OfferCardBadge>}
    >
      <p className={parts.detail}>
        {offer.lot.product.name} · {offer.lot.name}
      </p>
      <p className={parts.price}>
        <span className="visually-hidden">{t('profile.offerCard.price')}: </span>
        {formatRoubles(offer.price, currentLanguage())}
      </p>
    </OfferCard>
  );
}
