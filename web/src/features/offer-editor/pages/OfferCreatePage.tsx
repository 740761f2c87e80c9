import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Lot, Product } from '@gamelot/contract/schemas/catalog';
import { isApiError, serverMessage } from '@/shared/api-client/api-error';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useCreateOffer } from '../api/create-offer';
import { DetailsStep } from '../components/DetailsStep';
import { LotStep } from '../components/LotStep';
import { ProductStep } from '../components/ProductStep';
import { WizardProgress } from '../components/WizardProgress';
import { problemTexts, serverFieldErrors } from '../lib/field-errors';
import { focusFirstError } from '../lib/focus-first-error';
import { parseCount, parseNumber } from '../lib/numbers';
import {
  autoOfferName,
  defaultOfferPicture,
  emptyOfferForm,
  offerAttributesToSend,
  type OfferFormValues,
} from '../lib/offer-form';
import { validateOffer } from '../lib/validate-offer';
import styles from './EditorPage.module.css';
import '@/shared/i18n/editor-texts';

type Step = 1 | 2 | 3;
type TextField = keyof Omit<OfferFormValues, 'attributes'>;

function without(errors: Record<string, string>, ...fields: string[]): Record<string, string> {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

function CreateWizard({ userId }: { userId: number }) {
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
  const [values, setValues] = useState<OfferFormValues>(emptyOfferForm);
  const [nameEdited, setNameEdited] = useState(false);
  const [picture, setPicture] = useState<string | null>(null);
  const [imageBusy, setImageBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const pricingType = lot?.attributes.pricingType ?? 'PER_ITEM';
  const autoName = product ? autoOfferName(product.name, product.attributes, values.attributes) : '';
  const name = nameEdited ? values.name : autoName;
  const canNext = step === 1 ? product !== null : step === 2 ? lot !== null : false;

  useEffect(() => {
    // Each new step is announced by moving focus to its heading (not on the first render).
    if (stepChanged.current) headingRef.current?.focus();
    stepChanged.current = true;
  }, [step]);

  function selectProduct(next: Product) {
    if (next.id === product?.id) return;
    setProduct(next);
    setLot(null);
    setValues((v) => ({ ...v, attributes: {} }));
    setErrors({});
  }

  function selectLot(next: Lot) {
    setLot(next);
    // docs/product.md#states: choosing a category resets availability and the minimum order quantity to 1.
    setValues((v) => ({ ...v, availability: '1', minQuantity: '1' }));
    setErrors((e) => without(e, 'lotId', 'price', 'minQuantity', 'availability'));
    setFormError(null);
  }

  function setField(field: TextField, value: string) {
    if (field === 'name') setNameEdited(true);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => without(e, field, ...(field === 'minQuantity' ? ['availability'] : [])));
  }

  function setAttribute(key: string, value: string) {
    setValues((v) => ({ ...v, attributes: { ...v.attributes, [key]: value } }));
    setErrors((e) => without(e, `attributes.${key}`));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 3) {
      if (canNext) setStep((s) => (s + 1) as Step);
      return;
    }
    const current = { ...values, name };
    const problems = validateOffer(current, {
      mode: 'create',
      pricingType,
      productAttributes: product?.attributes ?? {},
      hasLot: lot !== null,
    });
    const texts = problemTexts(problems, t);
    setFormError(texts.lotId ?? null);
    setErrors(texts);
    if (Object.keys(texts).length > 0 || !product || !lot) {
      focusFirstError(formRef.current);
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        shortDescription: values.shortDescription.trim(),
        longDescription: values.longDescription.trim(),
        price: parseNumber(values.price) ?? 0,
        availability: parseCount(values.availability) ?? 0,
        pictureUrl: picture ?? defaultOfferPicture(product),
        lotId: lot.id,
        userId,
        attributes: offerAttributesToSend(current, product.attributes, pricingType),
      },
      {
        onSuccess: (offer) => void navigate(`/offer/${offer.id}`),
        onError: (error) => {
          setFormError(serverMessage(error, t('offerEditor.create.failed')));
          if (isApiError(error)) setErrors(serverFieldErrors(error.fieldErrors));
          focusFirstError(formRef.current);
        },
      },
    );
  }

  const heading =
    step === 1
      ? t('offerEditor.create.chooseProduct')
      : step === 2
        ? t('offerEditor.create.chooseLot', { product: product?.name ?? '' })
        : t('offerEditor.create.detailsTitle');

  return (
    <>
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
            values={{ ...values, name }}
            errors={errors}
            nameIsAuto={!nameEdited}
            picture={picture ?? defaultOfferPicture(product)}
            pictureIsDefault={picture === null}
            onPicture={setPicture}
            onImageBusy={setImageBusy}
            onField={setField}
            onAttribute={setAttribute}
          />
        )}
        {formError && <Alert>{formError}</Alert>}
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
              disabled={create.isPending || imageBusy}
              aria-busy={create.isPending || undefined}
            >
              {create.isPending && <Spinner />}
              {create.isPending ? t('offerEditor.create.submitting') : t('offerEditor.create.submit')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

/** docs/product.md#screens Create offer (/offer/create): product → category → details, then the new offer. */
export default function OfferCreatePage() {
  const { t } = useTranslation();
  const { isSignedIn, isGuest, userId } = useSession();
  const titleId = useId();
  useDocumentTitle(t('offerEditor.create.title'));
  const canCreate = isSignedIn && !isGuest && userId !== null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('offerEditor.create.title')}
        </h1>
        <p className={styles.subtitle}>{t('offerEditor.create.subtitle')}</p>
      </header>
      {canCreate ? (
        <CreateWizard userId={userId} />
      ) : (
        <div className={styles.guest}>
          <Alert tone="info">{t('offerEditor.create.guest')}</Alert>
          <ButtonLink to="/login" state={{ from: '/offer/create' }}>
            {t('offerEditor.create.login')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
