// The edit state of a single-record page whose form sends files (director message, partner profile):
// - the saved record, and read-only or edit mode; with no record yet the page opens in edit mode for those who
//   may edit;
// - clear(): back to the last saved values (or blank); cancel(): the same, and back to read-only;
// - onSubmit(body): Save sends POST when there is no record yet and PUT /{id} otherwise; the answer becomes the
//   saved record, the form shows its values and read-only mode returns. A failure is logged and shown (the
//   server's field messages beside the fields, else its reason under the page's sentence).
//   const editor = useRecordEditor({ initial, canEdit, path: '/api/partners', form, resetTo, savedText, failureLog });
//   const submit = editor.onSubmit(() => (valid ? { form: body, withFiles } : null));
//   <EditableRecord editor={editor} onSubmit={submit} ...> (record-frame.tsx)
import { useState } from 'react';
import type { ApiError } from '../../../common/api-types.ts';
import { useNotice } from '../admin/notice.tsx';
import { useSaveForm } from '../admin/use-save-form.ts';
import { useReason } from '../admin/use-zod-form.ts';

export interface RecordEditorOptions<T> {
  initial: T | null;
  canEdit: boolean;
  /** The collection's path, e.g. '/api/partners'. */
  path: string;
  form: { serverErrors: (error: ApiError) => boolean };
  /** Puts the form (its values and chosen files) back to a record's values, or blank for null. */
  resetTo: (record: T | null) => void;
  /** The notice after a save. */
  savedText: string;
  /** Written to the console with the status and reason when a save fails. */
  failureLog: string;
}

export function useRecordEditor<T extends { _id: string }>({
  initial,
  canEdit,
  path,
  form,
  resetTo,
  savedText,
  failureLog,
}: RecordEditorOptions<T>) {
  const notify = useNotice();
  const reason = useReason();
  const save = useSaveForm<{ reason: string | null }>();
  const [saved, setSaved] = useState<T | null>(initial);
  const [editing, setEditing] = useState(!initial && canEdit);

  const clear = () => {
    resetTo(saved);
    save.setFailure(null);
  };

  /** The form's submit handler; `body` answers what to send, or null when the form is not valid. */
  const onSubmit = (body: () => { form: FormData; withFiles: boolean } | null) =>
    save.onSubmit(async () => {
      const sent = body();
      if (!sent) return;
      const result = await save.store<T>(path, saved?._id, sent);
      if (result.ok) {
        setSaved(result.data);
        resetTo(result.data);
        setEditing(false);
        notify(savedText);
        return;
      }
      if (result.status === 401) return;
      console.error(failureLog, result.status, result.error.message);
      const onField = form.serverErrors(result.error);
      save.setFailure({ reason: onField ? null : reason(result) });
    });

  return {
    saved,
    canEdit,
    editing,
    saving: save.saving,
    progress: save.progress,
    failure: save.failure,
    edit: () => setEditing(true),
    clear,
    cancel: () => {
      clear();
      setEditing(false);
    },
    onSubmit,
  };
}
