import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { COMMISSION_PERCENT, type PriceSummary } from '../lib/pricing';
import styles from './PriceSummaryBox.module.css';
import '@/shared/i18n/editor-texts';

/** Base, 13% commission and final price, updated as the seller types (docs/product.md#screens, #limits). */
export function PriceSummaryBox({ summary }: { summary: PriceSummary | null }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {t('offerEditor.form.summary')}
      </p>
      <output className={styles.output} aria-live="polite">
        {summary ? (
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt>
                {summary.units > 1
                  ? t('offerEditor.form.baseUnits', { count: summary.units })
                  : t('offerEditor.form.base')}
              </dt>
              <dd>{formatRoubles(summary.base, lng)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('offerEditor.form.commission', { percent: COMMISSION_PERCENT })}</dt>
              <dd>+ {formatRoubles(summary.commission, lng)}</dd>
            </div>
            <div className={`${styles.row} ${styles.final}`}>
              <dt>{t('offerEditor.form.final')}</dt>
              <dd data-testid="final-price">{formatRoubles(summary.final, lng)}</dd>
            </div>
          </dl>
        ) : (
          <span className={styles.empty}>{t('offerEditor.form.summaryEmpty')}</span>
        )}
      </output>
    </section>
  );
}
