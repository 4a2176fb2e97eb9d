import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';

/**
 * MUI's checkbox, drawn by CSS from the input's own state: no React runs in the browser of the embed,
 * so both icons are in the markup and `:checked` picks one (MUI would swap them in React state).
 */
const icons = (
  <Box component="span" sx={{ display: 'inline-flex' }}>
    <CheckBoxOutlineBlankIcon className="when-unchecked" />
    <CheckBoxIcon className="when-checked" />
  </Box>
);

export function EmbedCheckbox(props: Omit<CheckboxProps, 'icon' | 'checkedIcon' | 'checked'>) {
  return (
    <Checkbox
      {...props}
      icon={icons}
      checkedIcon={icons}
      sx={{
        ...props.sx,
        '& input:checked + * .when-unchecked, & input:not(:checked) + * .when-checked': { display: 'none' },
        '&:has(input:checked)': { color: 'primary.main' },
        // MUI shows keyboard focus with a ripple started by React; here the browser's own state does.
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
