// Pieces of two-step sign-in shown both in the login dialog and on the admin's own sign-in page: the QR code
// with a link that opens the authenticator app on this phone (otpauth://) and the key in text for typing in by
// hand, and the recovery codes (shown once).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TwoStepSetup } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';

/** The base32 key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function SetupCode({ setup }: { setup: TwoStepSetup }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2">{t('twoStep.scan')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('twoStep.qrAlt')}
        data-otpauth={setup.otpauthUri}
        width={200}
        height={200}
        sx={{ alignSelf: 'center', bgcolor: '#fff', imageRendering: 'pixelated' }}
      />
      {/* On the phone that must scan the code: the authenticator app opens from this link instead. */}
      <Typography variant="body2">
        {t('twoStep.onThisPhone')}{' '}
        <Link href={setup.otpauthUri} data-testid="two-step-link" sx={{ fontWeight: 500 }}>
          {t('twoStep.openInApp')}
        </Link>
      </Typography>
      <Typography variant="body2">{t('twoStep.manual')}</Typography>
      <Typography
        component="code"
        data-testid="two-step-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', userSelect: 'all' }}
      >
        {grouped(setup.secret)}
      </Typography>
    </Box>
  );
}

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('twoStep.recoveryTitle')}
      </Typography>
      <Typography variant="body2">{t('twoStep.recoveryIntro')}</Typography>
      <Box
        component="ol"
        aria-label={t('twoStep.recoveryTitle')}
        sx={{ fontFamily: 'monospace', fontSize: '1rem', columns: 2, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Box>
  );
}
