import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useShopDesign } from '../../../lib/design-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { ProofsPanel } from '../proofs/proofs-panel.tsx';

/** A project's design in the studio (the project page embeds the same panel). */
export default function ProjectDesignScreen() {
  const business = useStudioBusiness();
  const { projectId = '' } = useParams();
  const design = useShopDesign(business.businessId, projectId);
  const { user } = useSession();
  usePageTitle('Design');
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <QueryState query={design} what="project">
        {(d) => (
          <Stack spacing={2}>
            <Stack spacing={0.5}>
              <Typography variant="h1">{d.project.title}</Typography>
              <Typography color="text.secondary">
                {d.project.customerName} · {d.project.artist.displayName}
              </Typography>
            </Stack>
            <ProofsPanel
              businessId={business.businessId}
              userId={user.data?.userId ?? ''}
              design={d}
              maySend={
                business.role === 'owner' ||
                (business.role === 'artist' && business.artistId === d.project.artist.id)
              }
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
