import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FormText, fieldError } from './form-text.tsx';
import { IdPhotoField } from './id-photo-field.tsx';
import { SignaturePad } from './signature-pad.tsx';
import type { StepContext } from './step-context.ts';

/** For a minor: the parent or guardian's own details, ID and signature, with the shop's words. */
export function GuardianStep({ form, template, shop, sessionId }: StepContext) {
  const back = template.idPhoto.back;
  return (
    <Stack spacing={2.5}>
      <Alert severity="info">Hand the phone to your parent or guardian for this step.</Alert>
      <FormText
        form={form}
        name="guardian.legalName"
        label="Parent or guardian’s full legal name"
        autoComplete="off"
      />
      <FormText form={form} name="guardian.relationship" label="Relationship to you (e.g. mother)" />
      <FormText form={form} name="guardian.phone" label="Their phone number" type="tel" />
      <FormText form={form} name="guardian.email" label="Their email" type="email" optional />
      <Controller
        control={form.control}
        name="guardian.idFront"
        render={({ field }) => (
          <IdPhotoField
            label="Front of the guardian’s photo ID"
            required
            kind="guardian-id-front"
            shopUrl={shop.shopUrl}
            sessionId={sessionId}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(form, 'guardian.idFront')}
          />
        )}
      />
      {back !== 'none' && (
        <Controller
          control={form.control}
          name="guardian.idBack"
          render={({ field }) => (
            <IdPhotoField
              label="Back of the guardian’s photo ID"
              required={back === 'required'}
              kind="guardian-id-back"
              shopUrl={shop.shopUrl}
              sessionId={sessionId}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(form, 'guardian.idBack')}
            />
          )}
        />
      )}
      <Alert severity="warning" icon={false} sx={{ whiteSpace: 'pre-line' }}>
        {template.guardian.text}
      </Alert>
      <Controller
        control={form.control}
        name="guardian.signature"
        render={({ field }) => (
          <SignaturePad
            label="Parent or guardian’s signature"
            value={field.value}
            onChange={field.onChange}
            error={fieldError(form, 'guardian.signature')}
          />
        )}
      />
    </Stack>
  );
}
