import { createTheme } from '@mui/material/styles';

/** docs/requirements.md#constants: red primary, green secondary (both AA with white text), Montserrat first. */
export const theme = createTheme({
  palette: {
    primary: { main: '#C62828', contrastText: '#ffffff' },
    secondary: { main: '#2E7D32', contrastText: '#ffffff' },
    background: { default: '#faf8f5' },
  },
  typography: {
    fontFamily: 'Montserrat, "Open Sans", Helvetica, Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    body1: { fontFamily: '"Open Sans", Montserrat, Helvetica, Arial, sans-serif' },
    body2: { fontFamily: '"Open Sans", Montserrat, Helvetica, Arial, sans-serif' },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiDialog: { defaultProps: { maxWidth: 'sm' } },
  },
});
