import { useTranslation } from '@/shared/i18n/use-translation';
import { ButtonLink } from '@/shared/ui/Button';
import { IconArrowRight } from '@/shared/ui/icons';
import styles from './Hero.module.css';

/** docs/product.md#screens Home: 'Trade. Upgrade. Dominate.' with Discover (/market) and Start Selling (/trade/rules). */
export function Hero() {
  const { t } = useTranslation();
  const [first = '', ...rest] = t('home.title').split(' ');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.content}>
        <span className={styles.eyebrow}>{t('home.eyebrow')}</span>
        <h1 id="home-title" className={styles.title}>
          {first} <span className={styles.accent}>{rest.join(' ')}</span>
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/market" size="lg">
            {t('home.discover')}
            <IconArrowRight size={18} />
          </ButtonLink>
          <ButtonLink to="/trade/rules" size="lg" variant="secondary">
            {t('home.startSelling')}
          </ButtonLink>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className={styles.tile}>
            <span className={styles.line} />
            <span className={styles.line} />
          </div>
        ))}
      </div>
    </section>
  );
}
