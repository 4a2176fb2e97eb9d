import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A section of the hours page: its heading, a line on what it does, what went wrong with the whole
 * form (a field's problem shows at the field), then its content.
 */
export function HoursSection({
  title,
  intro,
  problem,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  problem?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {children}
    </Box>
  );
}
