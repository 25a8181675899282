// Change your own password (/admin/password; every signed-in user; beyond the spec, DESIGN.md section 5).
// The current password is required; the new one has at least 8 characters and is typed twice. The server
// ends the user's other sessions and keeps this one. Below it, the user's own two-step sign-in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { changePasswordSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { TextInput } from '../../components/admin/form-fields.tsx';
import { AdminPage, FormFailure, SubmitButton } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { NewPasswordFields, useNewPasswordForm } from '../../components/admin/new-password.tsx';
import { TwoStepSettings } from '../../components/auth/two-step-settings.tsx';
import type { Route } from './+types/password.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.password', noindex: true });

export default function ChangePassword() {
  const { t } = useT();
  const reason = useReason();
  const user = useAdminUser();
  const notify = useNotice();
  const [done, setDone] = useState(false);
  const { form, submit } = useNewPasswordForm(changePasswordSchema, {
    empty: { currentPassword: '', newPassword: '', repeat: '' },
    labels: {
      currentPassword: 'admin.password.current',
      newPassword: 'admin.password.new',
      repeat: 'admin.password.repeat',
    },
    path: '/api/auth/password',
    onSaved: (reset) => {
      reset();
      setDone(true);
      notify(t('admin.password.changed'));
    },
    failed: (result) => `${t('admin.password.failed')}: ${reason(result)}`,
  });

  return (
    <AdminPage title={t('admin.password.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('admin.password.intro')}</Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            setDone(false);
            submit(event);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <TextInput form={form} name="currentPassword" type="password" required autoComplete="current-password" />
          <NewPasswordFields form={form} hint={t('admin.password.hint')} />
          <FormFailure message={form.failure} />
          {done && (
            <Alert severity="success" role="status">
              {t('admin.password.changed')}
            </Alert>
          )}
          <Box>
            <SubmitButton saving={form.saving}>{t('admin.password.submit')}</SubmitButton>
          </Box>
        </Box>
      </Paper>
      <TwoStepSettings />
    </AdminPage>
  );
}
