import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { fieldError } from './form-text.tsx';
import { SignaturePad } from './signature-pad.tsx';
import type { StepContext } from './step-context.ts';

export function SignStep({ form, shop }: StepContext) {
  const agreedError = fieldError(form, 'agreed');
  return (
    <Stack spacing={3}>
      <Controller
        control={form.control}
        name="signature"
        render={({ field }) => (
          <SignaturePad
            label="Your signature"
            value={field.value}
            onChange={field.onChange}
            error={fieldError(form, 'signature')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="agreed"
        render={({ field }) => (
          <FormControl error={Boolean(agreedError)}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  inputRef={field.ref}
                />
              }
              label={`I have read this form, my answers are true, and I sign it electronically for ${shop.name}.`}
            />
            {agreedError && <FormHelperText>{agreedError}</FormHelperText>}
          </FormControl>
        )}
      />
    </Stack>
  );
}
