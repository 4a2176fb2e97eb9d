import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useInfiniteQuery } from '@tanstack/react-query';
import { searchQuery } from '../api/search.ts';
import { PhoneFilters } from './phone-filters.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchRefinements } from './search-refinements.tsx';
import { useSearchFilters } from './use-search-filters.ts';

/**
 * Home's search controls: the search field with its suggestions, the filters (beside the results
 * from md up, behind one button on a phone) and the phone's list or map switch. The home page's
 * `search` island (docs/decisions/034-static-pages-with-islands.md): its props are the count the
 * server's results came to; it reads the address's filters from its own router and asks the search
 * API for its suggestions itself (in the app that is the page's own query, already there).
 */
export function HomeSearch({ resultCount }: { resultCount: string }) {
  const search = useSearchFilters();
  const { text, setText, q, filters, params, setFilter } = search;
  // Suggestions for the typed text; on a static page also the count of the choices the phone's
  // dialog holds before they load home again.
  const asked = useInfiniteQuery({ ...searchQuery(filters), enabled: Boolean(q) || search.held });
  const hits = asked.data?.pages.flatMap((p) => p.hits) ?? [];
  const heldCount = asked.data
    ? `${hits.length}${asked.hasNextPage ? '+' : ''} ${hits.length === 1 && !asked.hasNextPage ? 'result' : 'results'}`
    : 'results';
  const view = params.get('view') === 'map' ? 'map' : 'list';
  return (
    <>
      <Stack component="search" spacing={1.5} aria-label="Search artists and shops">
        <SearchBox
          text={text}
          onText={setText}
          suggestions={q ? hits.slice(0, 6) : []}
          onSubmit={search.inApp ? undefined : search.submitText}
        />
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
        {/* On a static page the count is the server's, or the island's own for the dialog's held choices. */}
        <PhoneFilters search={search} resultCount={search.held ? heldCount : resultCount} />
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
    </>
  );
}
