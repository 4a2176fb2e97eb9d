import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

export const welcomeSeconds = 8;

/** The last screen of a check-in; it clears itself for the next person after a few seconds. */
export function Welcome(props: { title: string; message: string; onDone(): void }) {
  const [left, setLeft] = useState(welcomeSeconds);
  const { onDone } = props;
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  return (
    <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center', py: 4 }}>
      <CheckCircleIcon color="secondary" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h2" role="status">
        {props.title}
      </Typography>
      <Typography sx={{ fontSize: '1.2rem' }}>{props.message}</Typography>
      <Typography variant="body2" color="text.secondary">
        This screen clears itself in {left} s.
      </Typography>
      <Button variant="outlined" size="large" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
