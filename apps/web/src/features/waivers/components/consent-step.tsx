import type { WaiverForm } from '@linework/contract/waivers';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Path } from 'react-hook-form';
import { FormText } from './form-text.tsx';
import type { StepContext } from './step-context.ts';
import { WaiverSections } from './waiver-text.tsx';

export function ConsentStep({ form, template }: StepContext) {
  return (
    <Stack spacing={3}>
      <WaiverSections sections={template.sections} />
      {template.clauses.length > 0 && (
        <Stack spacing={2}>
          <Typography component="h3" variant="h3">
            Initial each statement
          </Typography>
          {template.clauses.map((c, i) => (
            <Paper key={c.id} variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                <Typography id={`clause-${c.id}`}>
                  {i + 1}. {c.text}
                </Typography>
                <FormText
                  form={form}
                  name={`initials.${c.id}` as Path<WaiverForm>}
                  label={`Initials for statement ${i + 1}`}
                  autoComplete="off"
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
