import type { Lot, Product } from '@gamelot/contract/schemas/catalog';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { ButtonLink } from '@/shared/ui/Button';
import { IconArrowRight } from '@/shared/ui/icons';
import styles from './LotHeader.module.css';

/** docs/product.md#screens lot page header: the game's name and description, Start Selling, and its lots as tabs. */
export function LotHeader({ lot, product }: { lot: Lot; product: Product | undefined }) {
  const { t } = useTranslation();
  const lots = product?.lots ?? [lot];
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Link to="/market">{t('lot.market')}</Link>
            <span aria-hidden="true"> / </span>
            {lot.name}
          </p>
          <h1 className={styles.title}>{product?.name ?? lot.product.name}</h1>
          {product?.description && <p className={styles.description}>{product.description}</p>}
        </div>
        <ButtonLink to="/trade/rules" size="lg" className={styles.sell}>
          {t('lot.startSelling')}
          <IconArrowRight size={18} />
        </ButtonLink>
      </div>
      <nav aria-label={t('lot.categories', { name: product?.name ?? lot.product.name })}>
        <ul className={styles.tabs}>
          {lots.map((item) => (
            <li key={item.id}>
              <Link
                to={`/lots/${item.id}`}
                className={styles.tab}
                aria-current={item.id === lot.id ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
