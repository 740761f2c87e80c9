import type { OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { OfferOption } from './OfferOption';
import styles from './SearchDropdown.module.css';

type OffersGroupProps = {
  titleId: string;
  offers: readonly OfferSearchCard[];
  /** The keyboard index of the first offer (after the games and categories). */
  firstIndex: number;
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (offer: OfferSearchCard) => void;
};

/**
 * The dropdown's "Offers" section: the offers found by their text, or a line saying none were.
 * Loaded on first use of the search box, not with the first page (the initial-JS budget).
 */
export default function OffersGroup(props: OffersGroupProps) {
  const { t } = useTranslation();
  const { titleId, offers, firstIndex, activeIndex, optionId } = props;
  return (
    <li role="group" aria-labelledby={titleId} className={styles.group}>
      <div id={titleId} className={styles.groupTitle}>
        {t('search.offers')}
      </div>
      {offers.length > 0 ? (
        <ul role="none" className={styles.groupList}>
          {offers.map((offer, i) => {
            const index = firstIndex + i;
            return (
              <OfferOption
                key={offer.id}
                id={optionId(index)}
                offer={offer}
                selected={index === activeIndex}
                onHover={() => props.onHover(index)}
                onChoose={() => props.onChoose(offer)}
              />
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>{t('search.offersEmpty')}</p>
      )}
    </li>
  );
}
