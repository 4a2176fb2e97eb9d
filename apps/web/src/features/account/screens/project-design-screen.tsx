import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useMyDesign } from '../../../lib/design-queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { DesignSection } from '../proofs/design-section.tsx';

/** The design of one of my projects: its versions and my answers (the project page embeds the same). */
export default function ProjectDesignScreen() {
  const { projectId = '' } = useParams();
  return (
    <AccountPage title="Your design">
      <Inner projectId={projectId} />
    </AccountPage>
  );
}

function Inner({ projectId }: { projectId: string }) {
  const design = useMyDesign(projectId);
  return (
    <QueryState query={design} what="design">
      {(d) => (
        <>
          <Typography color="text.secondary">
            {d.project.title} · {d.project.artist.displayName} at {d.project.shop.name}
          </Typography>
          <DesignSection design={d} />
        </>
      )}
    </QueryState>
  );
}
