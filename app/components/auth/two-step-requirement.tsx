// The Admin's setting (Settings page): two-step sign-in required for Admin and Director accounts. Those
// accounts set it up at their next sign-in (the server asks for it after the password).
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { TwoStepRequirement, TwoStepStatus } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useNotice } from '../admin/notice.tsx';
import { useAdminApi } from '../admin/use-admin-api.ts';
import { useReason } from '../admin/error-text.ts';

export function TwoStepRequirement() {
  const { t } = useT();
  const reason = useReason();
  const notify = useNotice();
  const { send } = useAdminApi();
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void send<TwoStepStatus>('/api/auth/two-step').then((result) => {
      if (!live) return;
      if (result.ok) setRequired(result.data.requiredForAdminsAndDirectors);
      else if (result.status !== 401) setFailure(t('twoStep.failed', { reason: reason(result) }));
    });
    return () => {
      live = false;
    };
  }, [send, t, reason]);

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await send<TwoStepRequirement>('/api/auth/two-step/requirement', {
      method: 'PUT',
      json: { required: next },
    });
    setBusy(false);
    if (result.ok) {
      setRequired(result.data.required);
      notify(t('twoStep.requireSaved'));
    } else if (result.status !== 401) setFailure(t('twoStep.failed', { reason: reason(result) }));
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="two-step-requirement"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="two-step-requirement" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('twoStep.requireTitle')}
      </Typography>
      {required === null && !failure && <Typography>{t('admin.common.loading')}</Typography>}
      {required !== null && (
        <>
          <FormControlLabel
            control={<Switch checked={required} disabled={busy} onChange={(e) => void change(e.target.checked)} />}
            label={t('twoStep.requireLabel')}
          />
          <FormHelperText>{t('twoStep.requireHelp')}</FormHelperText>
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
