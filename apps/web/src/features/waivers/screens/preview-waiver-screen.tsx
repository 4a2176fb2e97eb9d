import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useWaiverPreview } from '../api/get-waiver-preview.ts';
import { WaiverDocument } from '../components/waiver-document.tsx';

/** shop/{shopUrl}/preview-waiver: the shop's current waiver, read-only, for anyone to read first. */
export default function PreviewWaiverScreen() {
  const { shopUrl = '' } = useParams();
  const query = useWaiverPreview(shopUrl);
  usePageTitle(query.data ? `Waiver of ${query.data.shop.name}` : 'Waiver');
  return (
    <QueryState query={query} what="waiver">
      {(preview) => (
        <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
          <Typography variant="h1">Waiver of {preview.shop.name}</Typography>
          <Typography>
            This is the consent form you will sign before your tattoo, exactly as it will be shown. You sign
            it from your appointment page or at the shop.
          </Typography>
          <WaiverDocument preview={preview} />
          <Button
            component={RouterLink}
            to={`/shop/${preview.shop.shopUrl}`}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            Back to {preview.shop.name}
          </Button>
        </Stack>
      )}
    </QueryState>
  );
}
