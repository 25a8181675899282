// Documents admin (/admin/Documents; Admin): the downloadable documents of /resource/JoiningForm and
// /resource/curriculum.
// - View mode: the uploaded documents ('No documents uploaded yet.') with a download button each, and
//   'Edit / Add Documents'.
// - Edit mode: a form (type: School Fee, Joining Instruction, Exam Schedule, Timetable, Curriculum, Other; a
//   name for Other; description; a .pdf, .doc or .docx file) whose 'Add Document' queues the document in the
//   page ('Please complete all required fields.' when something is missing); the 'Added Documents (n)' list
//   (each can be removed again); 'Save All Documents' sends them one by one (POST, or PUT for a change to an
//   uploaded document) with a progress bar each. An empty list gives 'Add at least one document.'; a new
//   document without a file 'File upload is required for document: {name or category}'. When all are saved:
//   'All documents saved successfully!', the list is emptied and view mode returns. A document that fails
//   ('Failed to upload/update document: {category}') stays in the list, so nothing typed is lost.
// - The uploaded documents can be changed (into the form, then queued as a change) or deleted (after a
//   confirmation; 'Failed to delete document'); downloads report 'Failed to download file', 'Failed to fetch
//   file' or 'Download failed: {reason}'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { DocumentItem, TranslationsField } from '../../../common/api-types.ts';
import type { Lang } from '../../i18n/languages.ts';
import { TranslationTabs } from '../../components/admin/translation-tabs.tsx';
import { useOutdatedNotice } from '../../components/admin/outdated-notice.ts';
import { DOCUMENT_TYPES, LIMITS } from '../../../common/constants.ts';
import { documentSchema, documents } from '../../../common/resources/documents.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { formatSchoolTime } from '../../components/admin/format.ts';
import {
  AdminPage,
  EditDeleteButtons,
  EmptyState,
  GridList,
  Loading,
  LoadError,
} from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { formatBytes } from '../../components/admin/upload-field.tsx';
import { adminGet, useAdminApi, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { apiSend } from '../../lib/api-client.ts';
import { useDeleteItem } from '../../components/admin/use-delete-item.ts';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason, type FormMessages } from '../../components/admin/error-text.ts';
import { FormInputs, PictureField, TextInput, useFormValues } from '../../components/admin/form-fields.tsx';
import { displayName, downloadDocument, typeName } from '../../components/admin-records/documents.ts';
import { SectionTitle } from '../../components/admin-records/record-frame.tsx';
import { ORDER_ATTRIBUTE, dropMark, useListOrder } from '../../components/admin/list-order.tsx';
import { SelectBox, useBulk } from '../../components/admin/bulk-actions.tsx';
import type { Route } from './+types/documents.ts';

/** Spec section 5: one sentence for every missing or unknown field of the document form. */
const DOCUMENT_MESSAGES: FormMessages = {
  'category.required': 'admin.validation.completeFields',
  'category.invalid': 'admin.validation.completeFields',
  'documentName.required': 'admin.validation.completeFields',
  'description.required': 'admin.validation.completeFields',
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.documents', noindex: true });

export function clientLoader() {
  return { documents: adminGet<DocumentItem[]>('documents', '/api/documents') };
}

interface QueueEntry {
  key: number;
  /** Set for a change to an uploaded document (PUT); null for a new one (POST). */
  id: string | null;
  category: string;
  documentName: string;
  description: string;
  file: File | null;
  /** The languages' form fields (originalLang, translations) as the Save sends them. */
  languages: Record<string, string>;
  progress: number | null;
  error: string | null;
}

let nextKey = 1;

function useDownload() {
  const { t } = useT();
  const notify = useNotice();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (doc: DocumentItem) => {
    setBusy(doc._id);
    const outcome = await downloadDocument(doc);
    setBusy(null);
    if (outcome.ok) return;
    console.error('Document download failed', outcome);
    notify(
      outcome.key === 'adminRecords.documents.downloadError'
        ? t(outcome.key, { reason: t('admin.errors.network') })
        : t(outcome.key),
      'error',
    );
  };
  return { download, busy };
}

function StoredDocuments({
  promise,
  editing,
  onEdit,
  onDeleted,
}: {
  promise: Promise<AdminResult<DocumentItem[]>>;
  editing: boolean;
  onEdit: (doc: DocumentItem) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, lang } = useT();
  const result = useLoaded(promise);
  const deleteItem = useDeleteItem();
  const notify = useNotice();
  const { download, busy } = useDownload();
  // The documents pages list them in this order (issue 38).
  const order = useListOrder({
    path: '/api/documents',
    items: result.ok ? result.data : [],
    name: (doc) => displayName(t, doc),
  });

  // Several at once while editing: to the trash, or another type (Other needs a name of its own, so not here).
  const bulk = useBulk({
    path: '/api/documents',
    items: result.ok ? result.data : [],
    name: (doc) => displayName(t, doc),
    categories: DOCUMENT_TYPES.filter((type) => type !== 'Other'),
  });

  if (!result.ok) return <LoadError failure={result} text={t('adminRecords.documents.fetchFailed')} />;
  const documents = result.data;
  if (documents.length === 0) return <EmptyState text={t('adminRecords.documents.empty')} />;

  const remove = async (doc: DocumentItem) => {
    // Spec section 5: a stored document is deleted only by its 24-character id.
    if (doc._id?.length !== 24) {
      notify(t('adminRecords.documents.invalidId'), 'error');
      return;
    }
    await deleteItem(`/api/documents/${doc._id}`, {
      undoable: true,
      question: t('adminRecords.documents.confirmDelete'),
      deleted: t('adminRecords.documents.deleted'),
      failed: t('adminRecords.documents.deleteFailed'),
      log: 'Failed to delete document',
      onDeleted: () => onDeleted(doc._id),
    });
  };

  return (
    <>
      {order.status}
      {editing && bulk.bar}
      <GridList
        label={t('adminRecords.documents.listLabel')}
        gap={1.5}
        columns={{ xs: '1fr', lg: editing ? '1fr' : 'repeat(2, minmax(0, 1fr))' }}
      >
        {documents.map((doc, index) => {
          const name = displayName(t, doc);
          const place = order.slot(doc, index);
          const info = [
            doc.fileType ? doc.fileType.toUpperCase() : null,
            doc.fileSize ? formatBytes(doc.fileSize, lang) : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Paper
              component="li"
              key={doc._id}
              variant="outlined"
              data-testid="stored-document"
              {...{ [ORDER_ATTRIBUTE]: doc._id }}
              sx={{
                ...dropMark(place),
                p: 2,
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'auto minmax(0, 1fr)',
                  sm: editing ? 'auto minmax(0, 1fr)' : 'auto minmax(0, 1fr) auto',
                },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  bgcolor: '#e0f2f1',
                  color: 'primary.dark',
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                }}
              >
                <DescriptionIcon />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                {doc.category === 'Other' && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {typeName(t, doc.category)}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {doc.description}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {[
                    info,
                    t('adminRecords.documents.uploadedOn', {
                      date: formatSchoolTime(doc.createdAt, lang, { zone: true }),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  gap: 0.5,
                  alignItems: 'center',
                  justifyContent: 'flex-end',
                  flexWrap: 'wrap',
                  gridColumn: { xs: '1 / -1', sm: editing ? '1 / -1' : 'auto' },
                }}
              >
                {editing && <SelectBox selection={bulk.selection(doc)} />}
                {editing && place.controls}
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => download(doc)}
                  disabled={busy === doc._id}
                  aria-label={t('adminRecords.documents.downloadItem', { name })}
                >
                  {t('adminRecords.documents.download')}
                </Button>
                {editing && (
                  <EditDeleteButtons
                    name={name}
                    area="adminRecords.documents"
                    onEdit={() => onEdit(doc)}
                    onDelete={() => remove(doc)}
                  />
                )}
              </Box>
            </Paper>
          );
        })}
      </GridList>
    </>
  );
}

const EMPTY = { category: '', documentName: '', description: '', file: null as File | null };

/** The form that queues a new document, or a change to an uploaded one. */
function DocumentForm({
  editing,
  onQueue,
  onStopEditing,
  disabled,
}: {
  editing: DocumentItem | null;
  onQueue: (entry: Omit<QueueEntry, 'key' | 'progress' | 'error'>) => void;
  onStopEditing: () => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const headingId = useId();
  const form = useAdminForm({
    schema: documentSchema,
    values: editing
      ? {
          ...EMPTY,
          category: editing.category,
          documentName: editing.documentName ?? '',
          description: editing.description,
        }
      : EMPTY,
    labels: documents.labels,
    messages: DOCUMENT_MESSAGES,
    translate: { type: 'documents', record: editing },
    // A new document needs its file; a change keeps the stored one.
    check: ({ file }) => ({ file: !editing && !file && 'admin.validation.completeFields' }),
  });
  const { category } = useFormValues(form);

  // Changing an uploaded document starts at its first field.
  useEffect(() => {
    if (editing) document.getElementById(form.idFor('category'))?.focus();
    // Once, when the form opens: later changes of the form must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = form.onValid((data, values) => {
    onQueue({
      id: editing?._id ?? null,
      category: data.category,
      documentName: data.category === 'Other' ? data.documentName : '',
      description: data.description,
      file: values.file,
      languages: form.translations.body(),
    });
    form.reset(EMPTY);
    if (editing) onStopEditing();
    else document.getElementById(form.idFor('category'))?.focus();
  });
  // The one sentence of spec section 5 is said once, above the buttons; the fields are only marked.
  const quiet = t('admin.validation.completeFields');
  /** What each text field of the form has. */
  const textField = { form, quiet, required: true, disabled };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={add} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SectionTitle id={headingId}>
          {editing
            ? t('adminRecords.documents.formTitleEdit', { name: displayName(t, editing) })
            : t('adminRecords.documents.formTitleNew')}
        </SectionTitle>
        <TranslationTabs form={form}>
          <FormInputs
            form={form}
            inputs={{
              category: (
                <TextInput {...textField} name="category" choice>
                  <option value="">{t('adminRecords.documents.chooseType')}</option>
                  {DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {typeName(t, type)}
                    </option>
                  ))}
                </TextInput>
              ),
              // A name of its own only for the type 'Other'.
              documentName: category === 'Other' && <TextInput {...textField} name="documentName" max={LIMITS.short} />,
              description: <TextInput {...textField} name="description" lines={2} max={LIMITS.medium} />,
              file: (
                <>
                  <PictureField
                    form={form}
                    name="file"
                    kind="document"
                    quiet={quiet}
                    currentUrl={editing?.fileUrl ?? null}
                    required={!editing}
                  />
                  {editing && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
                      {t('adminRecords.documents.fileKept')}
                    </Typography>
                  )}
                </>
              ),
            }}
          />
        </TranslationTabs>
        {Object.keys(form.errors).length > 0 && (
          <Alert severity="error" role="alert">
            {t('adminRecords.documents.incomplete')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {editing && (
            <Button onClick={onStopEditing} disabled={disabled}>
              {t('adminRecords.documents.stopEditing')}
            </Button>
          )}
          <Button type="submit" variant="contained" color="secondary" disabled={disabled}>
            {editing ? t('adminRecords.documents.addChanges') : t('adminRecords.documents.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function QueueList({
  queue,
  saving,
  onRemove,
  onSave,
  problem,
}: {
  queue: QueueEntry[];
  saving: boolean;
  onRemove: (key: number) => void;
  onSave: () => void;
  problem: string | null;
}) {
  const { t, lang } = useT();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <SectionTitle id={headingId}>{t('adminRecords.documents.queueTitle', { count: queue.length })}</SectionTitle>
      {queue.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('adminRecords.documents.queueEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {queue.map((entry) => {
            const name = displayName(t, entry);
            return (
              <Box
                component="li"
                key={entry.key}
                data-testid="queued-document"
                sx={{ border: 1, borderColor: entry.error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        label={
                          entry.id ? t('adminRecords.documents.queueChange') : t('adminRecords.documents.queueNew')
                        }
                        color={entry.id ? 'default' : 'primary'}
                      />
                      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {name}
                      </Typography>
                    </Box>
                    <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {entry.description}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {entry.file
                        ? `${entry.file.name} (${formatBytes(entry.file.size, lang)})`
                        : t('adminRecords.documents.keepsFile')}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={t('adminRecords.documents.removeQueued', { name })}
                    onClick={() => onRemove(entry.key)}
                    disabled={saving}
                    size="small"
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
                {entry.progress !== null && (
                  <Box sx={{ mt: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={entry.progress}
                      aria-label={t('adminRecords.documents.progress', { name })}
                    />
                    <Typography variant="caption" role="status">
                      {t('admin.upload.uploading', { percent: entry.progress })}
                    </Typography>
                  </Box>
                )}
                {entry.error && (
                  <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
                    {entry.error}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          {saving ? t('adminRecords.common.saving') : t('adminRecords.documents.saveAll')}
        </Button>
      </Box>
    </Paper>
  );
}

export default function DocumentsAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const reason = useReason();
  const { send } = useAdminApi();
  const notify = useNotice();
  const savedNotice = useOutdatedNotice();
  const revalidator = useRevalidator();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [queue, setQueue] = useState<QueueEntry[]>([]);
  const [editing, setEditing] = useState<DocumentItem | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const firstMode = useRef(true);
  const heading = useRef<HTMLDivElement>(null);
  // `?edit=<id>` (the dashboard's link to an outdated translation) opens that document's form.
  const [address] = useSearchParams();
  const editId = address.get('edit');
  useEffect(() => {
    if (!editId) return;
    let current = true;
    void loaderData.documents.then((read) => {
      const doc = read.ok ? read.data.find((item) => item._id === editId) : undefined;
      if (!current || !doc) return;
      setMode('edit');
      void editDocument(doc);
    });
    return () => {
      current = false;
    };
  }, [editId, loaderData.documents]);

  // A change of mode moves the focus to the top of the new view.
  useEffect(() => {
    if (firstMode.current) {
      firstMode.current = false;
      return;
    }
    const h1 = heading.current?.querySelector<HTMLElement>('h1');
    h1?.setAttribute('tabindex', '-1');
    h1?.focus();
  }, [mode]);

  /** Opens a stored document's form with its languages (its name and description are translated: decision 029). */
  async function editDocument(doc: DocumentItem) {
    const read = await apiSend<DocumentItem>(`/api/documents/${doc._id}?with=translations`);
    setEditing(read.ok ? read.data : doc);
  }

  const queueEntry = (entry: Omit<QueueEntry, 'key' | 'progress' | 'error'>) => {
    setProblem(null);
    setQueue((q) => [
      ...q.filter((e) => !entry.id || e.id !== entry.id),
      { ...entry, key: nextKey++, progress: null, error: null },
    ]);
  };

  const setEntry = (key: number, change: Partial<QueueEntry>) =>
    setQueue((q) => q.map((e) => (e.key === key ? { ...e, ...change } : e)));

  async function saveAll() {
    if (saving) return;
    setProblem(null);
    if (queue.length === 0) {
      setProblem(t('adminRecords.documents.addOne'));
      return;
    }
    const missing = queue.find((entry) => !entry.id && !entry.file);
    if (missing) {
      setProblem(t('adminRecords.documents.fileRequired', { name: displayName(t, missing) }));
      return;
    }
    setSaving(true);
    const failed: QueueEntry[] = [];
    /** The languages of the translations the saves left outdated, one per translation. */
    const outdated: Lang[] = [];
    let ended = false;
    for (const entry of queue) {
      if (ended) {
        failed.push(entry);
        continue;
      }
      const body = new FormData();
      body.set('category', entry.category);
      if (entry.category === 'Other') body.set('documentName', entry.documentName);
      body.set('description', entry.description);
      if (entry.file) body.set('file', entry.file);
      for (const [key, value] of Object.entries(entry.languages)) body.set(key, value);
      setEntry(entry.key, { progress: 0, error: null });
      // A change is answered with the translations it left outdated (a new document has none).
      const address = entry.id ? `/api/documents/${entry.id}?with=translations` : '/api/documents';
      const result = await send<DocumentItem & TranslationsField>(address, {
        method: entry.id ? 'PUT' : 'POST',
        form: body,
        onProgress: (percent) => setEntry(entry.key, { progress: percent }),
      });
      if (result.ok) {
        outdated.push(...(result.data.outdatedTranslations ?? []));
        setQueue((q) => q.filter((e) => e.key !== entry.key));
        continue;
      }
      if (result.status === 401) ended = true;
      console.error('Failed to upload/update document', entry.category, result.error.message);
      const message = t('adminRecords.documents.uploadFailed', { category: typeName(t, entry.category) });
      const error = `${message} (${reason(result)})`;
      failed.push({ ...entry, progress: null, error });
      setEntry(entry.key, { progress: null, error });
    }
    setSaving(false);
    setQueue(failed);
    void revalidator.revalidate();
    if (ended) return;
    if (failed.length === 0) {
      savedNotice(t('adminRecords.documents.allSaved'), { outdatedTranslations: outdated });
      setEditing(null);
      setMode('view');
    } else {
      notify(
        failed
          .map((entry) => t('adminRecords.documents.uploadFailed', { category: typeName(t, entry.category) }))
          .join(' · '),
        'error',
      );
      setProblem(t('adminRecords.documents.someFailed'));
    }
  }

  if (mode === 'view') {
    return (
      <Box ref={heading} sx={{ '& h1': { outline: 'none' } }}>
        <AdminPage
          title={t('adminRecords.documents.title')}
          actions={
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setMode('edit')}>
              {t('adminRecords.documents.editAdd')}
            </Button>
          }
        >
          <Typography sx={{ color: 'text.secondary' }}>{t('adminRecords.documents.intro')}</Typography>
          <Loading>
            <StoredDocuments
              promise={loaderData.documents}
              editing={false}
              onEdit={() => undefined}
              onDeleted={() => undefined}
            />
          </Loading>
        </AdminPage>
      </Box>
    );
  }

  return (
    <Box ref={heading} sx={{ '& h1': { outline: 'none' } }}>
      <AdminPage
        title={t('adminRecords.documents.editTitle')}
        actions={
          <Button variant="outlined" onClick={() => setMode('view')} disabled={saving}>
            {t('adminRecords.documents.backToView')}
          </Button>
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <DocumentForm
              key={editing?._id ?? 'new'}
              editing={editing}
              onQueue={queueEntry}
              onStopEditing={() => setEditing(null)}
              disabled={saving}
            />
            <QueueList
              queue={queue}
              saving={saving}
              onRemove={(key) => setQueue((q) => q.filter((e) => e.key !== key))}
              onSave={saveAll}
              problem={problem}
            />
          </Box>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('adminRecords.documents.storedTitle')}
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
          >
            <SectionTitle>{t('adminRecords.documents.storedTitle')}</SectionTitle>
            <Loading>
              <StoredDocuments
                promise={loaderData.documents}
                editing
                onEdit={(doc) => void editDocument(doc)}
                onDeleted={(id) => setQueue((q) => q.filter((e) => e.id !== id))}
              />
            </Loading>
          </Paper>
        </Box>
      </AdminPage>
    </Box>
  );
}
