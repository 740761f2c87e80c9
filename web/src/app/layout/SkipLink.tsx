import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './AppLayout.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
