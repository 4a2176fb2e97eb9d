import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The outline of an artist, shop or service page while it loads. */
export function PageSkeleton({ cover = false }: { cover?: boolean }) {
  return (
    <Box aria-busy="true" aria-label="Loading">
      {cover && <Skeleton variant="rounded" sx={{ height: { xs: 180, md: 320 }, mb: 2 }} />}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 320 }} />
          <Skeleton variant="text" sx={{ maxWidth: 200 }} />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" height={36} sx={{ maxWidth: 420, my: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ maxWidth: '60%' }} />
    </Box>
  );
}
