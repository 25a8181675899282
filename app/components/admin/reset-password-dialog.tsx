// The Admin's "Reset password" on the users page: a new password (same rules as everywhere) for a staff
// member who forgot theirs. The server ends all of that user's sessions.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../common/api-types.ts';
import { adminPasswordResetSchema } from '../../../common/schemas.ts';
import { useT } from '../../i18n/i18n.tsx';
import { FormFailure } from './list-page.tsx';
import { useNotice } from './notice.tsx';
import { useAdminApi } from './use-admin-api.ts';
import { useReason, useZodForm } from './use-zod-form.ts';

type Values = { newPassword: string; repeat: string };
const EMPTY: Values = { newPassword: '', repeat: '' };

export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const reason = useReason();
  const notify = useNotice();
  const { send } = useAdminApi();
  const form = useZodForm<Values, { newPassword: string }>(adminPasswordResetSchema, EMPTY);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const mismatch = form.values.repeat !== form.values.newPassword ? t('admin.password.mismatch') : null;
    const data = form.validate({ repeat: mismatch });
    if (!data) return;
    setSaving(true);
    const result = await send(`/api/users/${user._id}/password`, { method: 'PUT', json: data });
    setSaving(false);
    if (result.ok) {
      notify(t('admin.users.resetDone', { name: user.name }));
      onClose();
      return;
    }
    if (result.status === 401) return;
    if (!form.serverErrors(result.error)) setFailure(t('admin.users.resetFailed', { reason: reason(result) }));
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('admin.users.resetTitle')}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{t('admin.users.resetIntro', { name: user.name })}</DialogContentText>
          {/* Lets password managers keep the new password apart from the Admin's own. */}
          <input type="text" name="username" autoComplete="off" value={user.email} readOnly hidden />
          <TextField
            {...form.field('newPassword', t('admin.users.passwordHint'))}
            label={t('admin.password.new')}
            type="password"
            required
            autoFocus
            autoComplete="new-password"
          />
          <TextField
            {...form.field('repeat')}
            label={t('admin.password.repeat')}
            type="password"
            required
            autoComplete="new-password"
          />
          <FormFailure message={failure} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('admin.common.saving') : t('admin.users.resetSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
