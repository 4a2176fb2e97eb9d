import type { SearchSort } from '@linework/contract/catalog';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { commonStyles } from '../../../lib/tattoo-styles.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultRadiusKm, priceCurrencies, radiusChoices } from '../api/search.ts';
import type { SearchFilterState } from './use-search-filters.ts';

/** The browser's position for "near me", with a friendly word when it cannot give one. */
function useNearMe(onFound: (near: string) => void) {
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.info('Your browser cannot share its location. Search by city instead.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onFound(`${pos.coords.latitude.toFixed(4)},${pos.coords.longitude.toFixed(4)}`);
      },
      () => {
        setLocating(false);
        toast.info('We could not get your location. Search by city instead.');
      },
      { timeout: 10_000 },
    );
  };
  return { locating, locate };
}

/** A committed text filter: set when the field is left or Enter is pressed. */
const commitOnBlurOrEnter = (commit: (value: string) => void) => ({
  onBlur: (e: { target: { value: string } }) => commit(e.target.value.trim()),
  onKeyDown: (e: { key: string; target: EventTarget }) => {
    if (e.key === 'Enter') commit((e.target as HTMLInputElement).value.trim());
  },
});

const sortLabels: Record<SearchSort, string> = {
  best: 'Best match',
  distance: 'Nearest first',
  rating: 'Best rated',
  soonest: 'Soonest free time',
};

/**
 * Narrowing and ordering the search: a style, near me and how far, a city, a price, a day with free
 * time, and the order. Native selects and a native date field: light on a phone's first screen.
 */
export function SearchRefinements({
  filters,
  params,
  setFilter,
  setFilters,
  clearFilters,
  filtered,
}: Pick<SearchFilterState, 'filters' | 'params' | 'setFilter' | 'setFilters' | 'clearFilters' | 'filtered'>) {
  const nearMe = useNearMe((near) => setFilter('near', near));
  const sort = filters.sort ?? 'best';
  const currency = params.get('currency') ?? priceCurrencies[0];
  return (
    <>
      <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Styles">
        {commonStyles.map((s) => {
          const on = filters.style === s;
          return (
            <Chip
              key={s}
              label={s}
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => setFilter('style', on ? undefined : s)}
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
        <Button
          variant={filters.near ? 'contained' : 'outlined'}
          startIcon={<MyLocationIcon />}
          onClick={() =>
            filters.near
              ? setFilters({
                  near: undefined,
                  radiusKm: undefined,
                  sort: sort === 'distance' ? undefined : sort,
                })
              : nearMe.locate()
          }
          disabled={nearMe.locating}
        >
          {nearMe.locating ? 'Finding you…' : filters.near ? 'Near me (on)' : 'Near me'}
        </Button>
        {filters.near && (
          <TextField
            select
            size="small"
            label="Distance"
            value={String(filters.radiusKm ?? defaultRadiusKm)}
            onChange={(e) =>
              setFilter('radiusKm', e.target.value === String(defaultRadiusKm) ? undefined : e.target.value)
            }
            slotProps={{ select: { native: true } }}
          >
            {[...radiusChoices]
              .sort((a, b) => a - b)
              .map((km) => (
                <option key={km} value={km}>
                  Within {km} km
                </option>
              ))}
          </TextField>
        )}
        <TextField
          key={`city-${params.get('city') ?? ''}`}
          size="small"
          label="City"
          defaultValue={filters.city ?? ''}
          {...commitOnBlurOrEnter((v) => setFilter('city', v || undefined))}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          // Columns as wide as their labels need in rem, so larger text wraps the fields, never cuts a label.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
          maxWidth: '48rem',
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          label="Sort by"
          value={sort}
          onChange={(e) => setFilter('sort', e.target.value === 'best' ? undefined : e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {(Object.keys(sortLabels) as SearchSort[])
            .filter((s) => s !== 'distance' || filters.near)
            .map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Free on"
          value={filters.freeOn ?? ''}
          onChange={(e) => setFilter('freeOn', e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          key={`price-${params.get('maxPrice') ?? ''}`}
          size="small"
          type="number"
          label="Max price"
          defaultValue={params.get('maxPrice') ?? ''}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          {...commitOnBlurOrEnter((v) =>
            // A price is in the currency chosen last (the one shown when none is in the address).
            setFilters((latest) => ({
              maxPrice: v || undefined,
              currency: v ? (latest.get('currency') ?? priceCurrencies[0]) : undefined,
            })),
          )}
        />
        <TextField
          select
          size="small"
          label="Currency"
          value={currency}
          onChange={(e) => setFilter('currency', e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {priceCurrencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
      </Box>
      {filtered && (
        <Box>
          <Button size="small" onClick={clearFilters}>
            Clear filters
          </Button>
        </Box>
      )}
    </>
  );
}
