// Change your own password (/admin/password; every signed-in user; beyond the spec, DESIGN.md section 5).
// The current password is required; the new one has at least 8 characters and is typed twice. The server
// ends the user's other sessions and keeps this one. Below it, the user's own two-step sign-in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { useAdminApi } from '../../components/admin/use-admin-api.ts';
import { useReason, useZodForm } from '../../components/admin/use-zod-form.ts';
import { TwoStepSettings } from '../../components/auth/two-step-settings.tsx';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import type { Route } from './+types/password.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.password', noindex: true });

type Values = { currentPassword: string; newPassword: string; repeat: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', repeat: '' };

export default function ChangePassword() {
  const { t } = useT();
  const reason = useReason();
  const user = useAdminUser();
  const { send } = useAdminApi();
  const notify = useNotice();
  const form = useZodForm<Values, { currentPassword: string; newPassword: string }>(changePasswordSchema, EMPTY);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useUnsavedChanges(form.dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setDone(false);
    const mismatch = form.values.repeat !== form.values.newPassword ? t('admin.password.mismatch') : null;
    const data = form.validate({ repeat: mismatch });
    if (!data) return;
    setSaving(true);
    const result = await send('/api/auth/password', { method: 'PUT', json: data });
    setSaving(false);
    if (result.ok) {
      form.reset(EMPTY);
      setDone(true);
      notify(t('admin.password.changed'));
      return;
    }
    if (result.status === 401) return;
    if (!form.serverErrors(result.error)) setFailure(`${t('admin.password.failed')}: ${reason(result)}`);
  }

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
          <TextField
            {...form.field('newPassword', t('admin.password.hint'))}
            label={t('admin.password.new')}
            type="password"
            required
            autoComplete="new-password"
          />
          <TextField
            {...form.field('repeat')}
            label={t('admin.password.repeat')}
            type="password"
            required
            autoComplete="new-password"
          />
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
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? t('admin.common.saving') : t('admin.password.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <TwoStepSettings />
    </AdminPage>
  );
}
