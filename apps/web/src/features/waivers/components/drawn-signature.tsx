import type { WaiverSignature } from '@linework/contract/waivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { padHeight } from './signature-drawing.ts';
import { useSignatureStrokes } from './use-signature-strokes.ts';

/** The pad to sign on with a finger, pen or mouse, with Clear and a way to type the name instead. */
export function DrawnSignature(props: {
  label: string;
  value: WaiverSignature;
  onChange(value: WaiverSignature): void;
  error?: string;
  helpId: string;
  describedBy: string;
}) {
  const { label, value, onChange, error, helpId, describedBy } = props;
  const { canvasRef, boxRef, hasInk, restored, clear, pointerHandlers } = useSignatureStrokes(
    value,
    onChange,
  );
  return (
    <>
      <Typography id={helpId} variant="body2" color="text.secondary">
        Sign in the box with your finger, a pen or the mouse.
      </Typography>
      <Box
        ref={boxRef}
        sx={{
          position: 'relative',
          height: padHeight,
          border: 2,
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 2,
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        {restored && (
          <Box
            component="img"
            src={value.image}
            alt="Your signature"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label}: signature pad${hasInk ? ', signed' : ', empty'}`}
          aria-describedby={describedBy}
          {...pointerHandlers}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 16,
            right: 16,
            bottom: 36,
            borderBottom: 1,
            borderColor: 'grey.400',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="outlined" onClick={clear} disabled={!hasInk && !restored}>
          Clear and sign again
        </Button>
        <Button
          variant="text"
          // Leaving the pad drops its strokes with it.
          onClick={() => onChange({ method: 'typed', image: '', typedName: '' })}
        >
          Type my name instead
        </Button>
      </Stack>
    </>
  );
}
