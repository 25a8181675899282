// Versions of a record (issue 14 point 3; GET /api/versions, POST /api/versions/:id/restore): a "Versions"
// button that opens a dialog listing the record's earlier texts, newest first, with who saved each and when.
// "Show differences" opens, under a version, each changed field side by side, in every language (this version |
// the current text; stacked on a phone), removed words struck through and added ones underlined, each also named for screen
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
import type { RecordVersion, VersionList } from '../../../common/api-types.ts';
import { RESOURCES, VERSIONED_FIELDS, VERSIONED_TYPES, type VersionedType } from '../../../common/resources/index.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { diffText, sides, type DiffPart } from '../../lib/text-diff.ts';
import { plainText } from '../../../common/rich-text.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { formatSchoolTime } from './format.ts';
import { useNotice } from './notice.tsx';
import { useAdminApi } from './use-admin-api.ts';
import { useReason } from './error-text.ts';

/** The versioned kind of record saved at each API path. */
const PATHS = new Map(VERSIONED_TYPES.map((type) => [`/api${RESOURCES[type].path}`, type]));

/** The versioned record kind saved at this API path, or undefined when its records keep no versions. */
export const versionedTypeOf = (path: string): VersionedType | undefined => PATHS.get(path);

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

/** One field's two texts side by side (stacked on a phone), under its name. */
function FieldDifference({ name, before, after }: { name: string; before: string; after: string }) {
  const { t } = useT();
  const both = sides(diffText(before, after));
  return (
    <Box component="section" aria-label={name}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DiffSide parts={both.before} label={t('admin.versions.thisVersion')} />
        <DiffSide parts={both.after} label={t('admin.versions.current')} />
      </Box>
    </Box>
  );
}

/**
 * The fields in which a version differs from the current texts: the original's, then each translation's (a
 * version kept before translations were versioned shows the original's only).
 */
function Differences({ type, version, list }: { type: VersionedType; version: RecordVersion; list: VersionList }) {
  const { t } = useT();
  const labels: Partial<Record<string, MessageKey>> = RESOURCES[type].labels;
  const label = (name: string) => {
    const key = labels[name];
    return key ? t(key) : name;
  };
  // Formatted text is compared as stored and shown as its words (a change of formatting alone shows no marks).
  const rich = Object.keys(RESOURCES[type].richText ?? {});
  const words = (name: string, text: string) => (rich.includes(name) ? plainText(text) : text);
  const changes: { key: string; name: string; before: string; after: string }[] = [];
  for (const name of VERSIONED_FIELDS[type]) {
    const before = String(version.fields[name] ?? '');
    const after = String(list.current[name] ?? '');
    if (before !== after)
      changes.push({ key: name, name: label(name), before: words(name, before), after: words(name, after) });
  }
  const translatable: readonly string[] = RESOURCES[type].translatable;
  const texts = version.translations;
  const languages = texts ? LANGUAGES.filter((lang) => lang in texts || lang in list.currentTranslations) : [];
  for (const lang of languages) {
    const language = t(`admin.translations.languageName.${lang}`);
    for (const name of translatable) {
      const before = texts?.[lang]?.[name] ?? '';
      const after = list.currentTranslations[lang]?.[name] ?? '';
      const field = t('admin.versions.fieldInLanguage', { field: label(name), language });
      if (before !== after)
        changes.push({ key: `${lang}.${name}`, name: field, before: words(name, before), after: words(name, after) });
    }
  }
  if (changes.length === 0) return <Typography>{t('admin.versions.noDifferences')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="version-differences">
      {changes.map((change) => (
        <FieldDifference key={change.key} name={change.name} before={change.before} after={change.after} />
      ))}
    </Box>
  );
}

function VersionItem({
  type,
  version,
  list,
  busy,
  onRestore,
}: {
  type: VersionedType;
  version: RecordVersion;
  list: VersionList;
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
        {open && <Differences type={type} version={version} list={list} />}
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
                    list={loaded.list}
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
