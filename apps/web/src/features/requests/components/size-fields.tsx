import { sizeClassLabels } from '@linework/contract/requests';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { RequestFields } from './use-request-form.ts';

/** How big: roughly (a size class) or exactly (width and height in cm). */
export function SizeFields({ form, error }: RequestFields) {
  const sizeUnit = form.watch('sizeUnit');
  return (
    <Stack spacing={1.5}>
      <Controller
        control={form.control}
        name="sizeUnit"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="size-unit" sx={{ typography: 'h3', color: 'text.primary', mb: 1 }}>
              How big?
            </FormLabel>
            <RadioGroup row aria-labelledby="size-unit" {...field}>
              <FormControlLabel value="class" control={<Radio />} label="Roughly" />
              <FormControlLabel value="cm" control={<Radio />} label="Exact, in cm" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {sizeUnit === 'class' ? (
        <TextField
          {...form.register('sizeClass')}
          select
          label="Rough size"
          error={Boolean(error('sizeClass'))}
          helperText={error('sizeClass')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Choose a size</option>
          {Object.entries(sizeClassLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
      ) : (
        <Stack direction="row" gap={1.5}>
          {(['widthCm', 'heightCm'] as const).map((name) => (
            <TextField
              key={name}
              {...form.register(name)}
              label={name === 'widthCm' ? 'Width' : 'Height'}
              inputMode="numeric"
              error={Boolean(error(name))}
              helperText={error(name)}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> } }}
              fullWidth
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
