// "Forgot password?" inside the login dialog. The server says whether it can e-mail reset links (SMTP_URL):
// without e-mail the staff member is told to ask the Admin; with it, they give their address and get the
// same answer whether or not an account uses it. Too many requests (429) show the wait in the page's language.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import type { PasswordResetWays } from '../../../common/api-types.ts';
import { forgotPasswordSchema } from '../../../common/schemas.ts';
import { apiSend, minutesToWait } from '../../lib/api-client.ts';
import { useT } from '../../i18n/i18n.tsx';
import { EmailField, SubmitActions } from './dialog-parts.tsx';
import { DialogForm } from '../dialog-form.tsx';

export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useT();
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void apiSend<PasswordResetWays>('/api/auth/password-reset').then((result) => {
      if (live) setByEmail(result.ok ? result.data.byEmail : false);
    });
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t('common.login.emailRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await apiSend('/api/auth/password-reset/request', { method: 'POST', json: parsed.data });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.status === 429) {
      const minutes = minutesToWait(result.error.retryAfter) ?? '60';
      setError(
        minutes === '1' ? t('common.login.tooManyResetsOneMinute') : t('common.login.tooManyResets', { minutes }),
      );
    } else setError(result.status === 0 ? t('common.states.error') : result.error.message);
  }

  const back = (
    <Button onClick={onBack} fullWidth>
      {t('common.login.backToLogin')}
    </Button>
  );

  if (byEmail === null)
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.states.loading')} />
      </DialogContent>
    );
  if (!byEmail || sent)
    return (
      <>
        <DialogContent>
          <Alert severity="info" role="status">
            {sent ? t('common.login.linkSent') : t('common.login.askAdmin')}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>{back}</DialogActions>
      </>
    );
  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography color="text.secondary">{t('common.login.forgotIntro')}</Typography>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          error={error}
        />
      </DialogContent>
      <SubmitActions
        busy={busy}
        label={t('common.login.sendLink')}
        busyLabel={t('common.login.sendingLink')}
        after={back}
      />
    </DialogForm>
  );
}
