// The teal title band at the top of a public page: the page's h1 and a short introduction.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The band itself, also under a school's own title (school-view.tsx). */
export const bannerSx = {
  background: 'linear-gradient(135deg, #004d40 0%, #00796b 70%, #00897b 100%)',
  color: '#fff',
  py: { xs: 4, md: 6 },
};

export function PageBanner({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" sx={bannerSx}>
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ mt: 1.5, maxWidth: 720, fontSize: { xs: '1rem', md: '1.125rem' }, opacity: 0.95 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
