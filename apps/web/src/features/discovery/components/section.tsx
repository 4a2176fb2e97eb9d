import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id ? `${id}-title` : undefined} sx={{ mt: 4 }}>
      <Typography variant="h2" id={id ? `${id}-title` : undefined} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
