import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/shared/hooks/usePageMeta';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useProducts } from '../api/get-products';
import { LetterNav } from '../components/LetterNav';
import { LetterSection } from '../components/LetterSection';
import { useActiveSection } from '../hooks/useActiveSection';
import { filterProducts, groupByLetter, letterOf, letterSectionId } from '../lib/group-products';
import { scrollToElement } from '../lib/scroll';
import styles from './MarketPage.module.css';

/**
 * docs/product.md#screens Market (/market): every game A–Z (Latin, Cyrillic, digits under '#') with a sticky letter
 * index. `?productId=` (from the search dropdown) scrolls to that game; `?q=` filters the games.
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const productId = Number(params.get('productId')) || null;
  const { data, isPending, isError, refetch, isRefetching } = useProducts();
  usePageMeta({ title: t('market.title'), description: t('market.metaDescription') });

  const shown = useMemo(() => filterProducts(data ?? [], query), [data, query]);
  const groups = useMemo(() => groupByLetter(shown), [shown]);
  const sectionIds = useMemo(() => groups.map((group) => letterSectionId(group.letter)), [groups]);
  const { active, choose } = useActiveSection(sectionIds);
  const target = productId === null ? undefined : shown.find((product) => product.id === productId);
  const found = target !== undefined;
  const targetLetter = target ? letterSectionId(letterOf(target.name)) : null;

  useEffect(() => {
    if (!targetLetter) return;
    choose(targetLetter);
    scrollToElement(document.getElementById(`product-${productId}`), 'center');
  }, [targetLetter, productId, choose]);

  let content;
  if (isPending) {
    content = (
      <p className={styles.state} role="status">
        <Spinner /> {t('market.loading')}
      </p>
    );
  } else if (isError) {
    content = (
      <div className={styles.error}>
        <Alert>{t('market.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {t('market.retry')}
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    content = <p className={styles.state}>{t('market.empty')}</p>;
  } else {
    content = (
      <>
        {query && (
          <p className={styles.filter} role="status">
            {shown.length > 0
              ? t('market.queryResults', { query, n: shown.length })
              : t('market.queryEmpty', { query })}{' '}
            <Link to="/market">{t('market.showAll')}</Link>
          </p>
        )}
        {groups.length > 0 && <LetterNav groups={groups} active={active} onChoose={choose} />}
        <div className={styles.groups}>
          {groups.map((group) => (
            <LetterSection key={group.letter} group={group} highlightedId={found ? productId : null} />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('market.title')}</h1>
        <p className={styles.subtitle}>{t('market.subtitle')}</p>
      </header>
      {content}
    </div>
  );
}
