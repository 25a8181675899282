// Parts the sign-in dialog's steps share (login, two-step code, forgotten password): the e-mail field, the form's
// error, a small text button under the fields, and the wide submit button that reads its busy text while the
// request runs. The password reset page uses the password field and the form's error too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';
import { useT } from '../../i18n/i18n.tsx';

/** The staff member's e-mail address (the password manager's user name); it takes the focus. */
export function EmailField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useT();
  return (
    <TextField
      inputRef={inputRef}
      label={t('common.login.email')}
      name="email"
      type="email"
      autoComplete="username"
      required
      fullWidth
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
    />
  );
}

/** A password field: its error, when it has one, in place of the `hint` under it. */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  inputRef,
  fullWidth,
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      inputRef={inputRef}
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      fullWidth={fullWidth}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? hint}
    />
  );
}

/** The form's own error (not a field's) under the fields, read out when it appears; nothing without one. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** A small text button under the fields ('Forgot password?', 'Back to sign-in'). */
export function SmallLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick} sx={{ alignSelf: 'flex-start' }} size="small">
      {children}
    </Button>
  );
}

/** The dialog's submit button, full width; `after` goes below it. */
export function SubmitActions({
  busy,
  label,
  busyLabel,
  after,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  after?: ReactNode;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 3, ...(after ? { flexDirection: 'column', gap: 1 } : {}) }}>
      <Button type="submit" variant="contained" fullWidth disabled={busy} size="large">
        {busy ? busyLabel : label}
      </Button>
      {after}
    </DialogActions>
  );
}
