import type { OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { unitPriceParts } from '@/shared/lib/offer-price';
import { Highlight } from '@/shared/ui/Highlight';
import styles from './SearchDropdown.module.css';
import '@/shared/i18n/lot-search-texts';

type OfferOptionProps = {
  id: string;
  offer: OfferSearchCard;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
};

/** One offer found by its text: the name with its matches marked, its game and lot, its price. */
export function OfferOption({ id, offer, selected, onHover, onChoose }: OfferOptionProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const perUnit = unitPriceParts(offer, lng);
  let price = formatRoubles(offer.price, lng);
  if (perUnit) {
    price = perUnit.unit
      ? t('lotSearch.perUnit', { price: perUnit.price, unit: perUnit.unit })
      : t('lotSearch.perUnitGeneric', { price: perUnit.price });
  }
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={t('search.offerOption', { name: offer.name })}
      className={styles.option}
      // Keeps focus in the input, so the combobox stays the one focused control.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={selected ? undefined : onHover}
      onClick={onChoose}
    >
      <span className={styles.text}>
        <span className={styles.name}>
          <Highlight text={offer.name} ranges={offer.highlight?.name} className={styles.match} />
        </span>
        <span className={styles.parent}>
          {offer.lot.product.name} · {offer.lot.name}
        </span>
      </span>
      <span className={styles.price}>{price}</span>
    </li>
  );
}
