import { colourLabels, type ShopRequestView } from '@linework/contract/requests';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { budgetText, daysText, placementText, sizeText } from './request-text.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: { xs: '35%', sm: '25%' }, verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{children}</TableCell>
    </TableRow>
  );
}

/** Everything the customer told the shop: the idea, its pictures, placement, size, budget and days. */
/** A line of its own, so a tap target of at least 24 px (WCAG 2.5.8), not the text's 19 px. */
const contactLink = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

export function RequestFacts({ request: r }: { request: ShopRequestView }) {
  return (
    <>
      {r.referenceImages.length > 0 && (
        <Box
          component="ul"
          aria-label="Reference pictures"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {r.referenceImages.map((image, i) => (
            <li key={image.path}>
              <Link href={image.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                <Box
                  component="img"
                  src={image.url}
                  alt={`Reference picture ${i + 1} of ${r.referenceImages.length} (opens full size)`}
                  width={128}
                  height={128}
                  sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }}
                />
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Table size="small" aria-label="The request">
        <TableBody>
          <Row label="Idea">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{r.idea}</Typography>
          </Row>
          <Row label="Placement">{placementText(r)}</Row>
          <Row label="Size">{sizeText(r)}</Row>
          <Row label="Style">{r.style}</Row>
          <Row label="Colour">{colourLabels[r.colour]}</Row>
          <Row label="Budget">{budgetText(r)}</Row>
          <Row label="Artist">{r.preferredArtist?.displayName ?? 'Any artist'}</Row>
          {r.service && <Row label="Service">{r.service.name}</Row>}
          <Row label="Days that suit">{daysText(r)}</Row>
          <Row label="Contact">
            {r.contactName}
            <br />
            <Link href={`mailto:${r.contactEmail}`} sx={contactLink}>
              {r.contactEmail}
            </Link>
            {r.contactPhone && (
              <>
                <br />
                <Link href={`tel:${r.contactPhone}`} sx={contactLink}>
                  {r.contactPhone}
                </Link>
              </>
            )}
          </Row>
        </TableBody>
      </Table>
    </>
  );
}
