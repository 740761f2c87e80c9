import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import styles from './ComingSoon.module.css';
import { IconSparkle } from './icons';

/** A titled placeholder for a section not built yet; never a blank screen. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <span className={styles.badge}>{t('common.comingSoonBadge')}</span>
      </header>
      <div className={styles.card}>
        <span className={styles.icon}>
          <IconSparkle size={26} />
        </span>
        <p className={styles.text}>{t('common.comingSoon')}</p>
      </div>
      {children}
    </section>
  );
}
