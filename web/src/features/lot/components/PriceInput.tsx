import { useEffect, useId, useRef, useState } from 'react';
import { parsePrice } from '../lib/lot-filters';
import styles from './FilterPanel.module.css';

/** How long typing may pause before the price applies (Enter or leaving the field applies at once). */
export const PRICE_DEBOUNCE_MS = 500;

type PriceInputProps = {
  label: string;
  invalidText: string;
  /** The applied value (from the URL). */
  value: number | null;
  onCommit: (value: number | null) => void;
};

/** A price bound: a number from 0, applied after a pause in typing; an invalid entry is not applied. */
export function PriceInput({ label, invalidText, value, onCommit }: PriceInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [applied, setApplied] = useState(value);
  // The URL changed (Back, reset, another filter): show its value unless the draft already means it.
  if (applied !== value) {
    setApplied(value);
    if (parsePrice(draft) !== value) setDraft(value === null ? '' : String(value));
  }
  const parsed = parsePrice(draft);
  const invalid = Number.isNaN(parsed);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (invalid || parsed === value) return;
    const timer = setTimeout(() => commit.current(parsed), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [parsed, invalid, value]);

  const commitNow = () => {
    if (!invalid && parsed !== value) onCommit(parsed);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.priceBox}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className={styles.control}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
        />
        <span className={styles.currency} aria-hidden="true">
          ₽
        </span>
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {invalidText}
        </p>
      )}
    </div>
  );
}
