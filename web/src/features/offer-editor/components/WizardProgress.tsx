import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './WizardProgress.module.css';
import '@/shared/i18n/editor-texts';

/** The three-step progress indicator of docs/product.md#screens Create offer. */
export function WizardProgress({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const labels = [
    t('offerEditor.create.stepProduct'),
    t('offerEditor.create.stepLot'),
    t('offerEditor.create.stepDetails'),
  ];
  return (
    <div className={styles.wrap}>
      <ol className={styles.steps} aria-label={t('offerEditor.create.steps')}>
        {labels.map((label, index) => {
          const number = index + 1;
          const state = number < step ? styles.done : number === step ? styles.current : '';
          return (
            <li
              key={label}
              className={[styles.step, state].join(' ')}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className={styles.circle} aria-hidden="true">
                {number < step ? '✓' : number}
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          );
        })}
      </ol>
      <p className={styles.status}>{t('offerEditor.create.stepStatus', { step, total: 3 })}</p>
    </div>
  );
}
