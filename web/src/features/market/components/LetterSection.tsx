import type { Product } from '@gamelot/contract/schemas/catalog';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { mediaUrl } from '@/shared/lib/media-url';
import { letterSectionId, OTHER_LETTER, type LetterGroup } from '../lib/group-products';
import styles from './LetterSection.module.css';

type LetterSectionProps = { group: LetterGroup<Product>; highlightedId: number | null };

/** One letter of the market: its games, each linking to its first lot and listing every lot. */
export function LetterSection({ group, highlightedId }: LetterSectionProps) {
  const { t } = useTranslation();
  const id = letterSectionId(group.letter);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.letter} tabIndex={-1}>
        {group.letter}
        {group.letter === OTHER_LETTER && <span className="visually-hidden">{t('market.otherLetter')}</span>}
      </h2>
      <ul className={styles.games}>
        {group.products.map((product) => (
          <GameEntry key={product.id} product={product} highlighted={product.id === highlightedId} />
        ))}
      </ul>
    </section>
  );
}

function GameEntry({ product, highlighted }: { product: Product; highlighted: boolean }) {
  const { t } = useTranslation();
  const first = product.lots[0];
  const image = mediaUrl(product.imageUrl);
  return (
    <li
      id={`product-${product.id}`}
      className={highlighted ? `${styles.game} ${styles.highlighted}` : styles.game}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <span className={styles.thumb} aria-hidden="true">
        {image ? <img src={image} alt="" loading="lazy" /> : (product.name.trim()[0] ?? '#')}
      </span>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {first ? <Link to={`/lots/${first.id}`}>{product.name}</Link> : product.name}
        </h3>
        {product.lots.length > 0 ? (
          <ul className={styles.lots} aria-label={t('market.categoriesOf', { name: product.name })}>
            {product.lots.map((lot) => (
              <li key={lot.id}>
                <Link to={`/lots/${lot.id}`}>{lot.name}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('market.noCategories')}</p>
        )}
      </div>
    </li>
  );
}
