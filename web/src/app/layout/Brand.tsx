import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { LogoMark } from '@/shared/ui/Logo';
import styles from './Brand.module.css';

/** Brand and tagline (docs/product.md#screens Layout); links home. */
type BrandProps = {
  onNavigate?: () => void;
  /** On small screens show the mark only. */ collapsible?: boolean;
};

export function Brand({ onNavigate, collapsible }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={[styles.brand, collapsible && styles.collapsible].filter(Boolean).join(' ')}
      onClick={onNavigate}
    >
      <LogoMark size={38} />
      <span className={styles.text}>
        <span className={styles.name}>{t('common.appName')}</span>
        <span className={styles.tagline}>{t('common.tagline')}</span>
      </span>
    </Link>
  );
}
