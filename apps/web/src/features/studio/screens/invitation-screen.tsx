import { acceptInvitation, getInvitation } from '@linework/contract/endpoints/business';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { call } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { studioKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { FormError } from '../components/catalogue/form-error.tsx';
import { roleLabels, studioPath } from '../components/studio-sections.ts';

/** invitations/:token: the emailed link; the invited person signs in with that address and joins. */
export default function InvitationScreen() {
  usePageTitle('Join a shop’s team');
  const { token = '' } = useParams();
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => call(getInvitation, { params: { token } }),
  });
  const accept = useMutation({
    mutationFn: () => call(acceptInvitation, { params: { token } }),
    onSuccess: async (b) => {
      await client.invalidateQueries({ queryKey: studioKeys.myBusinesses() });
      navigate(studioPath(b.businessId));
    },
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">Join a shop’s team</Typography>
      <QueryState query={invitation} what="invitation">
        {(i) => (
          <Stack spacing={2}>
            <Typography>
              {i.businessName} invited {i.email} to its team on Linework, as{' '}
              {roleLabels[i.role].toLowerCase()}.
            </Typography>
            {i.status === 'accepted' && <Alert severity="info">This invitation was already accepted.</Alert>}
            {i.status === 'expired' && (
              <Alert severity="warning">This invitation has expired. Ask the shop to invite you again.</Alert>
            )}
            {i.status === 'open' &&
              (user.isLoading ? (
                <CenteredSpinner label="Loading" />
              ) : user.data ? (
                <>
                  {user.data.email.toLowerCase() !== i.email && (
                    <Alert severity="warning">
                      You are signed in as {user.data.email}. Sign in with {i.email} to accept.
                    </Alert>
                  )}
                  <FormError error={accept.error} />
                  <Box>
                    <Button variant="contained" onClick={() => accept.mutate()} loading={accept.isPending}>
                      Join {i.businessName}
                    </Button>
                  </Box>
                </>
              ) : (
                <>
                  <Typography>Sign in or create an account with {i.email} to join.</Typography>
                  <Box>
                    <Button variant="contained" onClick={() => void openSignIn()}>
                      Sign in
                    </Button>
                  </Box>
                </>
              ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
