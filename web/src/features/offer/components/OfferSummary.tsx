import { isAccountLot } from '@gamelot/contract/warranty';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { offerMinQuantity } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { deliveryTimeText } from '@/shared/lib/delivery-time';
import { mediaUrl } from '@/shared/lib/media-url';
import { Button } from '@/shared/ui/Button';
import { IconSparkle } from '@/shared/ui/icons';
import { FavoriteButton } from './FavoriteButton';
import styles from './OfferSummary.module.css';

/**
 * The purchase dialog brings the buying and wallet texts (money-texts) and its form: its own
 * chunk, loaded when the buyer asks to buy (ADR 0045), not with the offer page's first load.
 */
const BuyDialog = lazy(() => import('./BuyDialog').then((m) => ({ default: m.BuyDialog })));

type OfferSummaryProps = {
  offer: Offer;
  titleId: string;
  isOwner: boolean;
  /** A signed-in user (not a guest). */
  canAct: boolean;
};

/** A PER_UNIT offer's minimum order quantity (the contract's rule); null for PER_ITEM. */
function minQuantityOf(offer: Offer): number | null {
  const { pricingType, minQuantity } = offer.lot.attributes;
  if (pricingType !== 'PER_UNIT') return null;
  return offerMinQuantity(pricingType, offer.attributes.minQuantity, minQuantity);
}

/** The head of the offer page: picture, title, price, favourite, availability, status, buy. */
export function OfferSummary({ offer, titleId, isOwner, canAct }: OfferSummaryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [buying, setBuying] = useState(false);
  const picture = mediaUrl(offer.pictureUrl);
  const minQuantity = minQuantityOf(offer);
  const lng = currentLanguage();

  function buy() {
    if (!canAct) {
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setBuying(true);
  }

  return (
    <div className={styles.summary}>
      <div className={styles.media}>
        {picture ? (
          <img
            src={picture}
            alt={t('offer.pictureAlt', { name: offer.name })}
            className={styles.image}
            // The page's largest paint: ahead of the avatars and review pictures.
            fetchPriority="high"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <IconSparkle size={40} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.tags}>
          <span className={styles.tag}>{offer.lot.product.name}</span>
          <span className={styles.tag}>{offer.lot.name}</span>
          <span className={[styles.status, offer.active ? styles.on : styles.off].join(' ')}>
            <span className={styles.dot} aria-hidden="true" />
            {offer.active ? t('offer.online') : t('offer.offline')}
          </span>
        </div>
        <h1 id={titleId} className={styles.title}>
          {offer.name}
        </h1>
        {offer.shortDescription && <p className={styles.short}>{offer.shortDescription}</p>}
        <div className={styles.priceRow}>
          <p className={styles.price}>
            <span className="visually-hidden">{t('offer.price')}: </span>
            {formatRoubles(offer.price, lng)}
            {minQuantity !== null && (
              <span className={styles.per}> {t('offer.perUnits', { count: minQuantity })}</span>
            )}
          </p>
          {!isOwner && <FavoriteButton offerId={offer.id} />}
        </div>
        <dl className={styles.facts} aria-label={t('offer.facts')}>
          <div>
            <dt>{t('offer.availability')}</dt>
            <dd>
              {offer.availability > 0
                ? t('offer.inStockCount', { count: offer.availability })
                : offer.active
                  ? t('offer.inStock')
                  : t('offer.outOfStock')}
            </dd>
          </div>
          {minQuantity !== null && (
            <div>
              <dt>{t('offer.minOrder')}</dt>
              <dd>{t('offer.units', { count: minQuantity })}</dd>
            </div>
          )}
          {(offer.warrantyDays > 0 || isAccountLot(offer.lot)) && (
            <div>
              <dt>{t('offer.warranty')}</dt>
              <dd data-testid="offer-warranty">
                {offer.warrantyDays > 0
                  ? t('offer.warrantyDays', { count: offer.warrantyDays })
                  : t('offer.noWarranty')}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('delivery.label')}</dt>
            <dd>{deliveryTimeText(t, offer.deliveryMinutes)}</dd>
          </div>
          <div>
            <dt>{t('offer.status')}</dt>
            <dd>{offer.active ? t('offer.online') : t('offer.offline')}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {isOwner ? (
            <span className={styles.own}>{t('offer.yourOffer')}</span>
          ) : (
            <Button size="lg" onClick={buy} disabled={!offer.active}>
              {t('offer.buyNow')}
            </Button>
          )}
        </div>
        {buying && (
          <Suspense fallback={null}>
            <BuyDialog offer={offer} onClose={() => setBuying(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
