// MUI's theme and base styles, for the parts of the site built with MUI components (admin, most public
// pages, dialogs and menus). Loaded through app/components/layout/mui-gate.tsx, so pages without MUI
// (the home page) do not download MUI's styling engine.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
