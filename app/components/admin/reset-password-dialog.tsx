// The Admin's "Reset password" on the users page: a new password (same rules as everywhere) for a staff
// member who forgot theirs. The server ends all of that user's sessions.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { User } from '../../../common/api-types.ts';
import { adminPasswordResetSchema } from '../../../common/schemas.ts';
import { useT } from '../../i18n/i18n.tsx';
import { FormFailure, SubmitButton } from './list-page.tsx';
import { useNotice } from './notice.tsx';
import { NewPasswordFields, useNewPasswordForm } from './new-password.tsx';
import { useReason } from './error-text.ts';
import { DialogForm } from '../dialog-form.tsx';

export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const reason = useReason();
  const notify = useNotice();
  const { form, submit } = useNewPasswordForm(adminPasswordResetSchema, {
    empty: { newPassword: '', repeat: '' },
    labels: { newPassword: 'admin.password.new', repeat: 'admin.password.repeat' },
    path: `/api/users/${user._id}/password`,
    onSaved: () => {
      notify(t('admin.users.resetDone', { name: user.name }));
      onClose();
    },
    failed: (result) => t('admin.users.resetFailed', { reason: reason(result) }),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('admin.users.resetTitle')}</DialogTitle>
      <DialogForm onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{t('admin.users.resetIntro', { name: user.name })}</DialogContentText>
          {/* Lets password managers keep the new password apart from the Admin's own. */}
          <input type="text" name="username" autoComplete="off" value={user.email} readOnly hidden />
          <NewPasswordFields form={form} hint={t('admin.users.passwordHint')} autoFocus />
          <FormFailure message={form.failure} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <SubmitButton saving={form.saving}>{t('admin.users.resetSubmit')}</SubmitButton>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
