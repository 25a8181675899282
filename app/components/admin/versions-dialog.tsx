// Versions of a record (issue 14 point 3; GET /api/versions, POST /api/versions/:id/restore): a "Versions"
// button that opens a dialog listing the record's earlier texts, newest first, with who saved each and when.
// "Show differences" opens, under a version, each changed field side by side (this version | the current text;
// stacked on a phone), removed words struck through and added ones underlined, each also named for screen
// readers, so colour is never the only sign. Restore asks first, then saves the version as a new save.
//   <VersionsButton type="blogs" id={post._id} onRestored={(record) => ...} />
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import HistoryIcon from '@mui/icons-material/History';
import { useCallback, useId, useState } from 'react';
import type { RecordVersion, VersionFields, VersionList } from '../../../common/api-types.ts';
import { VERSIONED_FIELDS, type VersionedType } from '../../../common/schemas.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { diffText, sides, type DiffPart } from '../../lib/text-diff.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { formatSchoolTime } from './format.ts';
import { useNotice } from './notice.tsx';
import { useAdminApi } from './use-admin-api.ts';
import { useReason } from './error-text.ts';

/** Each versioned field's label: the one its form shows. */
const LABELS: { [T in VersionedType]: Record<(typeof VERSIONED_FIELDS)[T][number], MessageKey> } = {
  blogs: { title: 'admin.blog.postTitle', content: 'admin.blog.content' },
  directorMessage: {
    name: 'adminRecords.director.name',
    directorYear: 'adminRecords.director.year',
    message: 'adminRecords.director.message',
    facebook: 'adminRecords.director.facebook',
    twitter: 'adminRecords.director.twitter',
    instagram: 'adminRecords.director.instagram',
    linkedin: 'adminRecords.director.linkedin',
  },
  schoolDetails: {
    schoolName: 'adminRecords.schools.nameLabel',
    description: 'adminRecords.schools.description',
    location: 'adminRecords.schools.locationLabel',
    openingYear: 'adminRecords.schools.openingYearLabel',
    detailLeft: 'adminRecords.schools.detailLeft',
    detailRight: 'adminRecords.schools.detailRight',
    headName: 'adminRecords.schools.headNameLabel',
    headTitle: 'adminRecords.schools.headTitle',
    teachers: 'adminRecords.schools.teachers',
    students: 'adminRecords.schools.students',
    workers: 'adminRecords.schools.workers',
    awards: 'adminRecords.schools.awards',
    contactList: 'adminRecords.schools.contactList',
    contactPhone: 'adminRecords.schools.contactPhone',
    contactEmail: 'adminRecords.schools.contactEmail',
    iconName: 'adminRecords.schools.iconLabel',
  },
  partners: {
    name: 'adminRecords.partner.name',
    about: 'adminRecords.partner.about',
    location: 'adminRecords.partner.location',
    startYear: 'adminRecords.partner.startYear',
    mission: 'adminRecords.partner.mission',
    vision: 'adminRecords.partner.vision',
    numberOfWorkers: 'adminRecords.partner.workers',
    numberOfProjects: 'adminRecords.partner.projects',
    satisfyingClients: 'adminRecords.partner.clients',
    contacts: 'adminRecords.partner.contacts',
  },
};

/** The API path of each versioned record's resource. */
const PATHS: Record<string, VersionedType> = {
  '/api/blogs': 'blogs',
  '/api/directorMessage': 'directorMessage',
  '/api/brightSchoolDetails': 'schoolDetails',
  '/api/partners': 'partners',
};

/** The versioned record kind saved at this API path, or undefined when its records keep no versions. */
export const versionedTypeOf = (path: string): VersionedType | undefined => PATHS[path];

/** One side of a difference: removed or added words marked by more than colour, and named for screen readers. */
function DiffSide({ parts, label }: { parts: DiffPart[]; label: string }) {
  const { t } = useT();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h4" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          fontSize: '0.9rem',
          '& del': { textDecoration: 'line-through', bgcolor: '#fde2e1', color: '#7a1612' },
          '& ins': { textDecoration: 'underline', fontWeight: 700, bgcolor: '#dff3e4', color: '#14532d' },
        }}
      >
        {parts.map((part, n) => {
          if (part.kind === 'same') return <span key={n}>{part.text}</span>;
          const Tag = part.kind === 'removed' ? 'del' : 'ins';
          return (
            <Tag key={n}>
              <Box component="span" sx={visuallyHidden}>
                {t(part.kind === 'removed' ? 'admin.versions.removedStart' : 'admin.versions.addedStart')}
              </Box>
              {part.text}
              <Box component="span" sx={visuallyHidden}>
                {t('admin.versions.changeEnd')}
              </Box>
            </Tag>
          );
        })}
      </Box>
    </Box>
  );
}

/** The fields in which a version differs from the current text, each side by side (stacked on a phone). */
function Differences({
  type,
  version,
  current,
}: {
  type: VersionedType;
  version: VersionFields;
  current: VersionFields;
}) {
  const { t } = useT();
  const labels: Partial<Record<string, MessageKey>> = LABELS[type];
  const changed = VERSIONED_FIELDS[type].filter((name) => String(version[name] ?? '') !== String(current[name] ?? ''));
  if (changed.length === 0) return <Typography>{t('admin.versions.noDifferences')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="version-differences">
      {changed.map((name) => {
        const both = sides(diffText(String(version[name] ?? ''), String(current[name] ?? '')));
        return (
          <Box key={name} component="section" aria-label={t(labels[name]!)}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(labels[name]!)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DiffSide parts={both.before} label={t('admin.versions.thisVersion')} />
              <DiffSide parts={both.after} label={t('admin.versions.current')} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function VersionItem({
  type,
  version,
  current,
  busy,
  onRestore,
}: {
  type: VersionedType;
  version: RecordVersion;
  current: VersionFields;
  busy: boolean;
  onRestore: () => void;
}) {
  const { t, lang } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const saved = formatSchoolTime(version.savedAt, lang, { zone: true });
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }} data-testid="version">
      <Typography sx={{ fontWeight: 600 }}>
        {version.savedBy
          ? t('admin.versions.savedBy', { time: saved, name: version.savedBy })
          : t('admin.versions.saved', { time: saved })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.versions.replacedBy', {
          time: formatSchoolTime(version.replacedAt, lang, { zone: true }),
          name: version.replacedBy,
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'admin.versions.hideDifferences' : 'admin.versions.showDifferences')}
        </Button>
        <Button size="small" variant="contained" disabled={busy} onClick={onRestore}>
          {t('admin.versions.restore')}
        </Button>
      </Box>
      <Box id={panelId} hidden={!open} sx={{ mt: 1.5 }}>
        {open && <Differences type={type} version={version.fields} current={current} />}
      </Box>
    </Box>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; list: VersionList };

export function VersionsButton<T>({
  type,
  id,
  onRestored,
}: {
  type: VersionedType;
  id: string;
  /** The record as saved by the restore. */
  onRestored: (record: T) => void;
}) {
  const { t, lang } = useT();
  const { send } = useAdminApi();
  const confirm = useConfirm();
  const notify = useNotice();
  const reason = useReason();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const query = `type=${type}&id=${encodeURIComponent(id)}`;

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const result = await send<VersionList>(`/api/versions?${query}`, { method: 'GET' });
    setLoaded(result.ok ? { state: 'ready', list: result.data } : { state: 'failed', reason: reason(result) });
  }, [send, query, reason]);

  const show = () => {
    setOpen(true);
    void load();
  };

  const restore = async (version: RecordVersion) => {
    const time = formatSchoolTime(version.savedAt, lang, { zone: true });
    const sure = await confirm(t('admin.versions.confirmRestore', { time }), {
      title: t('admin.versions.confirmTitle'),
      confirmLabel: t('admin.versions.restore'),
    });
    if (!sure) return;
    setBusy(true);
    setFailure(null);
    const result = await send<T>(`/api/versions/${version._id}/restore?${query}`, { method: 'POST' });
    setBusy(false);
    if (!result.ok) {
      if (result.status !== 401) setFailure(`${t('admin.versions.restoreFailed')} ${reason(result)}`);
      return;
    }
    setOpen(false);
    notify(t('admin.versions.restored'));
    onRestored(result.data);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={show} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.versions.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{t('admin.versions.title')}</DialogTitle>
        <DialogContent dividers>
          {loaded.state === 'loading' && <Typography role="status">{t('admin.versions.loading')}</Typography>}
          {loaded.state === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void load()}>
                  {t('admin.common.retry')}
                </Button>
              }
            >
              {t('admin.versions.loadFailed')} {loaded.reason}
            </Alert>
          )}
          {loaded.state === 'ready' && loaded.list.items.length === 0 && (
            <Typography role="status">{t('admin.versions.empty')}</Typography>
          )}
          {loaded.state === 'ready' && loaded.list.items.length > 0 && (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('admin.versions.intro')}
              </Typography>
              <Box component="ol" aria-label={t('admin.versions.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {loaded.list.items.map((version) => (
                  <VersionItem
                    key={version._id}
                    type={type}
                    version={version}
                    current={loaded.list.current}
                    busy={busy}
                    onRestore={() => void restore(version)}
                  />
                ))}
              </Box>
            </>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('admin.common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
