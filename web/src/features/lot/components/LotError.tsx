import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import styles from './LotError.module.css';

/** docs/product.md#errors lot page errors: the message, a retry and a way home. */
export function LotError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="lot-error-title">
      <h1 id="lot-error-title" className={styles.title}>
        {t('lot.errorTitle')}
      </h1>
      <Alert>{message}</Alert>
      <div className={styles.actions}>
        <Button onClick={onRetry ?? (() => window.location.reload())}>{t('lot.retry')}</Button>
        <ButtonLink to="/" variant="secondary">
          {t('lot.toHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
