import { useTranslation } from '@/shared/i18n/use-translation';
import { deliveryKindOf } from '@gamelot/contract/delivery-time';
import type { Lot, Product } from '@gamelot/contract/schemas/catalog';
import { ImageCropField } from '@/shared/ui/image-crop/ImageCropField';
import type { OfferFormValues } from '../lib/offer-form';
import { AttributeFields } from './AttributeFields';
import { DeliveryTimeField } from './DeliveryTimeField';
import styles from './DetailsStep.module.css';
import { OfferTextFields } from './OfferTextFields';
import { PricingFields } from './PricingFields';
import { WarrantyField } from './WarrantyField';
import { isAccountLot } from '@gamelot/contract/warranty';
import '@/shared/i18n/editor-texts';

type DetailsStepProps = {
  product: Product;
  lot: Lot;
  values: OfferFormValues;
  errors: Record<string, string>;
  nameIsAuto: boolean;
  picture: string | null;
  pictureIsDefault: boolean;
  onPicture: (url: string) => void;
  onImageBusy: (busy: boolean) => void;
  onField: (field: keyof Omit<OfferFormValues, 'attributes' | 'pictureUrl'>, value: string) => void;
  onAttribute: (key: string, value: string) => void;
};

/** Step 3: picture, texts, product attributes, pricing and delivery time (docs/product.md#screens Create offer). */
export function DetailsStep({
  product,
  lot,
  values,
  errors,
  nameIsAuto,
  picture,
  pictureIsDefault,
  onPicture,
  onImageBusy,
  onField,
  onAttribute,
}: DetailsStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <div className={styles.image}>
          <ImageCropField
            label={t('offerEditor.form.image')}
            value={picture}
            previewAlt={t('offerEditor.form.imageAlt')}
            aspect={16 / 9}
            target="offers"
            tooLargeMessage={t('offerEditor.form.imageTooLarge')}
            error={errors.pictureUrl}
            onChange={onPicture}
            onBusyChange={onImageBusy}
          />
          {pictureIsDefault && <p className={styles.note}>{t('offerEditor.create.defaultImage')}</p>}
        </div>
        <OfferTextFields
          legend={t('offerEditor.form.about')}
          values={values}
          errors={errors}
          onChange={onField}
          nameHint={nameIsAuto ? t('offerEditor.create.nameAuto') : undefined}
        />
      </div>
      <div className={styles.column}>
        <PricingFields
          mode="create"
          pricingType={lot.attributes.pricingType}
          lotMinQuantity={lot.attributes.minQuantity}
          values={values}
          errors={errors}
          onChange={onField}
        />
        <DeliveryTimeField
          kind={deliveryKindOf(lot.attributes)}
          value={values.deliveryMinutes}
          error={errors.deliveryMinutes}
          onChange={(value) => onField('deliveryMinutes', value)}
        />
        {isAccountLot(lot) && (
          <WarrantyField
            value={values.warrantyDays}
            error={errors.warrantyDays}
            onChange={(value) => onField('warrantyDays', value)}
          />
        )}
        <AttributeFields
          attributes={product.attributes}
          labels={product.attributeLabels}
          values={values.attributes}
          errors={errors}
          onChange={onAttribute}
        />
      </div>
    </div>
  );
}
