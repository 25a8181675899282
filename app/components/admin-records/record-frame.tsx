// The frame of a single-record admin page (director message, partner profile, contact settings):
// a heading with the edit (pencil) button, read-only details, and the form buttons Clear, Cancel and Save.
// - <RecordPage area canEdit editing onEdit>: h1 (the area's 'title'), the pencil button (labelled with its
//   'edit') while read-only (only for roles that may edit), then the content. Leaving edit mode gives the focus back to the pencil button;
//   entering it moves the focus to the form's first field (`firstFieldId`: that field, or the first field
//   inside the element with that id).
// - <RecordButtons saving onClear onCancel>: Clear (back to the last saved values, or blank), Cancel
//   (the same, and back to read-only; hidden when there is nothing saved to go back to) and Save ('Saving...'
//   and blocked while it is sent).
// - <EditableRecord editor readOnly onSubmit>: a RecordPage driven by useRecordEditor (use-record-editor.tsx):
//   the read-only view (with the Versions button where the record keeps versions, versions-dialog.tsx), or the form in a panel with an intro while there is no record yet, the save failure
//   and the buttons.
// - <RecordForm area id onSubmit>: the form in its panel.
// - <RecordError text reason?>: a failure in red, with the reason below it.
// - <RecordLoader page promise editor translated?>: 'Loading...', then the page's editor with the first record
//   (or null) and, for a translated record, the same read with ?with=translations (its language tabs);
//   a failed fetch shows the heading, the error and Retry.
// - <DetailList items>: label and value pairs; empty values read 'Not set'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { use, useEffect, useId, useRef, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { inArea, useT, type Area } from '../../i18n/i18n.tsx';
import { FormButtons, Loading } from '../admin/list-page.tsx';
import { useLoaded, type AdminResult } from '../admin/use-admin-api.ts';
import type { AdminForm, FormValues } from '../admin/admin-form.ts';
import { TranslationTabs } from '../admin/translation-tabs.tsx';
import { VersionsButton, versionedTypeOf } from '../admin/versions-dialog.tsx';
import type { RecordPageConfig } from './use-record-editor.tsx';

export interface RecordPageProps {
  /** The page's heading ('title') and the pencil button's label ('edit'). */
  area: Area<'title' | 'edit'>;
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  /** The id of the form field to focus when edit mode starts. */
  firstFieldId?: string;
  children: ReactNode;
}

export function RecordPage({ area, canEdit, editing, onEdit, firstFieldId, children }: RecordPageProps) {
  const { t } = useT();
  const editLabel = t(inArea(area, 'edit'));
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (editing) {
      const el = firstFieldId ? document.getElementById(firstFieldId) : null;
      const target = el?.matches('input, textarea, select')
        ? el
        : el?.querySelector<HTMLElement>('input, textarea, select');
      target?.focus();
    } else {
      editButton.current?.focus();
    }
  }, [editing, firstFieldId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
          {t(inArea(area, 'title'))}
        </Typography>
        {canEdit && !editing && (
          <IconButton
            ref={editButton}
            onClick={onEdit}
            aria-label={editLabel}
            title={editLabel}
            color="primary"
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <EditIcon />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {editing ? t('adminRecords.common.editing') : canEdit ? t('adminRecords.common.readOnly') : ''}
      </Typography>
      {children}
    </Box>
  );
}

export function RecordButtons({
  saving,
  onClear,
  onCancel,
}: {
  saving: boolean;
  onClear: () => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  return (
    <FormButtons saving={saving} onCancel={onCancel} outlinedCancel>
      <Button onClick={onClear} disabled={saving}>
        {t('adminRecords.common.clear')}
      </Button>
    </FormButtons>
  );
}

/** A failure in red (role alert): the page's sentence, and below it the reason when there is one. */
export function RecordError({ text, reason }: { text: string; reason?: string | null }) {
  return (
    <Typography role="alert" sx={{ color: 'error.main', fontWeight: 500 }}>
      {text}
      {reason && (
        <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
          {reason}
        </Box>
      )}
    </Typography>
  );
}

/** What <EditableRecord> needs of useRecordEditor (use-record-editor.tsx). */
interface EditorState<V extends FormValues> {
  page: RecordPageConfig<'createIntro'>;
  saved: { _id: string } | null;
  canEdit: boolean;
  editing: boolean;
  form: AdminForm<V>;
  edit: () => void;
  restored: (record: unknown) => void;
  clear: () => void;
  cancel: () => void;
}

/**
 * A record page driven by useRecordEditor: `readOnly` until the pencil is pressed, then the form in a panel
 * (labelled with the area's 'edit') with its 'createIntro' while there is no record yet, the fields (the first
 * one gets the focus), the save failure (its 'saveFailed' and the reason) and Clear, Cancel and Save.
 */
export function EditableRecord<V extends FormValues>({
  editor,
  readOnly,
  onSubmit,
  children,
}: {
  editor: EditorState<V>;
  readOnly: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useT();
  const formId = useId();
  const { area } = editor.page;
  // The director's message and the partner profile keep earlier versions (contact settings do not).
  const versioned = versionedTypeOf(editor.page.path);
  return (
    <RecordPage
      area={area}
      canEdit={editor.canEdit}
      editing={editor.editing}
      onEdit={editor.edit}
      firstFieldId={formId}
    >
      {!editor.editing ? (
        <>
          {versioned && editor.saved && editor.canEdit && (
            <VersionsButton type={versioned} id={editor.saved._id} onRestored={editor.restored} />
          )}
          {readOnly}
        </>
      ) : (
        <RecordForm area={area} id={formId} onSubmit={onSubmit}>
          {!editor.saved && <Typography>{t(inArea(area, 'createIntro'))}</Typography>}
          <TranslationTabs form={editor.form}>{children}</TranslationTabs>
          {editor.form.failure}
          <RecordButtons saving={editor.form.saving} onClear={editor.clear} onCancel={editor.cancel} />
        </RecordForm>
      )}
    </RecordPage>
  );
}

interface RecordLoaderProps<T> {
  /** The page's texts (its heading also shows when the fetch fails) and its console log. */
  page: RecordPageConfig;
  promise: Promise<AdminResult<T | T[]>>;
  /** The page's own part, given the record (and the same read with ?with=translations, null when it failed). */
  editor: ComponentType<{ initial: T | null; translated?: T | null }>;
  /** The record read with ?with=translations, for a translated record's language tabs. */
  translated?: Promise<AdminResult<T | T[]>>;
}

/** A single-record page's data: 'Loading...' meanwhile, then the `editor` with the first record (or null). */
export function RecordLoader<T extends object>(props: RecordLoaderProps<T>) {
  return (
    <Loading>
      <LoadedRecord {...props} />
    </Loading>
  );
}

function LoadedRecord<T extends object>({ page, promise, editor: Editor, translated }: RecordLoaderProps<T>) {
  const { t } = useT();
  const result = useLoaded(promise);
  const withLanguages = translated ? use(translated) : null;
  const revalidator = useRevalidator();
  if (!result.ok) {
    if (result.status === 401) return null;
    console.error(page.logs.fetch, result.status, result.error.message);
    return (
      <RecordPage area={page.area} canEdit={false} editing={false} onEdit={() => undefined}>
        <Panel>
          <Typography role="alert" sx={{ color: 'error.main', mb: 2 }}>
            {t(page.fetchFailed === undefined ? inArea(page.area, 'fetchFailed') : page.fetchFailed)}
          </Typography>
          <Button variant="outlined" onClick={() => revalidator.revalidate()}>
            {t('admin.common.retry')}
          </Button>
        </Panel>
      </RecordPage>
    );
  }
  return (
    <Editor
      initial={firstRecord(result.data)}
      translated={withLanguages?.ok ? firstRecord(withLanguages.data) : null}
    />
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Keep line breaks of longer texts. */
  multiline?: boolean;
  /** Span the whole width. */
  wide?: boolean;
}

export function DetailList({ items }: { items: DetailItem[] }) {
  const { t } = useT();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        '& dd': { m: 0, mt: 0.25, overflowWrap: 'anywhere' },
        '& dt': { fontWeight: 500, color: 'text.secondary', fontSize: '0.875rem' },
      }}
    >
      {items.map((item) => {
        const empty = item.value === '' || item.value === null || item.value === undefined;
        return (
          <Box key={item.label} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
            <dt>{item.label}</dt>
            <Box
              component="dd"
              sx={{
                whiteSpace: item.multiline ? 'pre-line' : undefined,
                color: empty ? 'text.secondary' : 'text.primary',
                fontStyle: empty ? 'italic' : undefined,
              }}
            >
              {empty ? t('adminRecords.common.notSet') : item.value}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The form of a record page in its panel (labelled with the area's 'edit'); `id` names the form. */
export function RecordForm({
  area,
  id,
  gap = 2,
  onSubmit,
  children,
}: {
  area: Area<'edit'>;
  id: string;
  gap?: number;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Panel label={t(inArea(area, 'edit'))}>
      <Box
        component="form"
        id={id}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap }}
      >
        {children}
      </Box>
    </Panel>
  );
}

/** A white panel around a part of a record page. */
export function Panel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  );
}

/** A small heading inside a form or panel (h2). */
export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'primary.dark', mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Spec section 3: a single-record answer may be an object or a list; the first record is used. */
export function firstRecord<T extends object>(data: T | T[] | null | undefined): T | null {
  if (Array.isArray(data)) return data[0] ?? null;
  return data && typeof data === 'object' && '_id' in data ? data : null;
}
