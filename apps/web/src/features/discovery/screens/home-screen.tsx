import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { searchQuery } from '../api/search.ts';
import { PhoneFilters } from '../components/phone-filters.tsx';
import { hitHref, ResultCard } from '../components/result-card.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchRefinements } from '../components/search-refinements.tsx';
import { useSearchFilters } from '../components/use-search-filters.ts';

const PlacesMap = lazy(() => import('../components/places-map.tsx'));
// Only signed-in people see these, and their request statuses bring the request schemas along.
const MyRequests = lazy(() =>
  import('../components/my-requests.tsx').then((m) => ({ default: m.MyRequests })),
);
const UpcomingAppointments = lazy(() =>
  import('../components/upcoming-appointments.tsx').then((m) => ({ default: m.UpcomingAppointments })),
);

/** Booking home: search artists and shops by name, style, city or near me, as a list and on a map. */
export default function HomeScreen() {
  usePageTitle(undefined);
  const { user } = useSession();
  const search = useSearchFilters();
  const { text, setText, q, filters, params, setFilter, clearFilters, filtered } = search;
  // On a phone the results are a list or a map, one at a time; side by side from md up.
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const results = useInfiniteQuery(searchQuery(filters));
  const hits = useMemo(() => results.data?.pages.flatMap((p) => p.hits) ?? [], [results.data]);
  const resultCount = `${hits.length}${results.hasNextPage ? '+' : ''} ${hits.length === 1 && !results.hasNextPage ? 'result' : 'results'}`;
  const places = hits
    .filter((h) => h.latitude !== null && h.longitude !== null)
    .map((h) => ({
      id: h.id,
      name: h.name,
      latitude: h.latitude!,
      longitude: h.longitude!,
      href: hitHref(h),
    }));

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
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
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
        <SearchBox text={text} onText={setText} suggestions={q ? hits.slice(0, 6) : []} />
        {/* Beside the results from md up; behind one button on a phone, so the results come first. */}
        <Stack spacing={1.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
          <SearchRefinements {...search} />
        </Stack>
      </Stack>

      <Stack
        direction="row"
        flexWrap="wrap"
        gap={1}
        alignItems="center"
        sx={{ display: { xs: 'flex', md: 'none' } }}
      >
        <PhoneFilters search={search} resultCount={results.isPending ? 'results' : resultCount} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: 'list' | 'map' | null) =>
            next && setFilter('view', next === 'map' ? 'map' : undefined)
          }
          aria-label="Show results as"
        >
          <ToggleButton value="list" sx={{ px: 2 }}>
            <ViewListIcon fontSize="small" sx={{ mr: 0.75 }} />
            List
          </ToggleButton>
          <ToggleButton value="map" sx={{ px: 2 }}>
            <MapIcon fontSize="small" sx={{ mr: 0.75 }} />
            Map
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack
          spacing={1.5}
          component="section"
          aria-label="Results"
          sx={{ display: { xs: view === 'list' ? 'flex' : 'none', md: 'flex' } }}
        >
          {results.isPending &&
            ['one', 'two', 'three', 'four'].map((k) => (
              <Skeleton key={k} variant="rounded" height={104} aria-hidden />
            ))}
          {results.error && <Alert severity="error">{results.error.message}</Alert>}
          {/* Seen as well as heard: a style chosen shows at once in how many are left. */}
          <Typography role="status" variant="body2" color="text.secondary">
            {results.isPending ? '' : resultCount}
          </Typography>
          {!results.isPending && !results.error && hits.length === 0 && (
            <Alert
              severity="info"
              action={
                filtered ? (
                  <Button color="inherit" size="small" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            >
              {filtered
                ? 'Nothing matches these filters.'
                : 'Nothing matches yet. Try another name, style or city.'}
            </Alert>
          )}
          {hits.map((hit) => (
            <ResultCard key={`${hit.type}-${hit.id}`} hit={hit} freeOn={filters.freeOn} />
          ))}
          {results.hasNextPage && (
            <Button onClick={() => results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </Stack>
        <Box
          component="section"
          aria-label="Map of results"
          sx={{
            display: { xs: view === 'map' ? 'block' : 'none', md: 'block' },
            position: { md: 'sticky' },
            top: { md: 80 },
          }}
        >
          {/* Hidden on a phone's list view, the map's code never loads there. */}
          <WhenVisible height={320}>
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <PlacesMap places={places} height={view === 'map' ? 480 : 320} />
            </Suspense>
          </WhenVisible>
          {view === 'map' && !results.isPending && places.length === 0 && (
            <Alert severity="info" sx={{ display: { md: 'none' } }}>
              None of these results has a place on the map.
            </Alert>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
