// Teal primary, orange secondary, Roboto (spec section 1), with colours chosen to pass WCAG AA contrast.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#00796b', dark: '#004d40', light: '#48a999', contrastText: '#ffffff' },
    secondary: { main: '#f57c00', dark: '#bb4d00', light: '#ffad42', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#fafafa' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.875rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
