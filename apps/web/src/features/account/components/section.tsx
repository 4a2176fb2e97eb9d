import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of the account page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
