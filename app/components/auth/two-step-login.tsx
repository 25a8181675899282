// The login dialog's second step (issue 11 section 5): after a right password, the code from the
// authenticator app (or a recovery code). When two-step sign-in is required and not yet set up, the app is
// set up here first (QR code and key), and the recovery codes are shown once before going on.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError, SignInChallenge, SignedInWithCode, User } from '../../../common/api-types.ts';
import { signInCodeSchema } from '../../../common/schemas.ts';
import { apiSend } from '../../lib/api-client.ts';
import { useT } from '../../i18n/i18n.tsx';
import { SmallLink, SubmitActions } from './dialog-parts.tsx';
import { RecoveryCodes, SetupCode } from './two-step-parts.tsx';
import { DialogForm } from '../dialog-form.tsx';

export interface TwoStepLoginProps {
  challenge: SignInChallenge;
  /** Both steps done: the user to store. */
  onSignedIn: (user: User) => void;
  /** Back to the password step, with a sentence to show there (the sign-in expired, too many attempts). */
  onRestart: (message?: string) => void;
  /** A 429 answer's sentence in the page's language. */
  tooManyText: (error: ApiError) => string;
}

export function TwoStepLogin({ challenge, onSignedIn, onRestart, tooManyText }: TwoStepLoginProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ user: User; recoveryCodes: string[] } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = signInCodeSchema.safeParse({ challenge: challenge.challenge, code });
    if (!parsed.success) {
      setError(t('twoStep.badCode'));
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await apiSend<SignedInWithCode>('/api/auth/login/code', {
      method: 'POST',
      json: parsed.data,
    });
    setBusy(false);
    if (result.ok) {
      const { recoveryCodes, ...user } = result.data;
      if (recoveryCodes) setDone({ user, recoveryCodes });
      else onSignedIn(user);
      return;
    }
    if (result.status === 429) return onRestart(tooManyText(result.error));
    if (result.error.code === 'too_many_codes') return onRestart(t('twoStep.tooManyCodes'));
    if (result.status === 401 && !result.error.fields?.code) return onRestart(t('twoStep.expired'));
    setError(
      result.status === 401
        ? t('twoStep.wrongCode')
        : result.status === 400
          ? t('twoStep.badCode')
          : result.error.message,
    );
    codeRef.current?.focus();
  }

  if (done) {
    return (
      <>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Alert severity="success" role="status">
            {t('twoStep.turnedOn')}
          </Alert>
          <RecoveryCodes codes={done.recoveryCodes} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" fullWidth size="large" onClick={() => onSignedIn(done.user)} autoFocus>
            {t('twoStep.continue')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('twoStep.title')}
        </Typography>
        {challenge.twoStep === 'setup' ? (
          <>
            <Alert severity="info">{t('twoStep.setupRequired')}</Alert>
            <SetupCode setup={challenge} />
          </>
        ) : (
          <Typography variant="body2">{t('twoStep.codeIntro')}</Typography>
        )}
        <TextField
          inputRef={codeRef}
          label={t('twoStep.code')}
          name="code"
          autoComplete="one-time-code"
          required
          fullWidth
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: challenge.twoStep === 'setup' ? 'numeric' : 'text', maxLength: 20 } }}
        />
        <SmallLink onClick={() => onRestart()}>{t('common.login.backToLogin')}</SmallLink>
      </DialogContent>
      <SubmitActions busy={busy} label={t('twoStep.verify')} busyLabel={t('twoStep.verifying')} />
    </DialogForm>
  );
}
