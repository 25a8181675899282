// The frame of an admin page and its states.
// - <AdminPage title actions>: the page's h1 and its buttons (e.g. '+ Add User'), then the content.
// - <SearchField label value onChange>: a labelled search box that filters a list in the page.
// - <LoadingState/> ('Loading...'), <EmptyState text/>, <ErrorState text onRetry/>: the spec's states,
//   announced to screen readers.
// - <Loading>: Suspense with <LoadingState/> as fallback, around a part that reads useLoaded(promise).
// - <CardGrid dense?>: responsive card grid (1 column on phones, up to 4 on wide screens; dense: 2 to 5).
// - <FormPage title onCancel>: the form view of a list page (list view -> form view -> back).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}

export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ maxWidth: { sm: 360 } }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function LoadingState({ text }: { text?: string }) {
  const { t } = useT();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center', color: 'text.secondary' }}>
      <CircularProgress size={22} aria-hidden />
      <span>{text ?? t('admin.common.loading')}</span>
    </Box>
  );
}

export function Loading({ children, text }: { children: ReactNode; text?: string }) {
  return <Suspense fallback={<LoadingState text={text} />}>{children}</Suspense>;
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography role="status">{text}</Typography>
    </Paper>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('admin.common.retry')}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

/** `dense`: two cards side by side already on phones (picture grids). */
export function CardGrid({ children, label, dense = false }: { children: ReactNode; label?: string; dense?: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: dense ? { xs: 1.5, sm: 2 } : 2,
        gridTemplateColumns: dense
          ? { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' }
          : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** The form view of a list page; its heading gets the focus when it opens, so keyboard users start there. */
export function FormPage({ title, onCancel, children }: { title: string; onCancel: () => void; children: ReactNode }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onCancel}>
          {t('admin.common.backToList')}
        </Button>
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' }, outline: 'none' }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
}

/** Save and Cancel at the end of a form; Save reads 'Saving...' and is blocked while the form is sent. */
export function FormButtons({ saving, onCancel, saveLabel }: { saving: boolean; onCancel: () => void; saveLabel?: string }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
      <Button onClick={onCancel} disabled={saving}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? t('admin.common.saving') : saveLabel ?? t('admin.common.save')}
      </Button>
    </Box>
  );
}
