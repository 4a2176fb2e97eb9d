import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { KioskLauncher, WalkIns } from '../components/waivers/door.tsx';
import { SignedWaivers } from '../components/waivers/signed-waivers.tsx';
import { SigningSessions } from '../components/waivers/signing-session.tsx';
import { WaiverVersions } from '../components/waivers/waiver-versions.tsx';

/**
 * Waivers and the door: signing sessions for today's appointments (`?appointment=<id>` puts that one
 * first), the check-in screen as a kiosk, walk-ins, signed waivers, and the waiver's versions.
 */
export default function WaiversScreen() {
  const business = useStudioBusiness();
  const [search] = useSearchParams();
  const { businessId, shopUrl, timeZone } = business;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Waivers and the door</Typography>
        <Typography color="text.secondary">Times in the shop’s time ({timeZone}).</Typography>
      </div>
      <SigningSessions
        businessId={businessId}
        timeZone={timeZone}
        appointmentId={search.get('appointment')}
      />
      <KioskLauncher shopUrl={shopUrl} />
      <WalkIns businessId={businessId} shopUrl={shopUrl} timeZone={timeZone} />
      <SignedWaivers businessId={businessId} timeZone={timeZone} />
      <WaiverVersions businessId={businessId} shopUrl={shopUrl} timeZone={timeZone} />
    </Stack>
  );
}
