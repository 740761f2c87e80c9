import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { AttributeLabels, ProductAttributes } from '@gamelot/contract/schemas/catalog';
import { attributeLabel } from '@/shared/entities/catalog/attribute-label';
import { OFFER_ATTRIBUTE_TEXT_MAX } from '@gamelot/contract/rules';
import styles from './Field.module.css';
import layout from './FormLayout.module.css';
import '@/shared/i18n/editor-texts';

type AttributeFieldsProps = {
  attributes: ProductAttributes;
  /** Their names and values in the interface's language; the keys are what the form sends. */
  labels: AttributeLabels;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
};

function AttributeField({
  name,
  labelOf,
  kind,
  value,
  error,
  onChange,
}: {
  name: string;
  labelOf: (key: string) => string;
  kind: ProductAttributes[string];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: styles.control,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {labelOf(name)}
      </label>
      {Array.isArray(kind) ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('offerEditor.form.notChosen')}</option>
          {kind.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={kind === 'number' ? 'number' : 'text'}
          step={kind === 'number' ? 'any' : undefined}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          maxLength={kind === 'text' ? OFFER_ATTRIBUTE_TEXT_MAX : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The product's attributes (docs/product.md#entities Product): a list of values is a select, 'number'/'text' an input. */
export function AttributeFields({ attributes, labels, values, errors, onChange }: AttributeFieldsProps) {
  const { t } = useTranslation();
  const entries = Object.entries(attributes);
  if (entries.length === 0) return null;
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{t('offerEditor.form.attributes')}</legend>
      <div className={layout.columns}>
        {entries.map(([name, kind]) => (
          <AttributeField
            key={name}
            name={name}
            labelOf={(key) => attributeLabel(labels, key)}
            kind={kind}
            value={values[name] ?? ''}
            error={errors[`attributes.${name}`]}
            onChange={(value) => onChange(name, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
