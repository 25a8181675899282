// The signed-in user's own two-step sign-in, on the "Change password" page: turn it on (QR code, key, first
// code, then the recovery codes once), make new recovery codes or turn it off (each with the password; not
// off while the Admin requires it for the user's role).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { NewRecoveryCodes, TwoStepSetup, TwoStepStatus } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useNotice } from '../admin/notice.tsx';
import { useAdminApi } from '../admin/use-admin-api.ts';
import { useReason } from '../admin/error-text.ts';
import { RecoveryCodes, SetupCode } from './two-step-parts.tsx';

type Mode =
  { kind: 'view' } | { kind: 'setup'; setup: TwoStepSetup } | { kind: 'password'; action: 'disable' | 'codes' };

export function TwoStepSettings() {
  const { t } = useT();
  const reason = useReason();
  const notify = useNotice();
  const { send } = useAdminApi();
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    (result: Awaited<ReturnType<typeof send<TwoStepStatus>>>) => {
      if (result.ok) setStatus(result.data);
      else if (result.status !== 401) setFailure(t('twoStep.failed', { reason: reason(result) }));
    },
    [t, reason],
  );
  const load = useCallback(() => send<TwoStepStatus>('/api/auth/two-step'), [send]);

  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
  }, [load, apply]);

  const switchTo = (next: Mode) => {
    setMode(next);
    setInput('');
    setFieldError(null);
    setFailure(null);
  };

  async function startSetup() {
    if (busy) return;
    setBusy(true);
    setCodes(null);
    const result = await send<TwoStepSetup>('/api/auth/two-step/setup', { method: 'POST', json: {} });
    setBusy(false);
    if (result.ok) switchTo({ kind: 'setup', setup: result.data });
    else if (result.status !== 401) setFailure(t('twoStep.failed', { reason: reason(result) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || mode.kind === 'view') return;
    const code = input.replace(/\s/g, '');
    if (mode.kind === 'setup' && !/^\d{6}$/.test(code)) return setFieldError(t('twoStep.badCode'));
    if (mode.kind === 'password' && !input) return setFieldError(t('common.login.passwordRequired'));
    setBusy(true);
    setFailure(null);
    const path =
      mode.kind === 'setup'
        ? '/api/auth/two-step/enable'
        : mode.action === 'disable'
          ? '/api/auth/two-step/disable'
          : '/api/auth/two-step/recovery-codes';
    const result = await send<Partial<NewRecoveryCodes>>(path, {
      method: 'POST',
      json: mode.kind === 'setup' ? { code } : { password: input },
    });
    setBusy(false);
    if (result.ok) {
      if (mode.kind === 'setup') notify(t('twoStep.turnedOn'));
      else if (mode.action === 'disable') notify(t('twoStep.turnedOff'));
      setCodes(result.data.recoveryCodes ?? null);
      switchTo({ kind: 'view' });
      apply(await load());
      return;
    }
    if (result.status === 401) return;
    if (result.status === 400 && result.error.fields?.code) return setFieldError(t('twoStep.wrongCode'));
    if (result.status === 400 && result.error.fields?.password) return setFieldError(t('twoStep.wrongPassword'));
    setFailure(t('twoStep.failed', { reason: reason(result) }));
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mt: 3 }}
      component="section"
      aria-labelledby="two-step-title"
    >
      <Typography id="two-step-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('twoStep.title')}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('twoStep.intro')}</Typography>
      {status === null && !failure && <Typography>{t('admin.common.loading')}</Typography>}
      {status && mode.kind === 'view' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography role="status">
            {status.enabled ? t('twoStep.isOn', { count: status.recoveryCodesLeft }) : t('twoStep.isOff')}
          </Typography>
          {codes && <RecoveryCodes codes={codes} />}
          {status.enabled && status.requiredForMe && <Alert severity="info">{t('twoStep.requiredNote')}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {!status.enabled && (
              <Button variant="contained" onClick={startSetup} disabled={busy}>
                {t('twoStep.turnOn')}
              </Button>
            )}
            {status.enabled && (
              <Button variant="outlined" onClick={() => switchTo({ kind: 'password', action: 'codes' })}>
                {t('twoStep.newCodes')}
              </Button>
            )}
            {status.enabled && !status.requiredForMe && (
              <Button
                variant="outlined"
                color="error"
                onClick={() => switchTo({ kind: 'password', action: 'disable' })}
              >
                {t('twoStep.turnOff')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      {mode.kind !== 'view' && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {mode.kind === 'setup' ? (
            <SetupCode setup={mode.setup} />
          ) : (
            <Typography>{t('twoStep.confirmPassword')}</Typography>
          )}
          <TextField
            label={mode.kind === 'setup' ? t('twoStep.code') : t('common.login.password')}
            name={mode.kind === 'setup' ? 'code' : 'password'}
            type={mode.kind === 'setup' ? 'text' : 'password'}
            autoComplete={mode.kind === 'setup' ? 'one-time-code' : 'current-password'}
            required
            autoFocus
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setFieldError(null);
            }}
            error={!!fieldError}
            helperText={fieldError}
            slotProps={{ htmlInput: mode.kind === 'setup' ? { inputMode: 'numeric', maxLength: 8 } : {} }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              color={mode.kind === 'password' && mode.action === 'disable' ? 'error' : 'primary'}
              disabled={busy}
            >
              {mode.kind === 'setup'
                ? t('twoStep.turnOn')
                : mode.action === 'disable'
                  ? t('twoStep.turnOff')
                  : t('twoStep.newCodes')}
            </Button>
            <Button onClick={() => switchTo({ kind: 'view' })}>{t('admin.common.cancel')}</Button>
          </Box>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
