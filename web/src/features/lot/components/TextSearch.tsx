import { OFFER_QUERY_MAX } from '@gamelot/contract/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconClose, IconSearch } from '@/shared/ui/icons';
import styles from './FilterPanel.module.css';
import '@/shared/i18n/lot-search-texts';

/** How long typing may pause before the text applies (Enter applies at once). */
export const TEXT_DEBOUNCE_MS = 400;

type TextSearchProps = {
  /** The applied text (from the URL). */
  value: string;
  /**
   * Applies a text. `replace` is true when a pause in typing refines a text already applied, so
   * Back does not step through every half-typed word.
   */
  onCommit: (q: string, replace: boolean) => void;
};

/** The lot page's text search: names and short descriptions of the lot's offers (body.q). */
export function TextSearch({ value, onCommit }: TextSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL changed (Back, reset, "clear the text"): show its text unless the draft already means it.
  if (applied !== value) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const text = draft.trim();
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit.current(text, value !== '' && text !== ''), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={`${styles.field} ${styles.text}`}>
      <label htmlFor={id} className={styles.label}>
        {t('lotSearch.textLabel')}
      </label>
      <div className={styles.textBox}>
        <IconSearch size={16} className={styles.textIcon} />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          className={styles.control}
          value={draft}
          maxLength={OFFER_QUERY_MAX}
          placeholder={t('lotSearch.textPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (text !== value) onCommit(text, false);
            } else if (event.key === 'Escape' && draft) {
              event.preventDefault();
              setDraft('');
              if (value) onCommit('', false);
            }
          }}
        />
        {draft && (
          <button
            type="button"
            className={styles.textClear}
            aria-label={t('lotSearch.textClear')}
            onClick={() => {
              setDraft('');
              if (value) onCommit('', false);
            }}
          >
            <IconClose size={14} />
          </button>
        )}
      </div>
    </div>
  );
}
