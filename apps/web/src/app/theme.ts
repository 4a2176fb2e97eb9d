import { createTheme } from '@mui/material/styles';

/**
 * The focus ring of every interactive element (WCAG 2.4.7, 2.4.11, 2.4.13): a 3 px outline in near
 * black, ≥ 12:1 against the page's light backgrounds, drawn outside the control so a filled button's
 * own colour does not matter. MUI's ButtonBase sets `outline: 0` on its class, hence `html` in the
 * selector. Text fields keep their own indicator (the 2 px primary border, ≥ 3:1); a checkbox's input
 * is invisible, so its visible box (ButtonBase's `.Mui-focusVisible`) carries the ring.
 */
export const focusRing = {
  outline: '3px solid var(--focus-ring-color, #1b1b1b)',
  outlineOffset: '2px',
} as const;
/** Set on a dark surface (the picture viewer) so the ring stays ≥ 3:1 there. */
export const onDarkSurface = { '--focus-ring-color': '#ffffff' } as const;
/** Room above anything scrolled into view, so the sticky header (56–64 px) never hides the focused control. */
export const stickyHeaderClearance = 80;

const primaryMain = '#C62828';

/** docs/requirements.md#constants: red primary, green secondary (both AA with white text), Montserrat first. */
export const theme = createTheme({
  palette: {
    primary: { main: primaryMain, contrastText: '#ffffff' },
    secondary: { main: '#2E7D32', contrastText: '#ffffff' },
    // MUI's default orange and light blue read at 3:1 as text (an outlined chip's label): these darker
    // ones read at ≥ 4.5:1 on the page's background, and white on them as well.
    warning: { main: '#A84F00', contrastText: '#ffffff' },
    info: { main: '#0277BD', contrastText: '#ffffff' },
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
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: stickyHeaderClearance, scrollPaddingBottom: 16 },
        // Large text on a phone (WCAG 1.4.4, 1.4.10): a word longer than its line breaks rather than
        // pushing the page sideways; headings break at a hyphen where the language allows.
        body: { overflowWrap: 'break-word' },
        'h1, h2, h3, h4, h5, h6': { hyphens: 'auto' },
        'html :focus-visible:not(input, textarea, select), html .Mui-focusVisible:not(.MuiInputBase-root)':
          focusRing,
        // A card's action area fills a card that clips what overflows it, and a map clips its own
        // edge and the links on it: their rings go inside. `:focus-visible` as well as MUI's class,
        // since a static page's cards are server HTML that no script marks (docs/decisions/034).
        'html .MuiCardActionArea-root.Mui-focusVisible, html .MuiCardActionArea-root:focus-visible': {
          outlineOffset: '-5px',
        },
        // A text field's indicator is MUI's 2 px primary border, which its script sets on focus; on a
        // static page the field takes focus before its island has woken (docs/decisions/034), so the
        // same border follows the focus itself too.
        'html .MuiOutlinedInput-root:has(> input:focus, > textarea:focus) > .MuiOutlinedInput-notchedOutline':
          {
            borderColor: primaryMain,
            borderWidth: 2,
          },
        'html .leaflet-container:focus-visible, html .leaflet-container :focus-visible': {
          outlineOffset: '-3px',
        },
        // Over a picture (the viewer's arrows) a ring of one colour can vanish into it: a dark band
        // on both sides of the ring keeps it 3:1 against whatever is beneath.
        'html [data-over-picture].Mui-focusVisible, html [data-over-picture]:focus-visible': {
          boxShadow: '0 0 0 7px #111',
        },
        // Headings take focus after a navigation (lib/focus.ts) to tell where one is, not as a control.
        'html [data-focus-target]:focus': { outline: 'none' },
        // WCAG 2.3.3: no motion for people who asked for none (MUI's transitions are inline styles).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0s !important',
            animationDelay: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
