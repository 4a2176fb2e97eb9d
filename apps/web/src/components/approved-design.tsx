import type { ApprovedDesign } from '@linework/contract/project-proofs';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProofPictures } from './proof-pictures.tsx';

/** The design approved for a session: its pictures (open at full size), version and note. */
export function ApprovedDesignCard({ design, link }: { design: ApprovedDesign; link?: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`design-${design.proofId}`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h2" id={`design-${design.proofId}`} sx={{ fontSize: '1.125rem' }}>
            Your design
          </Typography>
          <Chip
            icon={<CheckCircleIcon />}
            color="success"
            size="small"
            label={`Approved, version ${design.version}`}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {design.projectTitle}
        </Typography>
        <ProofPictures images={design.images} label={`Design version ${design.version}`} />
        {design.note && <Typography variant="body2">{design.note}</Typography>}
        {link}
      </Stack>
    </Paper>
  );
}

/** A small mark on a session in the studio's day or at the door: a thumbnail and "Design approved v2". */
export function ApprovedDesignChip({ design }: { design: ApprovedDesign }) {
  const first = design.images[0];
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      avatar={
        first ? (
          <Box component="img" src={first.url} alt="" sx={{ objectFit: 'cover', borderRadius: '50%' }} />
        ) : undefined
      }
      label={`Design approved v${design.version}`}
    />
  );
}
