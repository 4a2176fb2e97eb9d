import { colourLabels } from '@linework/contract/requests';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { commonStyles } from '../../../lib/tattoo-styles.ts';
import type { RequestFields } from './use-request-form.ts';

const notSure = 'Not sure yet: suggest one';

/** What it should look like: a style (the shop's own first) and colour. */
export function LookFields({ form, error, shopStyles }: RequestFields & { shopStyles: string[] }) {
  const styles = [...new Set([...shopStyles, ...commonStyles])];
  return (
    <>
      <TextField
        {...form.register('style')}
        select
        label="Style"
        error={Boolean(error('style'))}
        helperText={error('style')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">Choose a style</option>
        {styles.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
        <option value={notSure}>{notSure}</option>
      </TextField>

      <Controller
        control={form.control}
        name="colour"
        render={({ field }) => (
          <FormControl error={Boolean(error('colour'))}>
            <FormLabel id="colour" sx={{ typography: 'h3', color: 'text.primary', mb: 1 }}>
              Colour
            </FormLabel>
            <RadioGroup row aria-labelledby="colour" {...field}>
              {Object.entries(colourLabels).map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
            {error('colour') && <FormHelperText>{error('colour')}</FormHelperText>}
          </FormControl>
        )}
      />
    </>
  );
}
