import { useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { type SearchFilters, searchFiltersFrom } from '../api/search.ts';

function useDebounced<T>(value: T, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * The home page's search, kept in its address: the typed text (searched once it settles), style,
 * city and near me. Back, forward and reload find the same results.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim());
  const filters: SearchFilters = { ...searchFiltersFrom(params), q: q || undefined };
  const setFilter = (key: keyof SearchFilters, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  // Keep the settled search text in the URL. Not while leaving for a picked suggestion: that
  // navigation waits for the page's data, and writing the search into this address would cancel it.
  const leaving = useNavigation().state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed text settles
  useEffect(() => {
    if (!leaving && (params.get('q') ?? '') !== q) setFilter('q', q || undefined);
  }, [q]);
  return { text, setText, q, filters, setFilter };
}

export type SearchFilterState = ReturnType<typeof useSearchFilters>;
