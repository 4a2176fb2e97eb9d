import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
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
            onChange={(signature) => {
              field.onChange(signature);
              // A canvas is never "touched": a stroke answers a shown error at once, as typing would.
              if (form.formState.errors.signature) void form.trigger('signature');
            }}
            error={fieldError(form, 'signature')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="agreed"
        render={({ field }) => (
          <CheckboxField
            checked={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            label={`I have read this form, my answers are true, and I sign it electronically for ${shop.name}.`}
            error={agreedError}
          />
        )}
      />
    </Stack>
  );
}
