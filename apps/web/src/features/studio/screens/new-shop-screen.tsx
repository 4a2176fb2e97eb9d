import { publishBusiness } from '@linework/contract/endpoints/business';
import type { MyBusiness } from '@linework/contract/users';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { call } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { studioKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { FormError } from '../components/catalogue/form-error.tsx';
import { ArtistStep, BusinessStep, ServiceStep } from '../components/catalogue/new-shop-steps.tsx';
import { studioPath } from '../components/studio-sections.ts';

type Step =
  | { at: 'business' }
  | { at: 'artist'; business: MyBusiness }
  | { at: 'service'; business: MyBusiness; artistId: string }
  | { at: 'publish'; business: MyBusiness }
  | { at: 'live'; business: MyBusiness };

/** studio/new: a signed-in person starts a shop from nothing and puts it live in four steps. */
export default function NewShopScreen() {
  usePageTitle('Start a new shop');
  const { user } = useSession();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ at: 'business' });
  const publish = useMutation({
    mutationFn: (b: MyBusiness) => call(publishBusiness, { params: { businessId: b.businessId } }),
    onSuccess: (_r, b) => setStep({ at: 'live', business: b }),
  });

  if (user.isLoading) return <CenteredSpinner label="Loading" />;
  if (!user.data)
    return (
      <SignInToContinue
        title="Start a new shop"
        message="Sign in, or create an account and confirm your email, to start your shop on Linework."
        offerSignUp
      />
    );
  const me = user.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">Start a new shop</Typography>
      {step.at !== 'business' && step.at !== 'live' && (
        <Alert severity="success" role="status">
          {step.business.name} is created. You are its owner; it stays hidden until you publish it.
        </Alert>
      )}
      {step.at === 'business' && (
        <BusinessStep
          onCreated={(business) => {
            void client.invalidateQueries({ queryKey: studioKeys.myBusinesses() });
            setStep({ at: 'artist', business });
          }}
        />
      )}
      {step.at === 'artist' && (
        <ArtistStep
          business={step.business}
          myName={`${me.firstName} ${me.lastName}`.trim()}
          onDone={(artistId) => setStep({ at: 'service', business: step.business, artistId })}
        />
      )}
      {step.at === 'service' && (
        <ServiceStep
          business={step.business}
          artistId={step.artistId}
          onDone={() => setStep({ at: 'publish', business: step.business })}
        />
      )}
      {step.at === 'publish' && (
        <Stack spacing={2} aria-labelledby="publish-step" component="section">
          <Typography variant="h2" id="publish-step">
            4. Publish
          </Typography>
          <Typography>
            Your shop has an artist with hours and a service. Publish it, and customers find it in search and
            can book it.
          </Typography>
          <FormError error={publish.error} />
          <Box>
            <Button
              variant="contained"
              onClick={() => publish.mutate(step.business)}
              loading={publish.isPending}
            >
              Publish the shop
            </Button>
          </Box>
        </Stack>
      )}
      {step.at === 'live' && (
        <Stack spacing={2} component="section" aria-labelledby="live-heading">
          <Alert severity="success" role="status">
            <span id="live-heading">{step.business.name} is live.</span>
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to={`/shop/${step.business.shopUrl}`}>
              See your shop page
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={studioPath(step.business.businessId, 'catalogue')}
            >
              Open the studio
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
