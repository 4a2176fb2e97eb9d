import type { ShopRequestView } from '@linework/contract/requests';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mediumDateTime } from '../../../../lib/dates.ts';
import { studioPath } from '../studio-sections.ts';
import { budgetText, ideaSnippet, needsAnswer, placementText, sizeText, statusText } from './request-text.ts';

/** One request in the inbox: who, what, where, how big, the budget, and where it stands. */
export function RequestCard({
  request: r,
  businessId,
  timeZone,
}: {
  request: ShopRequestView;
  businessId: string;
  /** The shop's: when it was sent, as the shop's clock read it. */
  timeZone: string;
}) {
  const cover = r.referenceImages[0];
  return (
    <Card
      variant="outlined"
      sx={needsAnswer(r) ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardActionArea
        component={RouterLink}
        to={studioPath(businessId, `requests/${r.id}`)}
        sx={{ p: 2, display: 'flex', alignItems: 'flex-start', gap: 2, justifyContent: 'flex-start' }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover.url}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.200' }}
          />
        ) : null}
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {r.contactName}
            </Typography>
            <Chip
              size="small"
              label={statusText(r)}
              color={needsAnswer(r) ? 'primary' : r.status === 'booked' ? 'success' : 'default'}
            />
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {ideaSnippet(r.idea)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {placementText(r)} · {sizeText(r)} · {r.style} · Budget {budgetText(r)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.preferredArtist ? `For ${r.preferredArtist.displayName}` : 'Any artist'}
            {r.referenceImages.length > 0 &&
              ` · ${r.referenceImages.length} reference picture${r.referenceImages.length === 1 ? '' : 's'}`}
            {' · '}Sent {mediumDateTime(r.createdAt, timeZone)}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
