import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { filterNames } from '../api/search.ts';
import { SearchRefinements } from './search-refinements.tsx';
import type { SearchFilterState } from './use-search-filters.ts';

/**
 * On a phone the results come first: the refinements wait behind one "Filters" button, in a
 * full-screen dialog whose closing button counts the results as each choice narrows them.
 */
export function PhoneFilters({ search, resultCount }: { search: SearchFilterState; resultCount: string }) {
  const [open, setOpenState] = useState(false);
  // On the static home page each change would load home again: the dialog keeps them until it closes.
  const setOpen = (next: boolean) => {
    if (!search.inApp) search.hold(next);
    setOpenState(next);
  };
  // A currency alone narrows nothing, as "Clear filters" judges.
  const active = filterNames.filter((name) => name !== 'currency' && search.params.has(name)).length;
  return (
    <>
      <Button
        variant={active ? 'contained' : 'outlined'}
        startIcon={<TuneIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen aria-labelledby="phone-filters-title">
        <DialogTitle id="phone-filters-title" sx={{ pr: 6 }}>
          Filters
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2}>
            <SearchRefinements {...search} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5 }}>
          <Button variant="contained" fullWidth onClick={() => setOpen(false)}>
            Show {resultCount}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
