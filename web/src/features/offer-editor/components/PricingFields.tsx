import { useTranslation } from '@/shared/i18n/use-translation';
import { OFFER_AVAILABILITY_MAX, PRICE_MAX, PRICE_MIN, type PricingType } from '@gamelot/contract/rules';
import { TextField } from '@/shared/ui/TextField';
import { parseCount, parseNumber } from '../lib/numbers';
import type { OfferFormValues } from '../lib/offer-form';
import { priceSummary } from '../lib/pricing';
import layout from './FormLayout.module.css';
import { PriceSummaryBox } from './PriceSummaryBox';
import '@/shared/i18n/editor-texts';

type PricingField = 'price' | 'minQuantity' | 'availability';

type PricingFieldsProps = {
  pricingType: PricingType;
  values: Pick<OfferFormValues, PricingField>;
  errors: Record<string, string>;
  onChange: (field: PricingField, value: string) => void;
  /** Create needs stock (≥ 1); an edit may set 0. */
  mode: 'create' | 'edit';
  /** The lot's usual minimum, shown as a hint for PER_UNIT. */
  lotMinQuantity?: number | undefined;
  note?: string | undefined;
};

/**
 * docs/product.md#screens pricing section. PER_ITEM: price per item and quantity in stock. PER_UNIT: unit price,
 * minimum quantity and units available. The summary below is the contract's arithmetic.
 */
export function PricingFields({
  pricingType,
  values,
  errors,
  onChange,
  mode,
  lotMinQuantity,
  note,
}: PricingFieldsProps) {
  const { t } = useTranslation();
  const perUnit = pricingType === 'PER_UNIT';
  const minQuantity = parseCount(values.minQuantity);
  const summary = priceSummary(pricingType, parseNumber(values.price), minQuantity);
  const stockMin = perUnit ? Math.max(mode === 'edit' ? 0 : 1, minQuantity ?? 1) : mode === 'edit' ? 0 : 1;
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{t('offerEditor.form.pricing')}</legend>
      <TextField
        label={perUnit ? t('offerEditor.form.pricePerUnit') : t('offerEditor.form.pricePerItem')}
        type="number"
        inputMode="decimal"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step="0.01"
        value={values.price}
        error={errors.price}
        onChange={(event) => onChange('price', event.target.value)}
      />
      {perUnit && (
        <div>
          <TextField
            label={t('offerEditor.form.minQuantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={OFFER_AVAILABILITY_MAX}
            step={1}
            value={values.minQuantity}
            error={errors.minQuantity}
            onChange={(event) => onChange('minQuantity', event.target.value)}
          />
          {lotMinQuantity !== undefined && lotMinQuantity > 1 && (
            <p className={layout.note}>{t('offerEditor.form.lotMinHint', { count: lotMinQuantity })}</p>
          )}
        </div>
      )}
      <TextField
        label={perUnit ? t('offerEditor.form.availabilityUnits') : t('offerEditor.form.availabilityItems')}
        type="number"
        inputMode="numeric"
        min={stockMin}
        max={OFFER_AVAILABILITY_MAX}
        step={1}
        value={values.availability}
        error={errors.availability}
        onChange={(event) => onChange('availability', event.target.value)}
      />
      {note && <p className={layout.note}>{note}</p>}
      <PriceSummaryBox summary={summary} />
    </fieldset>
  );
}
