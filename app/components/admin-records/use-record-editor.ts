// The edit state of a single-record page whose form sends files (director message, partner profile):
// - the form (useZodForm) with the saved record's values, and `fieldProps` for its fields (field-text.ts);
// - the saved record, and read-only or edit mode; with no record yet the page opens in edit mode for those who
//   may edit (the roles of `page.access`);
// - clear(): back to the last saved values (or blank), and no chosen file (the page's `resetFiles`, and
//   `fileKey` changes so the upload fields start afresh); cancel(): the same, and back to read-only;
// - onSubmit(body): Save sends POST when there is no record yet and PUT /{id} otherwise; the answer becomes the
//   saved record, the form shows its values and read-only mode returns with the area's 'saved' notice. A
//   failure is logged and shown (the server's field messages beside the fields, else its reason under the
//   area's 'saveFailed' sentence).
//   const editor = useRecordEditor(PAGE, { initial, schema, valuesOf, resetFiles: () => setImage(null) });
//   const submit = editor.onSubmit(() => (valid ? { form: body, withFiles } : null));
//   <EditableRecord editor={editor} onSubmit={submit} ...> (record-frame.tsx)
import { useState } from 'react';
import type { ZodType } from 'zod';
import { allows, type Role } from '../../../common/permissions.ts';
import { inArea, useT, type Area, type MessageKey } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../admin/admin-context.ts';
import { useNotice } from '../admin/notice.tsx';
import { useSaveForm } from '../admin/use-save-form.ts';
import { useReason, useZodForm, type FormValues } from '../admin/use-zod-form.ts';
import { useFieldProps } from './field-text.ts';

/** The texts every single-record page has, by these names in its area of the messages. */
export type RecordKeys = 'title' | 'edit' | 'saved' | 'saveFailed';

/**
 * What a single-record page is: its texts (`area`), where its record is saved, who may change it, and what
 * goes to the console when a fetch or a save fails. The fetch failure's sentence is the area's 'fetchFailed'
 * unless `fetchFailed` names another.
 */
export type RecordPageConfig<Extra extends string = never> = {
  path: string;
  access: readonly Role[];
  logs: { fetch: string; save: string };
} & (
  | { area: Area<RecordKeys | Extra | 'fetchFailed'>; fetchFailed?: undefined }
  | { area: Area<RecordKeys | Extra>; fetchFailed: MessageKey }
);

export interface RecordEditorOptions<T, V, Out> {
  initial: T | null;
  schema: ZodType<Out>;
  /** The form's values of a record, or blank ones for null. */
  valuesOf: (record: T | null) => V;
  /** Puts the page's chosen files back to a record's (or none for null). */
  resetFiles: (record: T | null) => void;
}

export function useRecordEditor<T extends { _id: string }, V extends FormValues, Out>(
  page: RecordPageConfig<'createIntro'>,
  { initial, schema, valuesOf, resetFiles }: RecordEditorOptions<T, V, Out>,
) {
  const { t } = useT();
  const form = useZodForm<V, Out>(schema, valuesOf(initial));
  const fieldProps = useFieldProps(form);
  const [fileKey, setFileKey] = useState(0);
  const user = useAdminUser();
  const notify = useNotice();
  const reason = useReason();
  const save = useSaveForm<{ reason: string | null }>();
  const canEdit = allows(page.access, user.role);
  const [saved, setSaved] = useState<T | null>(initial);
  const [editing, setEditing] = useState(!initial && canEdit);

  const resetTo = (record: T | null) => {
    form.reset(valuesOf(record));
    resetFiles(record);
    setFileKey((k) => k + 1);
  };

  const clear = () => {
    resetTo(saved);
    save.setFailure(null);
  };

  /** The form's submit handler; `body` answers what to send, or null when the form is not valid. */
  const onSubmit = (body: () => { form: FormData; withFiles: boolean } | null) =>
    save.onSubmit(async () => {
      const sent = body();
      if (!sent) return;
      const result = await save.store<T>(page.path, saved?._id, sent);
      if (result.ok) {
        setSaved(result.data);
        resetTo(result.data);
        setEditing(false);
        notify(t(inArea(page.area, 'saved')));
        return;
      }
      if (result.status === 401) return;
      console.error(page.logs.save, result.status, result.error.message);
      const onField = form.serverErrors(result.error);
      save.setFailure({ reason: onField ? null : reason(result) });
    });

  return {
    page,
    form,
    fieldProps,
    fileKey,
    saved,
    canEdit,
    editing,
    saving: save.saving,
    progress: save.progress,
    failure: save.failure,
    edit: () => setEditing(true),
    /** A version was restored (versions-dialog.tsx): the answer is the record as saved. */
    restored: (record: unknown) => {
      setSaved(record as T);
      resetTo(record as T);
    },
    clear,
    cancel: () => {
      clear();
      setEditing(false);
    },
    onSubmit,
  };
}
