import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { fieldError } from './form-text.tsx';
import { IdPhotoField } from './id-photo-field.tsx';
import type { StepContext } from './step-context.ts';

export function IdStep({ form, template, shop, sessionId }: StepContext) {
  const back = template.idPhoto.back;
  return (
    <Stack spacing={3}>
      <Typography>
        A passport, driving licence or ID card with your photo and date of birth. Only {shop.name} sees it.
      </Typography>
      <Controller
        control={form.control}
        name="idPhotos.front"
        render={({ field }) => (
          <IdPhotoField
            label="Front of your photo ID"
            required
            kind="id-front"
            shopUrl={shop.shopUrl}
            sessionId={sessionId}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(form, 'idPhotos.front')}
          />
        )}
      />
      {back !== 'none' && (
        <Controller
          control={form.control}
          name="idPhotos.back"
          render={({ field }) => (
            <IdPhotoField
              label="Back of your photo ID"
              required={back === 'required'}
              kind="id-back"
              shopUrl={shop.shopUrl}
              sessionId={sessionId}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(form, 'idPhotos.back')}
            />
          )}
        />
      )}
    </Stack>
  );
}
