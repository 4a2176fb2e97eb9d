import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useSearchParams } from 'react-router';
import { filterNames, type SearchFilters, searchFiltersFrom } from '../api/search.ts';

function useDebounced<T>(value: T, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** A name of the home page's address: the search's own filters, and the phone's list or map view. */
export type SearchParamName = (typeof filterNames)[number] | 'q' | 'view';

/**
 * The home page's search, kept in its address: the typed text (searched once it settles), style,
 * city, near me and its distance, price, a day with free time, the order, and the phone's view.
 * Back, forward, reload and a shared link find the same results.
 *
 * In the app the results follow the typing. On the static home page (the search island,
 * docs/decisions/034-static-pages-with-islands.md) the server renders the results: the typed text is
 * searched on Enter and each change of the address loads home again; while `hold` is on (the phone's
 * Filters dialog) changes wait in the island until `apply`.
 */
export function useSearchFilters() {
  const [pageParams, setParams] = useSearchParams();
  // No data router around: this is an island of a static page, whose navigation loads a new document.
  const inApp = useContext(UNSAFE_DataRouterContext) !== null;
  const [held, setHeld] = useState<URLSearchParams | null>(null);
  const holding = useRef(false);
  const params = held ?? pageParams;
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim());
  const filters: SearchFilters = { ...searchFiltersFrom(params), q: q || undefined };
  // The address this hook last asked for, until the screen shows it. The router writes the address
  // before React renders it (a transition, slow on a busy phone), so a change made in between (a
  // currency chosen, then a price typed at once) builds on what was asked, not on the params of the
  // last render: built on those, the price brought back the old currency.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === params.toString()) asked.current = null;
  }, [params]);
  /** Changes the address; changes that depend on other filters are a function of the latest ones. */
  const setFilters = (
    changes:
      | Partial<Record<SearchParamName, string | undefined>>
      | ((latest: URLSearchParams) => Partial<Record<SearchParamName, string | undefined>>),
  ) => {
    const next = new URLSearchParams(asked.current ?? params);
    if (typeof changes === 'function') changes = changes(new URLSearchParams(next));
    const before = next.toString();
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A field left as it was (Tab through the city or a price) asks for nothing: on the static page
    // a new address would load home again under the keyboard.
    if (next.toString() === before) return;
    // Other results: the first page of them again (`pages` is the static page's "Show more").
    if (Object.keys(changes).some((key) => key !== 'view')) next.delete('pages');
    asked.current = next.toString();
    if (holding.current) setHeld(next);
    else setParams(next, { replace: inApp });
  };
  /** While on, the island keeps the changes (the phone's dialog); off gives them to the address. */
  const hold = (on: boolean) => {
    holding.current = on;
    if (!on && held && held.toString() !== pageParams.toString()) setParams(held);
  };
  /** On a static page: the typed text asks the server (Enter or Search). */
  const submitText = () => setFilter('q', text.trim() || undefined);
  const setFilter = (key: SearchParamName, value: string | undefined) => setFilters({ [key]: value });
  /** Every filter and the order go; the typed text and the view stay. */
  const clearFilters = () => setFilters(Object.fromEntries(filterNames.map((name) => [name, undefined])));
  // A currency alone (chosen before a price) narrows nothing.
  const filtered = filterNames.some((name) => name !== 'currency' && params.has(name));
  // Keep the settled search text in the URL. Not while leaving for a picked suggestion: that
  // navigation waits for the page's data, and writing the search into this address would cancel it.
  const leaving = (useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed text settles
  useEffect(() => {
    if (inApp && !leaving && (params.get('q') ?? '') !== q) setFilter('q', q || undefined);
  }, [q]);
  return {
    text,
    setText,
    q,
    filters,
    params,
    setFilter,
    setFilters,
    clearFilters,
    filtered,
    inApp,
    hold,
    held: held !== null && held.toString() !== pageParams.toString(),
    submitText,
  };
}

export type SearchFilterState = ReturnType<typeof useSearchFilters>;
