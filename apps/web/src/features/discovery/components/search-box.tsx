import type { SearchHit } from '@linework/contract/catalog';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { hitHref } from './result-card.tsx';

/** The search field, suggesting the first results as one types; a picked suggestion opens its page. */
export function SearchBox(props: { text: string; onText(text: string): void; suggestions: SearchHit[] }) {
  const navigate = useNavigate();
  return (
    <Autocomplete<SearchHit, false, false, true>
      freeSolo
      options={props.suggestions}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      inputValue={props.text}
      // A chosen suggestion leaves the page: its name must not settle into the next page's URL as ?q=.
      onInputChange={(_e, value, reason) => {
        if (reason !== 'selectOption') props.onText(value);
      }}
      onChange={(_e, value) => {
        if (value && typeof value !== 'string') navigate(hitHref(value));
      }}
      renderOption={(optionProps, o) => (
        <li {...optionProps} key={o.id}>
          {o.name}&nbsp;
          <Typography variant="body2" color="text.secondary" component="span">
            {o.type === 'shop' ? 'Shop' : 'Artist'}
            {o.city ? ` · ${o.city}` : ''}
          </Typography>
        </li>
      )}
      renderInput={(input) => (
        <TextField
          {...input}
          label="Search by artist, shop or style"
          slotProps={{
            input: {
              ...input.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
