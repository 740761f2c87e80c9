import { useTranslation } from '@/shared/i18n/use-translation';
import type { Product } from '@gamelot/contract/schemas/catalog';
import { mediaUrl } from '@/shared/lib/media-url';
import { Alert } from '@/shared/ui/Alert';
import { PageFallback } from '@/shared/ui/Spinner';
import { useProducts } from '../api/get-products';
import styles from './Choices.module.css';
import '@/shared/i18n/editor-texts';

type ProductStepProps = {
  headingId: string;
  selectedId: number | null;
  onSelect: (product: Product) => void;
};

/** Step 1: the games, as a grid of picture cards; one is chosen (radio buttons). */
export function ProductStep({ headingId, selectedId, onSelect }: ProductStepProps) {
  const { t } = useTranslation();
  const products = useProducts();
  if (products.isPending) return <PageFallback />;
  if (products.isError) return <Alert>{t('offerEditor.create.productsFailed')}</Alert>;
  if (products.data.length === 0) return <p className={styles.empty}>{t('offerEditor.create.noProducts')}</p>;
  return (
    <div role="radiogroup" aria-labelledby={headingId} className={styles.grid}>
      {products.data.map((product) => {
        const picture = mediaUrl(product.imageUrl);
        const checked = product.id === selectedId;
        return (
          <label
            key={product.id}
            className={[styles.card, checked && styles.checked].filter(Boolean).join(' ')}
          >
            <input
              type="radio"
              name="product"
              value={product.id}
              checked={checked}
              className={styles.input}
              onChange={() => onSelect(product)}
            />
            <span className={styles.cover}>
              {picture ? (
                <img src={picture} alt="" loading="lazy" />
              ) : (
                <span className={styles.initial}>{product.name[0]}</span>
              )}
            </span>
            <span className={styles.name}>{product.name}</span>
          </label>
        );
      })}
    </div>
  );
}
