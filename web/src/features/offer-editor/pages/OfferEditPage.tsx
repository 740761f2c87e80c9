import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { serverMessage } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { PageFallback } from '@/shared/ui/Spinner';
import { useOfferWithProduct } from '../api/get-offer-with-product';
import { KeyStockSection } from '../components/KeyStockSection';
import styles from './EditorPage.module.css';
import '@/shared/i18n/editor-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const EditOfferForm = lazy(() =>
  import('../components/EditOfferForm').then((m) => ({ default: m.EditOfferForm })),
);

/** docs/product.md#screens Edit offer (/offer/:offerId/edit): the owner only; anyone else goes to the offer. */
export default function OfferEditPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { offerId: raw } = useParams();
  const offerId = Number(raw);
  const valid = Number.isInteger(offerId) && offerId > 0;
  const { userId, isGuest } = useSession();
  const offer = useOfferWithProduct(offerId);
  useDocumentTitle(t('offerEditor.edit.title'));

  const failure = !valid
    ? t('offerEditor.edit.invalidId')
    : offer.isError
      ? serverMessage(offer.error, t('offerEditor.edit.noAnswer'))
      : null;
  if (failure === null && !offer.data) return <PageFallback />;
  if (offer.data && (isGuest || userId === null || offer.data.userId !== userId)) {
    return <Navigate to={`/offer/${offerId}`} replace />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('offerEditor.edit.title')}
        </h1>
        {offer.data && (
          <p className={styles.subtitle}>
            {offer.data.product.name} · {offer.data.lot.name}
          </p>
        )}
      </header>
      {offer.data ? (
        <>
          <Suspense fallback={<Spinner />}>
            <EditOfferForm offer={offer.data} />
          </Suspense>
          <KeyStockSection offerId={offer.data.id} />
        </>
      ) : (
        <div className={styles.guest}>
          <Alert>{t('offerEditor.edit.loadFailed', { reason: failure })}</Alert>
          {valid && (
            <ButtonLink to={`/offer/${offerId}`} variant="secondary">
              {t('offerEditor.edit.cancel')}
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  );
}
