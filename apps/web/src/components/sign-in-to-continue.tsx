import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openSignIn } from '../lib/sign-in.ts';

/** Private pages belong to one person: they sign in first (the page stays where it is). */
export function SignInToContinue({
  title,
  message,
  offerSignUp = false,
}: {
  title: string;
  message: string;
  /** Also "Create an account", for a page new people come to (starting a shop). */
  offerSignUp?: boolean;
}) {
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography>{message}</Typography>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="contained" onClick={() => void openSignIn()}>
          Sign in
        </Button>
        {offerSignUp && (
          <Button variant="outlined" onClick={() => void openSignIn('sign-up')}>
            Create an account
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
