import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Island, useStaticPage } from '../../../islands/island.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { filterNames, resultPagesOf, searchQuery } from '../api/search.ts';
import { HomeSearch } from '../components/home-search.tsx';
import { HomeUpcoming } from '../components/home-upcoming.tsx';
import { MapWhenVisible } from '../components/map-when-visible.tsx';
import { hitHref, ResultCard } from '../components/result-card.tsx';
import { useSearchFilters } from '../components/use-search-filters.ts';

/** Booking home: search artists and shops by name, style, city or near me, as a list and on a map. */
export default function HomeScreen() {
  usePageTitle(undefined);
  const { user } = useSession();
  const search = useSearchFilters();
  const { filters, params, clearFilters, filtered } = search;
  // A static page (the server's HTML with islands): its search, filters, map and upcoming part are islands.
  const staticPage = useStaticPage();
  // On a phone the results are a list or a map, one at a time; side by side from md up.
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const results = useInfiniteQuery(searchQuery(filters));
  const shownPages = resultPagesOf(params);
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

  const more = new URLSearchParams(params);
  more.set('pages', String(shownPages + 1));
  // Without filters, as "Clear filters" leaves the address (the typed text and the view stay).
  const cleared = new URLSearchParams(params);
  for (const name of filterNames) cleared.delete(name);
  cleared.delete('pages');

  return (
    // Gaps, not margins: an island's wrapper has no box of its own (display: contents).
    <Stack spacing={3} useFlexGap sx={{ py: { xs: 2, md: 4 } }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {user.data ? `Welcome back, ${user.data.firstName}.` : 'Find your tattoo artist.'}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mt: 1 }}>
          Browse artists and shops, book a time that suits you, pay the deposit and sign your waiver before
          you arrive.
        </Typography>
      </Box>

      <Island name="upcoming" when="server" component={HomeUpcoming} props={{}} />

      <Island
        name="search"
        component={HomeSearch}
        props={{ resultCount: results.isPending ? 'results' : resultCount }}
      />

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
                  <Button
                    color="inherit"
                    size="small"
                    // A link on a static page: the server answers home without the filters.
                    {...(staticPage ? { href: `/?${cleared}` } : { onClick: clearFilters })}
                  >
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
          {results.hasNextPage &&
            (staticPage ? (
              // The server answers one more page with the rest (JavaScript or not).
              <Button href={`/?${more}`}>Show more</Button>
            ) : (
              <Button onClick={() => results.fetchNextPage()} disabled={results.isFetchingNextPage}>
                {results.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            ))}
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
          <Island
            name="map"
            when="visible"
            component={MapWhenVisible}
            props={{ places, height: view === 'map' ? 480 : 320 }}
          />
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
