import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageMeta } from '@/shared/hooks/usePageMeta';
import { AcceptRules } from '../components/AcceptRules';
import { DisputeRules } from '../components/DisputeRules';
import { RuleCategorySection } from '../components/RuleCategorySection';
import { SellerLevelsSection } from '../components/SellerLevelsSection';
import { RULES_COUNT, rulesIn } from '../data/rules';
import styles from './RulesPage.module.css';

/** docs/product.md#rules-page (/trade/rules, in the reader's language): five categories of violation against sanction. */
export default function RulesPage() {
  const { t, i18n } = useTranslation();
  const rules = rulesIn(i18n.language);
  usePageMeta({ title: t('rules.title'), description: t('rules.metaDescription') });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('rules.eyebrow')}</p>
        <h1 className={styles.title}>{t('rules.title')}</h1>
        <p className={styles.intro}>{t('rules.intro')}</p>
        <ul className={styles.counts}>
          <li>{t('rules.categoriesCount', { n: rules.categories.length })}</li>
          <li>{t('rules.rulesCount', { n: RULES_COUNT })}</li>
        </ul>
        <nav aria-label={t('rules.contents')}>
          <ul className={styles.toc}>
            {rules.categories.map((category) => (
              <li key={category.id}>
                <a href={`#rules-${category.id}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {rules.categories.map((category, index) => (
        <RuleCategorySection
          key={category.id}
          category={category}
          index={index}
          sanctions={rules.sanctions}
        />
      ))}
      <SellerLevelsSection />
      <DisputeRules />
      <AcceptRules />
    </div>
  );
}
