import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { commonStyles } from '../../../lib/tattoo-styles.ts';
import { toast } from '../../../lib/toast.ts';
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

/** Narrowing the search: a style, near me, a city. */
export function SearchRefinements({ filters, setFilter }: Pick<SearchFilterState, 'filters' | 'setFilter'>) {
  const nearMe = useNearMe((near) => setFilter('near', near));
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
          onClick={() => (filters.near ? setFilter('near', undefined) : nearMe.locate())}
          disabled={nearMe.locating}
        >
          {nearMe.locating ? 'Finding you…' : filters.near ? 'Near me (on)' : 'Near me'}
        </Button>
        <TextField
          size="small"
          label="City"
          defaultValue={filters.city ?? ''}
          onBlur={(e) => setFilter('city', e.target.value.trim() || undefined)}
          onKeyDown={(e) => {
            if (e.key === 'Enter')
              setFilter('city', (e.target as HTMLInputElement).value.trim() || undefined);
          }}
        />
      </Stack>
    </>
  );
}
