import type { WaiverSignature } from '@linework/contract/waivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { exportTypedName } from './signature-drawing.ts';

/** For someone who cannot draw, or uses a keyboard: the typed name, drawn as the signature. */
export function TypedSignature(props: {
  value: WaiverSignature;
  onChange(value: WaiverSignature): void;
  error?: string;
  helpId: string;
  describedBy: string;
  autoFocus?: boolean;
}) {
  const { value, onChange, error, helpId, describedBy } = props;
  return (
    <>
      <TextField
        label="Type your full name to sign"
        value={value.typedName}
        onChange={(e) => {
          const typedName = e.target.value;
          onChange({
            method: 'typed',
            typedName,
            image: typedName.trim() ? exportTypedName(typedName.trim()) : '',
          });
        }}
        autoComplete="name"
        autoFocus={props.autoFocus}
        error={Boolean(error)}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
        fullWidth
      />
      <Typography id={helpId} variant="body2" color="text.secondary">
        Typing your name here signs this form, just like drawing your signature.
      </Typography>
      {value.image && (
        <Box
          component="img"
          src={value.image}
          alt={`Signature: ${value.typedName}`}
          sx={{
            maxWidth: '100%',
            height: 90,
            objectFit: 'contain',
            alignSelf: 'flex-start',
            bgcolor: '#fff',
          }}
        />
      )}
      <Button
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange({ method: 'drawn', image: '', typedName: '' })}
      >
        Draw my signature instead
      </Button>
    </>
  );
}
