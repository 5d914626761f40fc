import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/**
 * The keyboard's focus ring, the same on every control: a dark ring outside a white one, so it reads on the
 * page's light grounds (navy on white, 11:1) and on dark ones (the photo overlays, the title band: white).
 * Only for keyboard focus (:focus-visible, and MUI's own Mui-focusVisible class): a tap or click shows none.
 */
export const FOCUS_RING = {
  outline: '3px solid #1e3a5f',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
} as const;
const focusRing = { '&.Mui-focusVisible, &:focus-visible': FOCUS_RING } as const;

/** The spec's breakpoints (plus xxl 1400) and dialog timings; one palette and type scale for every remote. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } },
  palette: {
    primary: { main: '#c2410c', contrastText: '#ffffff' },
    secondary: { main: '#1e3a5f', contrastText: '#ffffff' },
    background: { default: '#f7f7f5', paper: '#ffffff' },
    text: { primary: '#1f2328', secondary: '#57606a' },
    // Darker than MUI's default info (#0288d1, 3.7:1 on white): outlined info chips must read at 4.5:1.
    info: { main: '#0369a1', contrastText: '#ffffff' },
    // Darker than MUI's default warning (#ed6c02, 3.0:1 with white): the console's "Pending review" and "Open"
    // chips must read at 4.5:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Links, summaries and anything given a tabindex (the skip link's target shows none: it is not a control).
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': FOCUS_RING,
      },
    },
    // Every button, icon button (the shortlist heart), clickable chip, card action area, tab and menu item.
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    MuiLink: { styleOverrides: { root: focusRing } },
    MuiDialog: {
      defaultProps: {
        transitionDuration: { enter: 300, exit: 300 },
        slotProps: { backdrop: { transitionDuration: 150 } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Readable initials (MUI's default is white on light grey, 2:1).
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#1e3a5f', color: '#ffffff' } } },
    // A disabled field's hint says how to enable it ("Choose the state first"): it must stay readable.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#57606a' } } } },
  },
});
