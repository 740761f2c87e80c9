import { isAccountLot } from '@gamelot/contract/warranty';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { DELIVERY_LIMITS, deliveryKindOf } from '@gamelot/contract/delivery-time';
import type { Lot, Product } from '@gamelot/contract/schemas/catalog';
import { serverMessage } from '@/shared/api-client/api-error';
import { errorTexts, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { EmailVerificationNotice } from '@/shared/email-verification/EmailVerificationNotice';
import { parseKeyPaste } from '@gamelot/contract/orders';
import { useCreateOffer } from '../api/create-offer';
import { addKeys } from '../api/offer-keys';
import { isKeyLot } from '../lib/key-lot';
import { WizardKeysField } from './WizardKeysField';
import { DetailsStep } from './DetailsStep';
import { LotStep } from './LotStep';
import { ProductStep } from './ProductStep';
import { WizardProgress } from './WizardProgress';
import { focusFirstError } from '../lib/focus-first-error';
import { autoOfferName, defaultOfferPicture, emptyOfferForm, type OfferFormValues } from '../lib/offer-form';
import { createOfferFormSchema, offerField } from '../lib/offer-form-schema';
import styles from '../pages/EditorPage.module.css';
import '@/shared/i18n/editor-texts';
import '@/shared/i18n/validation-texts';

type Step = 1 | 2 | 3;
type TextField = keyof Omit<OfferFormValues, 'attributes' | 'pictureUrl'>;

/**
 * The wizard's one form: a product, then a category, then the details, which the contract's
 * create schema and offer rules check before any request (offer-form-schema.ts). A lazily loaded
 * chunk (OfferCreatePage), as every form is (ADR 0045).
 */
export function CreateWizard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOffer();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepChanged = useRef(false);
  const [step, setStep] = useState<Step>(1);
  const [product, setProduct] = useState<Product | null>(null);
  const [lot, setLot] = useState<Lot | null>(null);
  const [nameEdited, setNameEdited] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [keys, setKeys] = useState('');
  const [stocking, setStocking] = useState(false);

  const pricingType = lot?.attributes.pricingType ?? 'PER_ITEM';
  const schema = useMemo(
    () =>
      createOfferFormSchema({
        pricingType,
        productAttributes: product?.attributes ?? {},
        lotId: lot?.id ?? null,
        accountLot: lot ? isAccountLot(lot) : false,
        userId,
        defaultPicture: product ? defaultOfferPicture(product) : null,
      }),
    [pricingType, product, lot, userId],
  );
  const form = useContractForm(schema, { t, messages: 'validation.offer', defaultValues: emptyOfferForm });
  useServerFieldErrors(form, create.error, offerField, 'validation.offer', t);
  const values = form.watch() as OfferFormValues;
  const errors = errorTexts(form.formState.errors);
  const canNext = step === 1 ? product !== null : step === 2 ? lot !== null : false;

  useEffect(() => {
    // Each new step is announced by moving focus to its heading (not on the first render).
    if (stepChanged.current) headingRef.current?.focus();
    stepChanged.current = true;
  }, [step]);

  /** Until the seller edits it, the name is the product's and its chosen attributes' (docs/product.md#states). */
  function nameAfter(next: Product, attributes: Record<string, string>) {
    if (!nameEdited)
      form.setValue('name', autoOfferName(next.name, next.attributes, attributes, next.attributeLabels));
  }

  function selectProduct(next: Product) {
    if (next.id === product?.id) return;
    setProduct(next);
    setLot(null);
    form.setValue('attributes', {});
    nameAfter(next, {});
    form.clearErrors();
  }

  function selectLot(next: Lot) {
    setLot(next);
    // docs/product.md#states: choosing a category resets availability and the minimum order quantity to 1.
    form.setValue('availability', '1');
    form.setValue('minQuantity', '1');
    // Each category starts at its kind's delivery time (contract/src/delivery-time.ts).
    form.setValue('deliveryMinutes', String(DELIVERY_LIMITS[deliveryKindOf(next.attributes)].defaultMinutes));
    setKeys('');
    form.clearErrors('root');
    form.clearErrors(['price', 'minQuantity', 'availability', 'deliveryMinutes']);
    setFormError(null);
  }

  // A field's error goes once it is edited; the next submit checks again.
  function setField(field: TextField, value: string) {
    if (field === 'name') setNameEdited(true);
    form.setValue(field, value);
    form.clearErrors(field === 'minQuantity' ? ['minQuantity', 'availability'] : field);
  }

  function setAttribute(key: string, value: string) {
    const attributes = { ...values.attributes, [key]: value };
    form.setValue('attributes', attributes);
    if (product) nameAfter(product, attributes);
    form.clearErrors(`attributes.${key}`);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (step !== 3) {
      event.preventDefault();
      if (canNext) setStep((s) => (s + 1) as Step);
      return;
    }
    setFormError(null);
    void form.handleSubmit(
      (body) =>
        create.mutate(body, {
          onSuccess: (offer) => {
            if (parseKeyPaste(keys).length === 0) return void navigate(`/offer/${offer.id}`);
            // The keys join the new offer's stock; should that fail, its edit page offers them again.
            setStocking(true);
            addKeys(offer.id, keys).then(
              () => void navigate(`/offer/${offer.id}`),
              () => void navigate(`/offer/${offer.id}/edit`),
            );
          },
          onError: (error) => {
            setFormError(serverMessage(error, t('offerEditor.create.failed')));
            focusFirstError(formRef.current);
          },
        }),
      () => focusFirstError(formRef.current),
    )(event);
  }

  const heading =
    step === 1
      ? t('offerEditor.create.chooseProduct')
      : step === 2
        ? t('offerEditor.create.chooseLot', { product: product?.name ?? '' })
        : t('offerEditor.create.detailsTitle');
  const alert = formError ?? errors.root;

  return (
    <>
      <EmailVerificationNotice action="sell" />
      <WizardProgress step={step} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.stepHead}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {heading}
          </h2>
          {step === 3 && product && lot && (
            <p className={styles.chosen}>
              {product.name} · {lot.name}
            </p>
          )}
        </div>
        {step === 1 && (
          <ProductStep headingId={headingId} selectedId={product?.id ?? null} onSelect={selectProduct} />
        )}
        {step === 2 && product && (
          <LotStep
            headingId={headingId}
            productId={product.id}
            selectedId={lot?.id ?? null}
            onSelect={selectLot}
          />
        )}
        {step === 3 && product && lot && (
          <DetailsStep
            product={product}
            lot={lot}
            values={values}
            errors={errors}
            nameIsAuto={!nameEdited}
            picture={values.pictureUrl ?? defaultOfferPicture(product)}
            pictureIsDefault={values.pictureUrl === null}
            onPicture={(url) => {
              form.setValue('pictureUrl', url);
              form.clearErrors('pictureUrl');
            }}
            onImageBusy={setImageBusy}
            onField={setField}
            onAttribute={setAttribute}
          />
        )}
        {step === 3 && lot && isKeyLot(lot.name) && (
          <WizardKeysField
            value={keys}
            onChange={(text) => {
              setKeys(text);
              // The quantity follows the keys: one per key.
              const count = parseKeyPaste(text).length;
              if (count > 0) setField('availability', String(count));
            }}
          />
        )}
        {alert && <Alert>{alert}</Alert>}
        <div className={styles.actions}>
          {step > 1 && (
            <Button
              variant="secondary"
              onClick={() => setStep((s) => (s - 1) as Step)}
              disabled={create.isPending}
            >
              {t('offerEditor.create.back')}
            </Button>
          )}
          {step < 3 ? (
            <Button type="submit" disabled={!canNext}>
              {t('offerEditor.create.next')}
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              disabled={create.isPending || stocking || imageBusy}
              aria-busy={create.isPending || stocking || undefined}
            >
              {(create.isPending || stocking) && <Spinner />}
              {create.isPending || stocking
                ? t('offerEditor.create.submitting')
                : t('offerEditor.create.submit')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
