import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openSignIn } from '../../../lib/sign-in.ts';

export function SignInToChat() {
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1">Messages</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        Sign in to talk with shops and artists about your design, size and aftercare.
      </Typography>
      <Button variant="contained" onClick={() => void openSignIn()}>
        Sign in
      </Button>
    </Stack>
  );
}
