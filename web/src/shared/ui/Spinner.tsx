import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './Spinner.module.css';

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** What a lazily loaded page shows while its code arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status">
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
  );
}
