// An /admin/... path that is no admin page: said inside the admin layout, with a way back.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { Route } from './+types/not-found.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.shell.notFoundTitle', noindex: true });

export default function AdminNotFound() {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('admin.shell.notFoundTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('admin.shell.notFoundText')}</Typography>
      <Button variant="contained" component={Link} to="/admin/dashboard">
        {t('admin.shell.toDashboard')}
      </Button>
    </Paper>
  );
}
