// Change your own password (/admin/password; every signed-in user; beyond the spec, DESIGN.md section 5).
// The current password is required; the new one has at least 8 characters and is typed twice. The server
// ends the user's other sessions and keeps this one. Below it, the user's own two-step sign-in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { changePasswordSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { AdminPage, SubmitButton } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { NewPasswordFields, useNewPasswordForm } from '../../components/admin/new-password.tsx';
import { useReason } from '../../components/admin/use-zod-form.ts';
import { TwoStepSettings } from '../../components/auth/two-step-settings.tsx';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import type { Route } from './+types/password.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.password', noindex: true });

export default function ChangePassword() {
  const { t } = useT();
  const reason = useReason();
  const user = useAdminUser();
  const notify = useNotice();
  const [done, setDone] = useState(false);
  const { form, saving, failure, submit } = useNewPasswordForm(changePasswordSchema, {
    empty: { currentPassword: '', newPassword: '', repeat: '' },
    path: '/api/auth/password',
    onStart: () => setDone(false),
    onSaved: (reset) => {
      reset();
      setDone(true);
      notify(t('admin.password.changed'));
    },
    failed: (result) => `${t('admin.password.failed')}: ${reason(result)}`,
  });
  useUnsavedChanges(form.dirty);

  return (
    <AdminPage title={t('admin.password.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('admin.password.intro')}</Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <TextField
            {...form.field('currentPassword')}
            label={t('admin.password.current')}
            type="password"
            required
            autoComplete="current-password"
          />
          <NewPasswordFields field={form.field} hint={t('admin.password.hint')} />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {done && (
            <Alert severity="success" role="status">
              {t('admin.password.changed')}
            </Alert>
          )}
          <Box>
            <SubmitButton saving={saving}>{t('admin.password.submit')}</SubmitButton>
          </Box>
        </Box>
      </Paper>
      <TwoStepSettings />
    </AdminPage>
  );
}
