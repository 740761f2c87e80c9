import { useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { Tabs, tabId, tabPanelId } from '@/shared/ui/Tabs';
import { useBestOffers } from '../api/get-best-offers';
import {
  BEST_OFFER_TABS,
  DEFAULT_TAB,
  SHOWN_PER_TAB as SHOWN,
  offersForTab,
  type BestOfferTab,
} from '../lib/best-offer-tabs';
import { BestOfferCard } from './BestOfferCard';
import styles from './BestOffers.module.css';

const TAB_LABELS = {
  boost: 'home.tabs.boost',
  accounts: 'home.tabs.accounts',
  assets: 'home.tabs.assets',
  raids: 'home.tabs.raids',
  balance: 'home.tabs.balance',
} as const satisfies Record<BestOfferTab, string>;

/**
 * docs/product.md#screens 'Best Offers': the 20 most liked offers, sorted into category tabs by their lot's name
 * (lib/best-offer-tabs.ts); up to 4 cards for the chosen tab. One request brings every card (ADR 0025).
 */
export function BestOffers() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BestOfferTab>(DEFAULT_TAB);
  const best = useBestOffers();
  const shown = useMemo(() => offersForTab(best.data ?? [], tab, SHOWN), [best.data, tab]);
  const loading = best.isPending;
  const tabLabel = t(TAB_LABELS[tab]);

  return (
    <section className={styles.section} aria-labelledby="best-offers-title">
      <div className={styles.head}>
        <h2 id="best-offers-title" className={styles.title}>
          {t('home.bestOffers')}
        </h2>
        <Tabs
          label={t('home.tabsLabel')}
          idPrefix="best-offers"
          tabs={BEST_OFFER_TABS.map((value) => ({ value, label: t(TAB_LABELS[value]) }))}
          value={tab}
          onChange={setTab}
        />
      </div>
      <div
        role="tabpanel"
        id={tabPanelId('best-offers')}
        aria-labelledby={tabId('best-offers', tab)}
        aria-busy={loading}
        tabIndex={0}
        className={styles.panel}
      >
        {loading ? (
          <ul className={styles.grid} aria-label={t('home.loadingOffers')}>
            {Array.from({ length: SHOWN }, (_, index) => (
              <li key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className={styles.empty}>{t('home.noPopularOffers', { category: tabLabel })}</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((offer, i) => (
              <li key={offer.id}>
                <BestOfferCard offer={offer} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
