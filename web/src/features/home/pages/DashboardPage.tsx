import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageMeta } from '@/shared/hooks/usePageMeta';
import { BestOffers } from '../components/BestOffers';
import { Hero } from '../components/Hero';
import { StatsCards } from '../components/StatsCards';
import { TopSellers } from '../components/TopSellers';
import { websiteStructuredData } from '../lib/site-structured-data';
import styles from './DashboardPage.module.css';

/** docs/product.md#screens Home (/): hero, Best Offers by category, stats, Top Seller; with search-engine metadata. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const description = t('home.metaDescription');
  const jsonLd = useMemo(() => websiteStructuredData(window.location.origin, description), [description]);
  usePageMeta({ title: t('home.metaTitle'), description, jsonLd });
  // The sections under the first screen render just after it, in the background: the first
  // render, and the paint of the first card's picture, carry only what a phone shows first.
  const rest = useDeferredValue(true, false);
  return (
    <div className={styles.page}>
      <Hero />
      <BestOffers />
      {rest && <StatsCards />}
      {rest && <TopSellers />}
    </div>
  );
}
