import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type ReactNode, type Ref, useId } from 'react';

/**
 * A box to tick (consent, age, signing) whose error is heard, not only seen (WCAG 3.3.1, 4.1.3): the
 * message is announced when it appears and is the box's description, and the box is marked invalid.
 */
export function CheckboxField(props: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  alignTop?: boolean;
  /** The field's name and value in a form sent without JavaScript. */
  name?: string;
  value?: string;
}) {
  const errorId = useId();
  return (
    <FormControl error={Boolean(props.error)}>
      <FormControlLabel
        sx={props.alignTop ? { alignItems: 'flex-start' } : undefined}
        control={
          <Checkbox
            checked={props.checked}
            onChange={(e) => props.onChange(e.target.checked)}
            inputRef={props.inputRef}
            name={props.name}
            value={props.value}
            sx={props.alignTop ? { mt: -0.5 } : undefined}
            slotProps={{
              input: {
                'aria-invalid': Boolean(props.error),
                'aria-describedby': props.error ? errorId : undefined,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
        label={props.label}
      />
      <FormHelperText id={errorId} role="alert" sx={{ display: props.error ? undefined : 'none' }}>
        {props.error}
      </FormHelperText>
    </FormControl>
  );
}
