import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormText } from './form-text.tsx';
import type { StepContext } from './step-context.ts';

export function AboutYouStep({ form, template, shop, minor }: StepContext) {
  const asks = new Set(template.requiredFields);
  return (
    <Stack spacing={2}>
      <FormText form={form} name="signer.legalName" label="Full legal name" autoComplete="name" />
      <FormText form={form} name="signer.dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
      {minor && (
        <Alert severity="info">
          You are under {shop.ageOfMajority}, the age of majority at {shop.name}. A parent or legal guardian
          will add their details, a photo of their ID and their signature too.
        </Alert>
      )}
      <FormText
        form={form}
        name="signer.address"
        label="Home address"
        autoComplete="street-address"
        multiline
        minRows={2}
        optional={!asks.has('address')}
      />
      <FormText
        form={form}
        name="signer.phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        optional={!asks.has('phone')}
      />
      <FormText
        form={form}
        name="signer.email"
        label="Email"
        type="email"
        autoComplete="email"
        optional={!asks.has('email')}
        helper="Your signed copy is sent here."
      />
      <Typography component="h3" variant="h3" sx={{ pt: 1 }}>
        Emergency contact
      </Typography>
      <FormText
        form={form}
        name="signer.emergencyName"
        label="Their name"
        optional={!asks.has('emergencyContact')}
      />
      <FormText
        form={form}
        name="signer.emergencyPhone"
        label="Their phone number"
        type="tel"
        optional={!asks.has('emergencyContact')}
      />
    </Stack>
  );
}
