import type { WaiverTemplateBody } from '@linework/contract/waivers';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The shop's own words, section by section, as they will be signed. */
export function WaiverSections({ sections }: { sections: WaiverTemplateBody['sections'] }) {
  return (
    <Stack spacing={2}>
      {sections.map((s) => (
        <Stack key={s.heading} spacing={0.5} component="section">
          <Typography component="h3" variant="h3">
            {s.heading}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{s.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
