// /reset-password#token=...: the page an e-mailed reset link opens (server/auth/password-reset.ts). The token
// is in the fragment, which browsers never send to a server, so it does not end up in access logs. The new
// password follows the same rules as everywhere (at least 8 characters), typed twice. Afterwards every
// session of the account has ended, and the page offers the login dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { issueCode, type FieldCode } from '../../../common/error-codes.ts';
import { passwordResetSchema } from '../../../common/schemas.ts';
import { FormError, PasswordField } from '../../components/auth/dialog-parts.tsx';
import { apiSend } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import type { Route } from './+types/reset-password.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'common.reset.title', noindex: true });

/** The admin dictionary is not on public pages: the few codes of a new password's problems, translated here. */
const CODE_TEXTS: Partial<Record<FieldCode, MessageKey>> = {
  required: 'common.reset.required',
  too_short: 'common.reset.tooShort',
  common_password: 'common.reset.common',
  guessable_password: 'common.reset.guessable',
};

export default function ResetPassword() {
  const { t } = useT();
  const codeText = (code: FieldCode | undefined, message: string) => {
    const key = code && CODE_TEXTS[code];
    return key ? t(key) : message;
  };
  const [token, setToken] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // The token is in the link's #fragment, which only the browser sees (never the server's render or logs).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    const parsed = passwordResetSchema.safeParse({ token, newPassword });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'token') next.form = t('common.reset.invalid');
        else next.newPassword ??= codeText(issueCode(issue, { token, newPassword }), issue.message);
      }
    }
    if (repeat !== newPassword) next.repeat = t('common.reset.mismatch');
    setErrors(next);
    if (!parsed.success || next.repeat) return;
    setBusy(true);
    const result = await apiSend('/api/auth/password-reset', { method: 'POST', json: parsed.data });
    setBusy(false);
    if (result.ok) {
      setDone(true);
      return;
    }
    const { fields = {}, fieldCodes = {}, code, message } = result.error;
    setErrors({
      newPassword: fields.newPassword && codeText(fieldCodes.newPassword, fields.newPassword),
      form:
        fields.token || code === 'invalid_link' ? t('common.reset.invalid') : fields.newPassword ? undefined : message,
    });
  }

  return (
    <div className="bs-container" style={{ padding: '48px 16px', minHeight: '50vh' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520, mx: 'auto' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('common.reset.title')}
        </Typography>
        {done ? (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t('common.reset.done')}
            </Alert>
            <Button component={Link} to="/loginPage" variant="contained">
              {t('common.reset.signIn')}
            </Button>
          </>
        ) : token === '' ? (
          <Alert severity="error" role="alert">
            {t('common.reset.invalid')}
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography color="text.secondary">{t('common.reset.intro')}</Typography>
            <PasswordField
              label={t('common.reset.new')}
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              error={errors.newPassword}
              hint={t('common.reset.hint')}
            />
            <PasswordField
              label={t('common.reset.repeat')}
              name="repeat"
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
              error={errors.repeat}
            />
            <FormError message={errors.form} />
            <Box>
              <Button type="submit" variant="contained" disabled={busy || token === null}>
                {busy ? t('common.reset.saving') : t('common.reset.submit')}
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    </div>
  );
}
