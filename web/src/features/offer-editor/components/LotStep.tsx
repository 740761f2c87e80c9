import { useTranslation } from '@/shared/i18n/use-translation';
import type { Lot } from '@gamelot/contract/schemas/catalog';
import { Alert } from '@/shared/ui/Alert';
import { PageFallback } from '@/shared/ui/Spinner';
import { useLots } from '../api/get-lots';
import styles from './Choices.module.css';
import '@/shared/i18n/editor-texts';

type LotStepProps = {
  headingId: string;
  productId: number;
  selectedId: number | null;
  onSelect: (lot: Lot) => void;
};

/** Step 2: the chosen game's categories (lots), with how each is priced. */
export function LotStep({ headingId, productId, selectedId, onSelect }: LotStepProps) {
  const { t } = useTranslation();
  const lots = useLots(productId);
  if (lots.isPending) return <PageFallback />;
  if (lots.isError) return <Alert>{t('offerEditor.create.lotsFailed')}</Alert>;
  if (lots.data.length === 0) return <p className={styles.empty}>{t('offerEditor.create.noLots')}</p>;
  return (
    <div role="radiogroup" aria-labelledby={headingId} className={styles.list}>
      {lots.data.map((lot) => {
        const checked = lot.id === selectedId;
        return (
          <label key={lot.id} className={[styles.row, checked && styles.checked].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name="lot"
              value={lot.id}
              checked={checked}
              className={styles.input}
              onChange={() => onSelect(lot)}
            />
            <span className={styles.radio} aria-hidden="true" />
            <span className={styles.name}>{lot.name}</span>
            <span className={styles.badge}>
              {lot.attributes.pricingType === 'PER_UNIT'
                ? t('offerEditor.create.perUnit')
                : t('offerEditor.create.perItem')}
            </span>
          </label>
        );
      })}
    </div>
  );
}
