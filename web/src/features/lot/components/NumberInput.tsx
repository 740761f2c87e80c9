import { useEffect, useId, useRef, useState } from 'react';
import { parsePrice } from '@gamelot/contract/lot-filters';
import styles from './FilterPanel.module.css';

/** How long typing may pause before a number applies (Enter or leaving the field applies at once). */
export const NUMBER_DEBOUNCE_MS = 500;

type NumberInputProps = {
  label: string;
  /** The accessible name when the visible label alone is too short ("от" → "Level от"). */
  ariaLabel?: string;
  invalidText: string;
  /** The applied value (from the URL). */
  value: number | null;
  onCommit: (value: number | null) => void;
  /** Reads the draft: null is "no limit", NaN is invalid. Prices by default (a number ≥ 0). */
  parse?: (raw: string) => number | null;
  /** Another reason to hold a valid number back (e.g. a range's ends the wrong way round). */
  refuse?: (value: number | null) => string | null;
  /** Shown inside the box, after the number ('₽'). */
  suffix?: string;
  min?: number;
};

/**
 * A bound of a filter: a number applied after a pause in typing; an invalid or refused entry is not
 * applied and says why.
 */
export function NumberInput({
  label,
  ariaLabel,
  invalidText,
  value,
  onCommit,
  parse = parsePrice,
  refuse,
  suffix,
  min,
}: NumberInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [applied, setApplied] = useState(value);
  // The URL changed (Back, reset, another filter): show its value unless the draft already means it.
  if (applied !== value) {
    setApplied(value);
    if (parse(draft) !== value) setDraft(value === null ? '' : String(value));
  }
  const parsed = parse(draft);
  const error = Number.isNaN(parsed) ? invalidText : (refuse?.(parsed) ?? null);
  const invalid = error !== null;
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (invalid || parsed === value) return;
    const timer = setTimeout(() => commit.current(parsed), NUMBER_DEBOUNCE_MS);
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
      <div className={suffix ? styles.priceBox : undefined}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={min}
          step="any"
          className={styles.control}
          value={draft}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
        />
        {suffix && (
          <span className={styles.currency} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
