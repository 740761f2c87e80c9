import type { OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { OfferCard as Card, offerCardParts as parts } from '@/shared/entities/offer-card/OfferCard';
import { Stars } from '@/shared/entities/Stars';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { deliveryTimeText } from '@/shared/lib/delivery-time';
import { unitPriceParts } from '@/shared/lib/offer-price';
import { attributeLabel } from '@/shared/entities/catalog/attribute-label';
import { Avatar } from '@/shared/ui/Avatar';
import { Highlight } from '@/shared/ui/Highlight';
import '@/shared/i18n/lot-search-texts';

/**
 * docs/product.md#screens lot page card: picture, price, server, name, seller (avatar, name, stars, review count),
 * short description, delivery time and Buy. The whole card opens the offer; the seller opens their profile. A
 * PER_UNIT offer shows its price per unit and its minimum order; a text search's matches are marked.
 */
export function OfferCard({ offer, eager = false }: { offer: OfferSearchCard; eager?: boolean }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const perUnit = unitPriceParts(offer, lng);
  const titleId = `offer-${offer.id}-title`;
  const server = offer.attributes.Server;
  const description = offer.shortDescription.trim();
  const head = (
    <div className={parts.meta}>
      {perUnit ? (
        <span className={parts.unitPrice}>
          <span className={parts.price}>
            <span className="visually-hidden">{t('lotSearch.unitPrice')}: </span>
            {perUnit.unit
              ? t('lotSearch.perUnit', { price: perUnit.price, unit: perUnit.unit })
              : t('lotSearch.perUnitGeneric', { price: perUnit.price })}
          </span>
          <span className={parts.minOrder}>
            <span className="visually-hidden">{t('lotSearch.minOrderLabel')}: </span>
            {t('lotSearch.minOrder', { count: perUnit.minOrder })}
          </span>
        </span>
      ) : (
        <span className={parts.price}>{formatRoubles(offer.price, lng)}</span>
      )}
      {offer.warrantyDays > 0 && (
        <span className={parts.server} data-testid="card-warranty">
          {t('offer.warrantyBadge', { days: t('offer.warrantyDays', { count: offer.warrantyDays }) })}
        </span>
      )}
      {server !== undefined && server !== '' && (
        <span className={parts.server}>
          <span className="visually-hidden">{t('lot.server')}: </span>
          {attributeLabel(offer.attributeLabels, String(server))}
        </span>
      )}
    </div>
  );
  return (
    <Card
      variant="full"
      offerId={offer.id}
      titleId={titleId}
      title={<Highlight text={offer.name} ranges={offer.highlight?.name} className={parts.match} />}
      pictureUrl={offer.pictureUrl}
      fallbackText={offer.lot.product.name || offer.name}
      eager={eager}
      head={head}
    >
      <p className={description ? parts.description : `${parts.description} ${parts.missing}`}>
        {description ? (
          <Highlight
            text={offer.shortDescription}
            ranges={offer.highlight?.shortDescription}
            className={parts.match}
          />
        ) : (
          t('lot.noDescription')
        )}
      </p>
      <p className={parts.detail}>
        {t('delivery.label')}: {deliveryTimeText(t, offer.deliveryMinutes)}
      </p>
      <div className={parts.footer}>
        <div className={parts.seller}>
          <Link to={`/profiles/${offer.seller.id}`} className={parts.sellerLink}>
            <Avatar name={offer.seller.name} imageUrl={offer.seller.imageUrl} size={28} />
            <span className={parts.sellerName}>{offer.seller.name}</span>
          </Link>
          {offer.sellerRating.reviewCount === 0 ? (
            // A new seller has no rating: say so rather than show empty stars (docs/product.md#seller-trust-figures).
            <span className={parts.reviews}>{t('sellerTrust.noReviews')}</span>
          ) : (
            <span className={parts.rating}>
              <Stars
                rating={offer.sellerRating.avgRating}
                label={(stars) => t('lot.sellerRating', { stars })}
              />
              <span className={parts.reviews}>{t('lot.reviews', { n: offer.sellerRating.reviewCount })}</span>
            </span>
          )}
        </div>
        <Link to={`/offer/${offer.id}`} className={parts.action} aria-describedby={titleId}>
          {t('lot.buy')}
        </Link>
      </div>
    </Card>
  );
}
