import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconSearch } from '@/shared/ui/icons';
import { useSearchData } from '../api/get-search-data';
import { matchSearch, resultPath, searchTerm, type SearchResult } from '../lib/match';
import styles from './SearchDropdown.module.css';
import { SearchOption } from './SearchOption';

/**
 * The top bar's search (SPEC §2, §4, §5): a combobox over the cached catalogue names. Two or more
 * characters show up to 8 games and categories; arrows move, Enter opens, Escape or a click
 * outside closes. The catalogue is fetched on first use (focus or typing).
 */
export function SearchDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data, isSuccess } = useSearchData(used);

  const results = useMemo(() => matchSearch(data ?? [], query), [data, query]);
  const hasTerm = searchTerm(query) !== null;
  const expanded = open && hasTerm && results.length > 0;
  const activeIndex = expanded && active < results.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function choose(result: SearchResult) {
    setOpen(false);
    setActive(-1);
    setQuery('');
    inputRef.current?.blur();
    void navigate(resultPath(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hasTerm || count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      if (!expanded || activeIndex < 0) setActive(down ? 0 : count - 1);
      else setActive((activeIndex + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? results[activeIndex < 0 ? 0 : activeIndex] : undefined;
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  }

  let status = '';
  if (hasTerm && isSuccess) {
    status = results.length > 0 ? t('search.resultsCount', { n: results.length }) : t('search.noResults');
  }

  return (
    <form ref={rootRef} role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <IconSearch size={18} className={styles.icon} />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className={styles.input}
        aria-label={t('topbar.searchLabel')}
        placeholder={t('topbar.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setUsed(true);
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded &&
          results.map((result, index) => (
            <SearchOption
              key={`${result.type}-${result.id}`}
              id={optionId(index)}
              result={result}
              selected={index === activeIndex}
              onHover={() => setActive(index)}
              onChoose={() => choose(result)}
            />
          ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </form>
  );
}
