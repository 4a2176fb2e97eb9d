import { type BodyArea, bodyAreaGroups } from '@linework/contract/requests';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * Where on the body, as labelled buttons grouped by region (no picture to decode): each is a
 * toggle a keyboard or a screen reader reaches like any button, and one is chosen at a time.
 */
export function BodyAreaPicker(props: {
  value: BodyArea | '';
  onChange(area: BodyArea): void;
  error?: string;
}) {
  const id = useId();
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      aria-describedby={props.error ? `${id}-error` : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        Where on the body?
      </Typography>
      {bodyAreaGroups.map((group, g) => (
        <Stack key={group.label} spacing={0.75}>
          <Typography variant="body2" color="text.secondary" id={`${id}-group-${g}`}>
            {group.label}
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-labelledby={`${id}-group-${g}`}>
            {group.areas.map(([area, label]) => {
              const on = props.value === area;
              return (
                <Chip
                  key={area}
                  label={label}
                  clickable
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() => props.onChange(area)}
                />
              );
            })}
          </Stack>
        </Stack>
      ))}
      {props.error && (
        <FormHelperText error id={`${id}-error`}>
          {props.error}
        </FormHelperText>
      )}
    </Stack>
  );
}
