// The page links of a paged gallery (/gallery, the resource pages): previous, the first, a few around the current
// page, the last (app/lib/page-links.ts), next, and "Page 2 of 5".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { pageLinks } from '../../lib/page-links.ts';

const pagerSx = { minWidth: 44, minHeight: 44 } as const;

/** The previous or next page's button, disabled on the first or last page. */
function StepButton({
  to,
  disabled,
  label,
  children,
}: {
  to: string;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Button component={Link} to={to} disabled={disabled} aria-label={label} variant="outlined" sx={pagerSx}>
        {children}
      </Button>
    </li>
  );
}

export function GalleryPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useT();
  if (pages < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('gallery.pages')}
      sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        <StepButton to={href(page - 1)} disabled={page <= 1} label={t('gallery.previousPage')}>
          <ChevronLeftIcon />
        </StepButton>
        {pageLinks(page, pages).map((n, i) =>
          n === 'gap' ? (
            <Box
              component="li"
              key={`gap${i}`}
              aria-hidden
              sx={{ ...pagerSx, display: 'inline-flex', alignItems: 'center' }}
            >
              …
            </Box>
          ) : (
            <li key={n}>
              <Button
                component={Link}
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('gallery.goToPage', { page: n })}
                variant={n === page ? 'contained' : 'outlined'}
                sx={pagerSx}
              >
                {n}
              </Button>
            </li>
          ),
        )}
        <StepButton to={href(page + 1)} disabled={page >= pages} label={t('gallery.nextPage')}>
          <ChevronRightIcon />
        </StepButton>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('gallery.pageOf', { page, pages })}
      </Typography>
    </Box>
  );
}
