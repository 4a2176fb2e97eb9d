import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openSignIn } from '../lib/sign-in.ts';

/** Private pages belong to one person: they sign in first (the page stays where it is). */
export function SignInToContinue({ title, message }: { title: string; message: string }) {
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography>{message}</Typography>
      <Button variant="contained" onClick={() => void openSignIn()}>
        Sign in
      </Button>
    </Stack>
  );
}
