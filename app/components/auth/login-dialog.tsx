// The 'Admin Login' dialog (spec sections 4, 5 and 8). Opened from the public header's Login button (via
// /loginPage) and by the admin guard when nobody is signed in or the session has ended.
// - Email (type email) and password are both required; checked with the shared loginSchema before sending.
// - The answer's code decides where the error shows: unknown_email ('User not found') -> email 'Email not
//   found'; wrong_password -> password 'Incorrect password'; otherwise email 'Login failed' and password 'Check
//   your credentials'. After too many attempts (429) the server's sentence with the wait time shows below those
//   two (on German and Kiswahili pages the same, translated, with the minutes of the answer's retryAfter).
// - On success the user is stored (loggedInUser, isLoggedIn), the visitor goes to the saved redirectAfterLogin
//   or /admin/dashboard, and the saved path is then cleared.
// - "Forgot password?" switches the dialog to forgot-password.tsx (ask the Admin, or an e-mailed link).
// - Two-step sign-in: when the server answers a right password with a challenge instead of the user, the
//   dialog asks for the authenticator code (or sets the app up first) in two-step-login.tsx.
// Default export too, so the public layout can load it lazily (it is not needed on a first visit).
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError, SignInChallenge, User } from '../../../common/api-types.ts';
import { loginSchema } from '../../../common/schemas.ts';
import { apiSend, minutesToWait } from '../../lib/api-client.ts';
import { needsBackOfficeDocument } from '../../lib/back-office-document.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { clearRedirect, readRedirect, storeSignedIn } from './session.ts';
import { EmailField, FormError, PasswordField, SmallLink, SubmitActions } from './dialog-parts.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { TwoStepLogin } from './two-step-login.tsx';
import { DialogForm } from '../dialog-form.tsx';

export interface LoginErrors {
  email?: MessageKey;
  password?: MessageKey;
  /** A whole-form sentence from the server (too many attempts, network trouble). */
  form?: string;
}

/** Spec section 8: where a refused sign-in shows its message, read from the answer's code. */
export function loginErrors(status: number, error: Pick<ApiError, 'code' | 'message'>): LoginErrors {
  // Too many attempts, or the server too busy to check the password now: the server's sentence (with the wait
  // time) shows too, below the spec's two texts.
  if (status === 429 || status === 503)
    return { email: 'common.login.loginFailed', password: 'common.login.checkCredentials', form: error.message };
  if (error.code === 'unknown_email') return { email: 'common.login.emailNotFound' };
  if (error.code === 'wrong_password') return { password: 'common.login.incorrectPassword' };
  return { email: 'common.login.loginFailed', password: 'common.login.checkCredentials' };
}

const REQUIRED: Record<string, MessageKey> = {
  'Email is required': 'common.login.emailRequired',
  'Password is required': 'common.login.passwordRequired',
};

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the user is stored, before the redirect. */
  onSignedIn?: (user: User) => void;
}

export function LoginDialog({ open, onClose, onSignedIn }: LoginDialogProps) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  /** The server's 429 sentence (English, with the minutes to wait) in the page's language. */
  const tooManyText = (error: ApiError) => {
    if (lang === 'en') return error.message;
    const minutes = minutesToWait(error.retryAfter);
    if (!minutes) return t('common.login.tooManyAttemptsLater');
    return minutes === '1'
      ? t('common.login.tooManyAttemptsOneMinute')
      : t('common.login.tooManyAttempts', { minutes });
  };
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Texts as shown (already translated).
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'email' | 'password';
        const key = REQUIRED[issue.message];
        next[field] ??= key ? t(key) : issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await apiSend<User | SignInChallenge>('/api/auth/login', { method: 'POST', json: parsed.data });
    setBusy(false);
    if (!result.ok) {
      const found = loginErrors(
        result.status,
        result.status === 0 ? { message: t('common.states.error') } : result.error,
      );
      setErrors({
        email: found.email && t(found.email),
        password: found.password && t(found.password),
        form: found.form && (result.status === 429 ? tooManyText(result.error) : found.form),
      });
      if (found.email) emailRef.current?.focus();
      else if (found.password) passwordRef.current?.focus();
      return;
    }
    if ('twoStep' in result.data) {
      setChallenge(result.data);
      return;
    }
    finish(result.data);
  }

  function finish(user: User) {
    storeSignedIn(user);
    onSignedIn?.(user);
    const target = readRedirect();
    clearRedirect();
    if (needsBackOfficeDocument(target)) {
      // From a public page into the back office: a document of its own (its opener policy, decision 008). The
      // dialog stays busy until the browser has left the page.
      setBusy(true);
      location.replace(target);
      return;
    }
    // The router reports its own navigation errors.
    void navigate(target, { replace: true });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setChallenge(null) } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('common.login.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.login.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {challenge ? (
        <TwoStepLogin
          challenge={challenge}
          onSignedIn={finish}
          tooManyText={tooManyText}
          onRestart={(message) => {
            setChallenge(null);
            setPassword('');
            setErrors(message ? { form: message } : {});
          }}
        />
      ) : forgot ? (
        <ForgotPassword initialEmail={email} onBack={() => setForgot(false)} />
      ) : (
        <DialogForm onSubmit={submit}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <EmailField
              inputRef={emailRef}
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (errors.email) setErrors({ ...errors, email: undefined });
              }}
              error={errors.email}
            />
            <PasswordField
              inputRef={passwordRef}
              label={t('common.login.password')}
              name="password"
              autoComplete="current-password"
              fullWidth
              value={password}
              onChange={(value) => {
                setPassword(value);
                if (errors.password) setErrors({ ...errors, password: undefined });
              }}
              error={errors.password}
            />
            <FormError message={errors.form} />
            <SmallLink onClick={() => setForgot(true)}>{t('common.login.forgot')}</SmallLink>
          </DialogContent>
          <SubmitActions busy={busy} label={t('common.login.submit')} busyLabel={t('common.login.signingIn')} />
        </DialogForm>
      )}
    </Dialog>
  );
}

export default LoginDialog;
