import { checkInVerifyBody } from '@linework/contract/checkin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The same words whoever was looked for: the screen never says whether an appointment exists. */
export function CodeEntry(props: {
  busy: boolean;
  error: string;
  onCode(code: string): void;
  onBack(): void;
}) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState('');
  const message = invalid || props.error;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = checkInVerifyBody.safeParse({ code });
        if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Enter the code');
        setInvalid('');
        props.onCode(parsed.data.code);
      }}
    >
      <Typography variant="h2">Check your email</Typography>
      <Typography>
        If you have an appointment here today, we have just emailed you a 6-digit code. Enter it below. It
        works for 10 minutes.
      </Typography>
      <TextField
        label="6-digit code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        error={Boolean(message)}
        helperText={message || ' '}
        slotProps={{
          htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.4em', fontSize: '1.4rem' } },
        }}
      />
      <Stack direction="row" gap={1} justifyContent="space-between">
        <Button variant="outlined" size="large" onClick={props.onBack}>
          Start again
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={props.busy}>
          {props.busy ? 'Checking…' : 'Continue'}
        </Button>
      </Stack>
    </Stack>
  );
}
