import { useTranslation } from '@/shared/i18n/use-translation';
import { LONG_DESCRIPTION_MAX, OFFER_NAME_MAX, SHORT_DESCRIPTION_MAX } from '@gamelot/contract/rules';
import { TextField } from '@/shared/ui/TextField';
import type { OfferFormValues } from '../lib/offer-form';
import layout from './FormLayout.module.css';
import { TextAreaField } from './TextAreaField';
import '@/shared/i18n/editor-texts';

type TextFieldName = 'name' | 'shortDescription' | 'longDescription';

type OfferTextFieldsProps = {
  values: Pick<OfferFormValues, TextFieldName>;
  errors: Record<string, string>;
  onChange: (field: TextFieldName, value: string) => void;
  legend: string;
  nameHint?: string | undefined;
};

/** Name, short description (max 100) and long description (max 2000), with counters. */
export function OfferTextFields({ values, errors, onChange, legend, nameHint }: OfferTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{legend}</legend>
      <div>
        <TextField
          label={t('offerEditor.form.name')}
          value={values.name}
          maxLength={OFFER_NAME_MAX}
          error={errors.name}
          onChange={(event) => onChange('name', event.target.value)}
        />
        {nameHint && <p className={layout.note}>{nameHint}</p>}
      </div>
      <TextAreaField
        label={t('offerEditor.form.shortDescription')}
        value={values.shortDescription}
        max={SHORT_DESCRIPTION_MAX}
        rows={2}
        error={errors.shortDescription}
        onChange={(value) => onChange('shortDescription', value)}
      />
      <TextAreaField
        label={t('offerEditor.form.longDescription')}
        value={values.longDescription}
        max={LONG_DESCRIPTION_MAX}
        rows={7}
        error={errors.longDescription}
        onChange={(value) => onChange('longDescription', value)}
      />
    </fieldset>
  );
}
