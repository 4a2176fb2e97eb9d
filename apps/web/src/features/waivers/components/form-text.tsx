import type { WaiverForm } from '@linework/contract/waivers';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { get, type Path, type UseFormReturn } from 'react-hook-form';

export type WaiverFormApi = UseFormReturn<WaiverForm>;

/** The message of a field's problem, if it has one. */
export const fieldError = (form: WaiverFormApi, name: string): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/** A text field of the waiver form, labelled "(optional)" when the template does not ask for it. */
export function FormText(
  props: {
    form: WaiverFormApi;
    name: Path<WaiverForm>;
    label: string;
    optional?: boolean;
    helper?: string;
  } & Pick<TextFieldProps, 'type' | 'autoComplete' | 'multiline' | 'minRows' | 'inputMode'>,
) {
  const { form, name, label, optional, helper, inputMode, type, ...rest } = props;
  const { ref, ...field } = form.register(name);
  const error = fieldError(form, name);
  return (
    <TextField
      {...rest}
      {...field}
      onChange={async (event) => {
        await field.onChange(event);
        // A field marked wrong is checked again as it is corrected, not only when it is left.
        if (error) await form.trigger(name);
      }}
      inputRef={ref}
      type={type}
      label={optional ? `${label} (optional)` : label}
      error={Boolean(error)}
      helperText={error ?? helper}
      fullWidth
      slotProps={{
        htmlInput: { inputMode },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
