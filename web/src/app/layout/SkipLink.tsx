import { useTranslation } from 'react-i18next';
import styles from './AppLayout.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
