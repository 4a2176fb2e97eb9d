import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The centred spinner every lazily loaded screen shows while it loads. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '50vh',
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
