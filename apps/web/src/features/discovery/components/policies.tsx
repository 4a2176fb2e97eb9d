import type { PoliciesView } from '@linework/contract/catalog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function Policies({ policies }: { policies: PoliciesView }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
      {policies.sentences.map((s) => (
        <Typography component="li" key={s}>
          {s}
        </Typography>
      ))}
    </Stack>
  );
}
