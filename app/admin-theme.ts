// The back office's theme: the site's (theme.ts) with a clearly visible keyboard focus on every button, icon
// button and tab (WCAG 2.4.7 and 2.4.11); MUI's own focus is only a faint ripple. Given by the admin layout.
import { createTheme } from '@mui/material/styles';
import { theme } from './theme.ts';

/** A 3 px outline in the darkest teal, outside the button, for keyboard focus only (not on a click). */
const focusOutline = {
  '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
};

export const adminTheme = createTheme(theme, {
  components: {
    MuiButton: { styleOverrides: { root: focusOutline } },
    MuiIconButton: { styleOverrides: { root: focusOutline } },
    // Tabs sit in a scroller that clips what is outside them: their outline is drawn inside.
    MuiTab: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: -3 } },
      },
    },
  },
});
