import type { SearchHit } from '@linework/contract/catalog';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { hitHref } from './result-card.tsx';

/**
 * The search field, suggesting the first results as one types; a picked suggestion opens its page.
 * It is also a plain GET form of `q`: without JavaScript, Enter (or Search) asks the server for home
 * with the results of that query; with it, the results follow the typing and the form never leaves.
 */
export function SearchBox(props: {
  text: string;
  onText(text: string): void;
  suggestions: SearchHit[];
  /** On the static home page: the typed text asks the server (the results are the server's). */
  onSubmit?(): void;
}) {
  const navigate = useNavigate();
  return (
    <form
      action="/"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit?.();
      }}
    >
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
            name="q"
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
      <noscript>
        <button type="submit">Search</button>
      </noscript>
    </form>
  );
}
