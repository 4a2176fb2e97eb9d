import type { WaiverSignature } from '@linework/contract/waivers';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { DrawnSignature } from './drawn-signature.tsx';
import { TypedSignature } from './typed-signature.tsx';

/**
 * A signature drawn with a finger, pen or mouse (pointer events; the pad takes the touch so the page
 * does not scroll), with Clear to start again. Someone who cannot draw, or uses a keyboard, types
 * their name instead, which is drawn as the signature.
 */
export function SignaturePad(props: {
  label: string;
  value: WaiverSignature;
  onChange(value: WaiverSignature): void;
  error?: string;
}) {
  const { value, onChange } = props;
  const ids = useId();
  const helpId = `${ids}-help`;
  const errorId = `${ids}-error`;
  const describedBy = props.error ? `${helpId} ${errorId}` : helpId;
  const mode = { value, onChange, error: props.error, helpId, describedBy };
  // "Type my name instead" leaves with the pad: the field that replaces it takes focus (WCAG 2.4.3).
  const shownMethod = useRef(value.method);
  const switched = shownMethod.current !== value.method;
  useEffect(() => {
    shownMethod.current = value.method;
  });
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h3">
        {props.label}
      </Typography>
      {value.method === 'drawn' ? (
        <DrawnSignature label={props.label} {...mode} />
      ) : (
        <TypedSignature {...mode} autoFocus={switched} />
      )}
      {/* The line is kept when the error goes: a stroke that clears it must not move the consent
          box below up under the finger about to tap it. */}
      <FormHelperText id={errorId} error sx={{ minHeight: '1.66em' }}>
        {props.error}
      </FormHelperText>
    </Stack>
  );
}
