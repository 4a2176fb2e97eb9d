import type { SearchHit } from '@linework/contract/catalog';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { type SearchFilters, searchFiltersFrom, searchQuery } from '../api/search.ts';
import { hitHref, ResultCard } from '../components/result-card.tsx';

const PlacesMap = lazy(() => import('../components/places-map.tsx'));
// Only signed-in people see these, and their request statuses bring the request schemas along.
const MyRequests = lazy(() =>
  import('../components/my-requests.tsx').then((m) => ({ default: m.MyRequests })),
);
const UpcomingAppointments = lazy(() =>
  import('../components/upcoming-appointments.tsx').then((m) => ({ default: m.UpcomingAppointments })),
);

const styles = [
  'Fine line',
  'Blackwork',
  'Traditional',
  'Neo-traditional',
  'Japanese',
  'Realism',
  'Illustrative',
  'Dotwork',
  'Lettering',
  'Watercolour',
];

function useDebounced<T>(value: T, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** Booking home: search artists and shops by name, style, city or near me, as a list and on a map. */
export default function HomeScreen() {
  usePageTitle(undefined);
  const { user } = useSession();
  const navigate = useNavigate();
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
  // Keep the settled search text in the URL, so back, forward and reload find the same results.
  // Not while leaving for a picked suggestion: that navigation waits for the page's data, and writing
  // the search into this address would cancel it.
  const leaving = useNavigation().state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed text settles
  useEffect(() => {
    if (!leaving && (params.get('q') ?? '') !== q) setFilter('q', q || undefined);
  }, [q]);

  const results = useInfiniteQuery(searchQuery(filters));
  const hits = useMemo(() => results.data?.pages.flatMap((p) => p.hits) ?? [], [results.data]);
  const places = hits
    .filter((h) => h.latitude !== null && h.longitude !== null)
    .map((h) => ({
      id: h.id,
      name: h.name,
      latitude: h.latitude!,
      longitude: h.longitude!,
      href: hitHref(h),
    }));
  const [locating, setLocating] = useState(false);

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      toast.info('Your browser cannot share its location. Search by city instead.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setFilter('near', `${pos.coords.latitude.toFixed(4)},${pos.coords.longitude.toFixed(4)}`);
      },
      () => {
        setLocating(false);
        toast.info('We could not get your location. Search by city instead.');
      },
      { timeout: 10_000 },
    );
  };

  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 } }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {user.data ? `Welcome back, ${user.data.firstName}.` : 'Find your tattoo artist.'}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mt: 1 }}>
          Browse artists and shops, book a time that suits you, pay the deposit and sign your waiver before
          you arrive.
        </Typography>
      </Box>

      {user.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Suspense fallback={null}>
            <UpcomingAppointments />
            <MyRequests />
          </Suspense>
        </Box>
      )}

      <Stack component="search" spacing={1.5} aria-label="Search artists and shops">
        <Autocomplete<SearchHit, false, false, true>
          freeSolo
          options={q ? hits.slice(0, 6) : []}
          filterOptions={(o) => o}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
          inputValue={text}
          // A chosen suggestion leaves the page: its name must not settle into the next page's URL as ?q=.
          onInputChange={(_e, value, reason) => {
            if (reason !== 'selectOption') setText(value);
          }}
          onChange={(_e, value) => {
            if (value && typeof value !== 'string') navigate(hitHref(value));
          }}
          renderOption={(props, o) => (
            <li {...props} key={o.id}>
              {o.name}&nbsp;
              <Typography variant="body2" color="text.secondary" component="span">
                {o.type === 'shop' ? 'Shop' : 'Artist'}
                {o.city ? ` · ${o.city}` : ''}
              </Typography>
            </li>
          )}
          renderInput={(input) => (
            <TextField
              {...input}
              label="Search by artist, shop or style"
              slotProps={{
                input: {
                  ...input.InputProps,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Styles">
          {styles.map((s) => {
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
            onClick={() => (filters.near ? setFilter('near', undefined) : nearMe())}
            disabled={locating}
          >
            {locating ? 'Finding you…' : filters.near ? 'Near me (on)' : 'Near me'}
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
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5} component="section" aria-label="Results">
          {results.isPending &&
            ['one', 'two', 'three', 'four'].map((k) => (
              <Skeleton key={k} variant="rounded" height={104} aria-hidden />
            ))}
          {results.error && <Alert severity="error">{results.error.message}</Alert>}
          {!results.isPending && !results.error && hits.length === 0 && (
            <Alert severity="info">Nothing matches yet. Try another name, style or city.</Alert>
          )}
          {hits.map((hit) => (
            <ResultCard key={`${hit.type}-${hit.id}`} hit={hit} />
          ))}
          {results.hasNextPage && (
            <Button onClick={() => results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <WhenVisible height={320}>
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <PlacesMap places={places} />
            </Suspense>
          </WhenVisible>
        </Box>
      </Box>
    </Stack>
  );
}
