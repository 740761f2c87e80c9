import type { OfferSearchCard } from '@gamelot/contract/schemas/offers';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { offerFindTerm, useOfferFind } from '../api/find-offers';
import { useSearchData } from '../api/get-search-data';
import { matchSearch, resultPath, searchTerm, type SearchResult } from '../lib/match';
import styles from './SearchDropdown.module.css';
import { SearchOption } from './SearchOption';

/** How long typing may pause before the offers are searched for (the catalogue answers at once). */
export const OFFER_FIND_DEBOUNCE_MS = 300;

const NO_OFFERS: OfferSearchCard[] = [];

/** The offers section's code, fetched when the search box is first used. */
const loadOffersGroup = () => import('./OffersGroup');
const OffersGroup = lazy(loadOffersGroup);

/** An entry of the dropdown, in keyboard order: games and categories, then offers. */
type Item = { kind: 'catalogue'; result: SearchResult } | { kind: 'offer'; offer: OfferSearchCard };

/**
 * The top bar's search: a combobox over the cached catalogue names, then an
 * "Offers" section found by their text (GET /api/offers/find, after a pause in typing). Two or
 * more characters show up to 8 games and categories and up to 5 offers; arrows move through both,
 * Enter opens, Escape or a click outside closes. The catalogue is fetched on first use (focus or
 * typing).
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
  const offerTerm = useDebouncedValue(offerFindTerm(query), OFFER_FIND_DEBOUNCE_MS);
  const found = useOfferFind(hasTerm ? offerTerm : null);
  const showOffers = hasTerm && offerTerm !== null && found.isSuccess;
  const offers = (showOffers ? found.data : undefined) ?? NO_OFFERS;
  const items = useMemo<Item[]>(
    () => [
      ...results.map((result) => ({ kind: 'catalogue' as const, result })),
      ...offers.map((offer) => ({ kind: 'offer' as const, offer })),
    ],
    [results, offers],
  );
  const expanded = open && hasTerm && (results.length > 0 || showOffers);
  const activeIndex = expanded && active < items.length ? active : -1;
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

  function choose(item: Item) {
    setOpen(false);
    setActive(-1);
    setQuery('');
    inputRef.current?.blur();
    void navigate(item.kind === 'offer' ? `/offer/${item.offer.id}` : resultPath(item.result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hasTerm || count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      if (!expanded || activeIndex < 0) setActive(down ? 0 : count - 1);
      else setActive((activeIndex + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? items[activeIndex < 0 ? 0 : activeIndex] : undefined;
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
    status = items.length > 0 ? t('search.resultsCount', { n: items.length }) : t('search.noResults');
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
          void loadOffersGroup();
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
              onChoose={() => choose({ kind: 'catalogue', result })}
            />
          ))}
        {expanded && showOffers && (
          <Suspense fallback={null}>
            <OffersGroup
              titleId={`${listId}-offers`}
              offers={offers}
              firstIndex={results.length}
              activeIndex={activeIndex}
              optionId={optionId}
              onHover={setActive}
              onChoose={(offer) => choose({ kind: 'offer', offer })}
            />
          </Suspense>
        )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </form>
  );
}
