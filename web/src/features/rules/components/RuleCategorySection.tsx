import { useTranslation } from '@/shared/i18n/use-translation';
import { SANCTION_SEVERITY, type RuleCategory, type RuleTexts } from '../data/rules';
import styles from './RuleCategorySection.module.css';

/** One category: its title, a line on what it covers and a table of violation against sanction. */
export function RuleCategorySection({
  category,
  index,
  sanctions,
}: {
  category: RuleCategory;
  index: number;
  sanctions: RuleTexts['sanctions'];
}) {
  const { t } = useTranslation();
  const headingId = `rules-${category.id}`;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <header className={styles.head}>
        <span className={styles.index} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <div>
          <h2 id={headingId} className={styles.title}>
            {category.title}
          </h2>
          <p className={styles.summary}>{category.summary}</p>
        </div>
      </header>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('rules.violation')}</th>
            <th scope="col">{t('rules.sanction')}</th>
          </tr>
        </thead>
        <tbody>
          {category.rules.map((rule) => (
            <tr key={rule.violation}>
              <td data-label={t('rules.violation')}>{rule.violation}</td>
              <td data-label={t('rules.sanction')}>
                <span className={`${styles.sanction} ${styles[SANCTION_SEVERITY[rule.sanction]]}`}>
                  {sanctions[rule.sanction]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
