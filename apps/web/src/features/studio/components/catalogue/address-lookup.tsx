import { searchPlaces } from '@linework/contract/endpoints/business';
import type { Place } from '@linework/contract/places';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../lib/api-client.ts';
import { FormError } from './form-error.tsx';

/**
 * "Find your address": the places the typed address may mean (the API's geocoder), one of which
 * fills in the address, the pin, the time zone and the currency. A plain search field and button, so
 * it is no form of its own inside the shop's form (Enter looks up instead of creating the shop).
 */
export function AddressLookup({ onChoose }: { onChoose(place: Place): void }) {
  const [text, setText] = useState('');
  const lookUp = useMutation({ mutationFn: (q: string) => call(searchPlaces, { query: { q } }) });
  const run = () => {
    if (text.trim().length >= 2) lookUp.mutate(text.trim());
  };
  const found = lookUp.data;
  return (
    <Stack spacing={1} component="section" aria-labelledby="address-lookup">
      <Typography id="address-lookup" sx={{ fontWeight: 700 }}>
        Find your address
      </Typography>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="Search for the address"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
          helperText="e.g. 1120 SW 5th Ave, Portland, US"
          fullWidth
        />
        <Button variant="outlined" onClick={run} loading={lookUp.isPending} sx={{ mt: 1, flexShrink: 0 }}>
          Look up
        </Button>
      </Stack>
      <FormError error={lookUp.error} />
      <div aria-live="polite">
        {found && found.length === 0 && (
          <Typography>
            Nothing found. Check the spelling, or fill in the address and the pin below.
          </Typography>
        )}
        {found && found.length > 0 && (
          <List aria-label="Places found" dense disablePadding>
            {found.map((p) => (
              <ListItemButton
                key={`${p.label}|${p.latitude}|${p.longitude}`}
                onClick={() => {
                  onChoose(p);
                  lookUp.reset();
                  setText(p.label);
                }}
              >
                <ListItemText
                  primary={p.label}
                  secondary={[p.timeZone?.replaceAll('_', ' '), p.currency].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </div>
    </Stack>
  );
}
