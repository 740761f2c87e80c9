import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferWithProduct } from '@gamelot/contract/schemas/offers';
import { COMMISSION_RATE, offerMinQuantity } from '@gamelot/contract/rules';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { ImageCropField } from '@/shared/ui/image-crop/ImageCropField';
import { Spinner } from '@/shared/ui/Spinner';
import { useDeleteOffer } from '../api/delete-offer';
import { useUpdateOffer } from '../api/update-offer';
import { problemTexts, serverFieldErrors } from '../lib/field-errors';
import { focusFirstError } from '../lib/focus-first-error';
import { parseCount, parseNumber } from '../lib/numbers';
import { attributesToForm, offerAttributesToSend, type OfferFormValues } from '../lib/offer-form';
import { priceSummary } from '../lib/pricing';
import { validateOffer } from '../lib/validate-offer';
import { AttributeFields } from './AttributeFields';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import styles from './EditOfferForm.module.css';
import { OfferTextFields } from './OfferTextFields';
import { PricingFields } from './PricingFields';
import '@/shared/i18n/editor-texts';

type TextField = keyof Omit<OfferFormValues, 'attributes'>;

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

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
  };
}

/** docs/product.md#screens Edit offer: the owner's form, with the price summary, the picture and deletion. */
export function EditOfferForm({ offer }: { offer: OfferWithProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(offer));
  const [picture, setPicture] = useState(offer.pictureUrl);
  const [imageBusy, setImageBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const pricingType = offer.lot.attributes.pricingType;
  const productAttributes = offer.product.attributes;

  function setField(field: TextField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function setAttribute(key: string, value: string) {
    setValues((v) => ({ ...v, attributes: { ...v.attributes, [key]: value } }));
    setErrors(({ [`attributes.${key}`]: _gone, ...rest }) => rest);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const texts = problemTexts(validateOffer(values, { mode: 'edit', pricingType, productAttributes }), t);
    setErrors(texts);
    setFormError(null);
    const entered = parseNumber(values.price);
    const summary = priceSummary(pricingType, entered, parseCount(values.minQuantity));
    const availability = parseCount(values.availability);
    if (Object.keys(texts).length > 0 || !summary || entered === null || availability === null) {
      focusFirstError(formRef.current);
      return;
    }
    update.mutate(
      {
        id: offer.id,
        name: values.name.trim(),
        shortDescription: values.shortDescription.trim(),
        longDescription: values.longDescription.trim(),
        // The unit price is what the server keeps; base and final are sent as the original client does.
        unitPrice: entered,
        originalPrice: summary.base,
        price: summary.final,
        availability,
        attributes: offerAttributesToSend(values, productAttributes, pricingType),
        pictureUrl: picture,
        active: availability > 0,
        commissionRate: COMMISSION_RATE,
      },
      {
        onSuccess: () => void navigate(`/offer/${offer.id}`),
        onError: (error) => {
          setFormError(t('offerEditor.edit.saveFailed', { reason: reasonOf(error) }));
          if (isApiError(error)) setErrors(serverFieldErrors(error.fieldErrors));
          focusFirstError(formRef.current);
        },
      },
    );
  }

  function confirmDelete() {
    setDeleteError(null);
    remove.mutate(offer.id, {
      onSuccess: () => void navigate('/market', { replace: true }),
      onError: (error) => setDeleteError(t('offerEditor.edit.deleteFailed', { reason: reasonOf(error) })),
    });
  }

  return (
    <form ref={formRef} className={styles.layout} noValidate onSubmit={save}>
      <div className={styles.side}>
        <div className={styles.card}>
          <ImageCropField
            label={t('offerEditor.form.image')}
            value={picture}
            previewAlt={t('offerEditor.form.imageAlt')}
            aspect={16 / 9}
            target="offers"
            tooLargeMessage={t('offerEditor.edit.imageTooLarge')}
            error={errors.pictureUrl}
            onChange={setPicture}
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
        <AttributeFields
          attributes={productAttributes}
          values={values.attributes}
          errors={errors}
          onChange={setAttribute}
        />
        {formError && <Alert>{formError}</Alert>}
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
