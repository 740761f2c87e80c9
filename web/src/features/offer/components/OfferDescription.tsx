import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { OFFER_RESERVED_ATTRIBUTES } from '@gamelot/contract/rules';
import { attributeLabel } from '@/shared/entities/catalog/attribute-label';
import styles from './OfferDescription.module.css';

/** The long description as plain text with its line breaks (never HTML), and the details. */
export function OfferDescription({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const detailsId = useId();
  const details = Object.entries(offer.attributes).filter(
    ([key, value]) =>
      !(OFFER_RESERVED_ATTRIBUTES as readonly string[]).includes(key) && String(value).trim() !== '',
  );
  return (
    <>
      <section className={styles.card} aria-labelledby={descriptionId}>
        <h2 id={descriptionId} className={styles.title}>
          {t('offer.description')}
        </h2>
        <p className={styles.text}>{offer.longDescription || t('offer.noDescription')}</p>
      </section>
      <section className={styles.card} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.title}>
          {t('offer.details')}
        </h2>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt>{t('offer.game')}</dt>
            <dd>{offer.lot.product.name}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('offer.category')}</dt>
            <dd>{offer.lot.name}</dd>
          </div>
          {details.map(([key, value]) => (
            <div key={key} className={styles.row}>
              <dt>{attributeLabel(offer.attributeLabels, key)}</dt>
              <dd>{attributeLabel(offer.attributeLabels, String(value))}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
