import { checkInFindBody, checkInLookupBody } from '@linework/contract/checkin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export type FindBy = 'code' | 'phone' | 'email';

const fields: Record<
  FindBy,
  { tab: string; label: string; helper: string; type: string; autoComplete: string }
> = {
  code: {
    tab: 'Confirmation code',
    label: 'Your confirmation code',
    helper: 'Six letters and digits, in your confirmation email and on your appointment page.',
    type: 'text',
    autoComplete: 'off',
  },
  phone: {
    tab: 'Phone',
    label: 'Phone number you booked with',
    helper: 'We email you a code to enter here.',
    type: 'tel',
    autoComplete: 'off',
  },
  email: {
    tab: 'Email',
    label: 'Email you booked with',
    helper: 'We email you a code to enter here.',
    type: 'email',
    autoComplete: 'off',
  },
};

/** One way at a time to find today's appointment; checked with the contract's own rules first. */
export function FindForm(props: { busy: boolean; error: string; onFind(by: FindBy, value: string): void }) {
  const [by, setBy] = useState<FindBy>('code');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState('');
  const field = fields[by];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed =
      by === 'code' ? checkInFindBody.safeParse({ by, value }) : checkInLookupBody.safeParse({ by, value });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check this and try again');
      return;
    }
    setInvalid('');
    props.onFind(by, parsed.data.value);
  };
  const message = invalid || props.error;
  return (
    <Box>
      <Tabs
        value={by}
        onChange={(_e, next: FindBy) => {
          setBy(next);
          setValue('');
          setInvalid('');
        }}
        // Side by side across the width; with large text they keep their words whole and scroll by
        // swipe rather than squeeze into thirds where their words overlap.
        variant="scrollable"
        scrollButtons={false}
        sx={{ '& .MuiTab-root': { flexGrow: 1, flexShrink: 0, minWidth: 0, px: 1.5 } }}
        aria-label="Find your appointment by"
      >
        {(Object.keys(fields) as FindBy[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={fields[key].tab}
            id={`find-tab-${key}`}
            aria-controls="find-panel"
          />
        ))}
      </Tabs>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2}
        sx={{ pt: 3 }}
        id="find-panel"
        role="tabpanel"
        aria-labelledby={`find-tab-${by}`}
      >
        <TextField
          key={by}
          label={field.label}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          type={field.type}
          autoComplete={field.autoComplete}
          error={Boolean(message)}
          helperText={message || field.helper}
          fullWidth
          slotProps={{
            htmlInput: {
              autoCapitalize: by === 'code' ? 'characters' : 'none',
              spellCheck: false,
              style:
                by === 'code'
                  ? { letterSpacing: '0.3em', textTransform: 'uppercase', fontSize: '1.4rem' }
                  : undefined,
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={props.busy}>
          {props.busy ? 'Looking…' : 'Find my appointment'}
        </Button>
      </Stack>
    </Box>
  );
}
