import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './EditorPage.module.css';
import '@/shared/i18n/editor-texts';

/** The wizard's form brings zod and react-hook-form: its own chunk (ADR 0045). */
const CreateWizard = lazy(() =>
  import('../components/CreateWizard').then((m) => ({ default: m.CreateWizard })),
);

/** docs/product.md#screens Create offer (/offer/create): product → category → details, then the new offer. */
export default function OfferCreatePage() {
  const { t } = useTranslation();
  const { isSignedIn, isGuest, userId } = useSession();
  const titleId = useId();
  useDocumentTitle(t('offerEditor.create.title'));
  const canCreate = isSignedIn && !isGuest && userId !== null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('offerEditor.create.title')}
        </h1>
        <p className={styles.subtitle}>{t('offerEditor.create.subtitle')}</p>
      </header>
      {canCreate ? (
        <Suspense fallback={<Spinner />}>
          <CreateWizard userId={userId} />
        </Suspense>
      ) : (
        <div className={styles.guest}>
          <Alert tone="info">{t('offerEditor.create.guest')}</Alert>
          <ButtonLink to="/login" state={{ from: '/offer/create' }}>
            {t('offerEditor.create.login')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
