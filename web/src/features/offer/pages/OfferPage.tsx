import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { isApiError } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { ReportButton } from '@/shared/moderation/ReportButton';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { PageFallback } from '@/shared/ui/Spinner';
import { useOffer } from '../api/get-offer';
import { OfferDescription } from '../components/OfferDescription';
import { OfferSummary } from '../components/OfferSummary';
import { ReviewsSection } from '../components/ReviewsSection';
import { SellerCard } from '../components/SellerCard';
import { TrustBadges } from '../components/TrustBadges';
import styles from './OfferPage.module.css';

function OfferView({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { isSignedIn, isGuest, userId } = useSession();
  const canAct = isSignedIn && !isGuest && userId !== null;
  const isOwner = canAct && userId === offer.userId;
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <nav aria-label={t('offer.breadcrumb')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/market">{t('offer.market')}</Link>
          </li>
          <li>
            <Link to={`/lots/${offer.lotId}`}>
              {offer.lot.product.name} · {offer.lot.name}
            </Link>
          </li>
          <li aria-current="page">{offer.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.main}>
          <OfferSummary offer={offer} titleId={titleId} isOwner={isOwner} canAct={canAct} />
          <OfferDescription offer={offer} />
          <ReviewsSection offerId={offer.id} />
        </div>
        <aside className={styles.aside}>
          <SellerCard sellerId={offer.userId} offerId={offer.id} isOwner={isOwner} canAct={canAct} />
          <TrustBadges />
          {canAct && !isOwner && (
            <div>
              <ReportButton kind="offer" targetId={offer.id} />
            </div>
          )}
        </aside>
      </div>
    </article>
  );
}

/** docs/product.md#screens Offer page (/offer/:offerId). */
export default function OfferPage() {
  const { t } = useTranslation();
  const { offerId: raw } = useParams();
  const offerId = Number(raw);
  const valid = Number.isInteger(offerId) && offerId > 0;
  const offer = useOffer(offerId);
  useDocumentTitle(offer.data?.name ?? t('pages.offer'));

  const missing =
    !valid || (isApiError(offer.error) && (offer.error.status === 404 || offer.error.status === 400));
  if (missing) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{t('offer.notFound')}</h1>
        <ButtonLink to="/market" variant="secondary">
          {t('offer.toMarket')}
        </ButtonLink>
      </div>
    );
  }
  if (offer.isError) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{t('pages.offer')}</h1>
        <Alert>{t('offer.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void offer.refetch()}>
            {t('offer.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!offer.data) return <PageFallback />;
  return <OfferView offer={offer.data} />;
}
