import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null)
    return (
      <Typography variant="body2" color="text.secondary">
        No reviews yet
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Rating value={average} precision={0.1} readOnly size="small" aria-hidden />
      <Typography variant="body2">
        <strong>{average.toFixed(1)}</strong> out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </Typography>
    </Stack>
  );
}
