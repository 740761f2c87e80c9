import { isAccountLot } from '@gamelot/contract/warranty';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import {
  clampDeliveryMinutes,
  deliveryChoices,
  deliveryKindOf,
  deliveryTimeAllowed,
} from '@gamelot/contract/delivery-time';
import type { OfferWithProduct } from '@gamelot/contract/schemas/offers';
import { offerMinQuantity } from '@gamelot/contract/rules';
import { serverMessage } from '@/shared/api-client/api-error';
import { errorTexts, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { ImageCropField } from '@/shared/ui/image-crop/ImageCropField';
import { Spinner } from '@/shared/ui/Spinner';
import { useDeleteOffer } from '../api/delete-offer';
import { useUpdateOffer } from '../api/update-offer';
import { focusFirstError } from '../lib/focus-first-error';
import { attributesToForm, type OfferFormValues } from '../lib/offer-form';
import { editOfferFormSchema, offerField } from '../lib/offer-form-schema';
import { AttributeFields } from './AttributeFields';
import { DeliveryTimeField } from './DeliveryTimeField';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import styles from './EditOfferForm.module.css';
import { OfferTextFields } from './OfferTextFields';
import { PricingFields } from './PricingFields';
import { WarrantyField } from './WarrantyField';
import '@/shared/i18n/editor-texts';
import '@/shared/i18n/validation-texts';

type TextField = keyof Omit<OfferFormValues, 'attributes' | 'pictureUrl'>;

function initialValues(offer: OfferWithProduct): OfferFormValues {
  const { pricingType, minQuantity: lotMinQuantity } = offer.lot.attributes;
  const minQuantity = offerMinQuantity(pricingType, offer.attributes.minQuantity, lotMinQuantity);
  return {
    name: offer.name,
    shortDescription: offer.shortDescription,
    longDescription: offer.longDescription,
    // The seller's own price, per item or per unit (ADR 0031), as they typed it.
    price: String(offer.unitPrice),
    minQuantity: String(minQuantity),
    availability: String(offer.availability),
    attributes: attributesToForm(offer.attributes, offer.product.attributes),
    pictureUrl: offer.pictureUrl,
    deliveryMinutes: String(deliveryMinutesOf(offer)),
    warrantyDays: String(offer.warrantyDays),
  };
}

/**
 * The offer's delivery time as the form starts with it: as stored when its lot's kind allows it;
 * else (stored before the limits) the nearest choice the kind offers.
 */
function deliveryMinutesOf(offer: OfferWithProduct): number {
  const kind = deliveryKindOf(offer.lot.attributes);
  if (deliveryTimeAllowed(kind, offer.deliveryMinutes)) return offer.deliveryMinutes;
  const clamped = clampDeliveryMinutes(kind, offer.deliveryMinutes);
  return deliveryChoices(kind).reduce((best, m) =>
    Math.abs(m - clamped) < Math.abs(best - clamped) ? m : best,
  );
}

/**
 * docs/product.md#screens Edit offer: the owner's form, with the price summary, the picture and
 * deletion. Checked by the contract's update schema and offer rules before any request
 * (offer-form-schema.ts). A lazily loaded chunk (OfferEditPage).
 */
export function EditOfferForm({ offer }: { offer: OfferWithProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const formRef = useRef<HTMLFormElement>(null);
  const [imageBusy, setImageBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const pricingType = offer.lot.attributes.pricingType;
  const productAttributes = offer.product.attributes;
  const schema = useMemo(
    () => editOfferFormSchema({ id: offer.id, pricingType, productAttributes }),
    [offer.id, pricingType, productAttributes],
  );
  const form = useContractForm(schema, {
    t,
    messages: 'validation.offer',
    defaultValues: initialValues(offer),
  });
  useServerFieldErrors(form, update.error, offerField, 'validation.offer', t);
  const values = form.watch() as OfferFormValues;
  const errors = errorTexts(form.formState.errors);

  // Availability the server changed (keys added: it follows the key stock) replaces the form's, so
  // saving sends what is stored rather than the count the page opened with.
  const storedAvailability = useRef(offer.availability);
  useEffect(() => {
    if (storedAvailability.current === offer.availability) return;
    storedAvailability.current = offer.availability;
    form.setValue('availability', String(offer.availability));
    form.clearErrors('availability');
  }, [offer.availability, form]);

  // A field's error goes once it is edited; the next save checks again.
  function setField(field: TextField, value: string) {
    form.setValue(field, value);
    form.clearErrors(field);
  }

  function setAttribute(key: string, value: string) {
    form.setValue('attributes', { ...values.attributes, [key]: value });
    form.clearErrors(`attributes.${key}`);
  }

  const save = form.handleSubmit(
    (body) => {
      setFormError(null);
      update.mutate(body, {
        onSuccess: () => void navigate(`/offer/${offer.id}`),
        onError: (error) => {
          setFormError(
            t('offerEditor.edit.saveFailed', {
              reason: serverMessage(error, t('offerEditor.edit.noAnswer')),
            }),
          );
          focusFirstError(formRef.current);
        },
      });
    },
    () => {
      setFormError(null);
      focusFirstError(formRef.current);
    },
  );

  function confirmDelete() {
    setDeleteError(null);
    remove.mutate(offer.id, {
      onSuccess: () => void navigate('/market', { replace: true }),
      onError: (error) =>
        setDeleteError(
          t('offerEditor.edit.deleteFailed', {
            reason: serverMessage(error, t('offerEditor.edit.noAnswer')),
          }),
        ),
    });
  }

  return (
    <form ref={formRef} className={styles.layout} noValidate onSubmit={save}>
      <div className={styles.side}>
        <div className={styles.card}>
          <ImageCropField
            label={t('offerEditor.form.image')}
            value={values.pictureUrl}
            previewAlt={t('offerEditor.form.imageAlt')}
            aspect={16 / 9}
            target="offers"
            tooLargeMessage={t('offerEditor.edit.imageTooLarge')}
            error={errors.pictureUrl}
            onChange={(url) => {
              form.setValue('pictureUrl', url);
              form.clearErrors('pictureUrl');
            }}
            onBusyChange={setImageBusy}
          />
        </div>
        <div className={styles.card}>
          <Button variant="secondary" className={styles.delete} onClick={() => setConfirming(true)} block>
            {t('offerEditor.edit.delete')}
          </Button>
        </div>
      </div>
      <div className={styles.main}>
        <OfferTextFields
          legend={t('offerEditor.form.about')}
          values={values}
          errors={errors}
          onChange={setField}
        />
        <PricingFields
          mode="edit"
          pricingType={pricingType}
          values={values}
          errors={errors}
          onChange={setField}
          note={t('offerEditor.edit.soldOutHint')}
        />
        <DeliveryTimeField
          kind={deliveryKindOf(offer.lot.attributes)}
          value={values.deliveryMinutes}
          stored={offer.deliveryMinutes}
          error={errors.deliveryMinutes}
          onChange={(value) => setField('deliveryMinutes', value)}
        />
        {(isAccountLot(offer.lot) || offer.warrantyDays > 0) && (
          <WarrantyField
            value={values.warrantyDays}
            error={errors.warrantyDays}
            onChange={(value) => setField('warrantyDays', value)}
          />
        )}
        <AttributeFields
          attributes={productAttributes}
          labels={offer.product.attributeLabels}
          values={values.attributes}
          errors={errors}
          onChange={setAttribute}
        />
        {(formError ?? errors.root) && <Alert>{formError ?? errors.root}</Alert>}
        <div className={styles.actions}>
          <ButtonLink to={`/offer/${offer.id}`} variant="secondary">
            {t('offerEditor.edit.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            disabled={update.isPending || imageBusy}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending && <Spinner />}
            {update.isPending ? t('offerEditor.edit.saving') : t('offerEditor.edit.save')}
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          offerId={offer.id}
          offerName={offer.name}
          pending={remove.isPending}
          error={deleteError}
          onCancel={() => {
            setConfirming(false);
            setDeleteError(null);
          }}
          onConfirm={confirmDelete}
        />
      )}
    </form>
  );
}
