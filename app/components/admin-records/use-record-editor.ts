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
// A page whose record is translated (`page.translate`, docs/decisions/021) validates with editor.validate() (the
// original, then each language's tab); the languages go with the same Save, whose answer carries them
// (?with=translations). `translated`: the record as read with ?with=translations (null: not available).
import { useState } from 'react';
import type { ZodType } from 'zod';
import { API_ACCESS, allows, type Role } from '../../../common/permissions.ts';
import type { TranslatableType } from '../../../common/resources/index.ts';
import { inArea, useT, type Area, type MessageKey } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../admin/admin-context.ts';
import { useNotice } from '../admin/notice.tsx';
import { useSaveForm } from '../admin/use-save-form.ts';
import { useReason, useZodForm, type FormValues } from '../admin/use-zod-form.ts';
import type { TranslateOptions } from '../admin/resource-form.tsx';
import { useTranslations } from '../admin/use-translations.ts';
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
  /** The record's translatable texts: its type and the fields' labels in the language tabs. */
  translate?: TranslateOptions;
} & (
  | { area: Area<RecordKeys | Extra | 'fetchFailed'>; fetchFailed?: undefined }
  | { area: Area<RecordKeys | Extra>; fetchFailed: MessageKey }
);

/**
 * A single-record page's config from its API resource: the record is saved at `/api/<resource>`, those who may
 * write the resource may change it, and with `translate` its texts have language tabs of the same type.
 */
export function singleRecordPage<R extends 'directorMessage' | 'partners' | 'schoolSettings', Extra extends string>(
  resource: R,
  page: Omit<RecordPageConfig<Extra>, 'path' | 'access' | 'translate'> & {
    translate?: R extends TranslatableType ? Omit<TranslateOptions, 'type'> : never;
  },
): RecordPageConfig<Extra> {
  const { translate, ...rest } = page;
  return {
    ...rest,
    path: `/api/${resource}`,
    access: API_ACCESS[resource].write,
    ...(translate ? { translate: { ...translate, type: resource as TranslatableType } } : {}),
  } as RecordPageConfig<Extra>;
}

export interface RecordEditorOptions<T, V, Out> {
  initial: T | null;
  schema: ZodType<Out>;
  /** The form's values of a record, or blank ones for null. */
  valuesOf: (record: T | null) => V;
  /** Puts the page's chosen files back to a record's (or none for null). */
  resetFiles: (record: T | null) => void;
  /** The record as read with ?with=translations, when the page's record is translated. */
  translated?: object | null;
}

export function useRecordEditor<T extends { _id: string }, V extends FormValues, Out>(
  page: RecordPageConfig<'createIntro'>,
  { initial, schema, valuesOf, resetFiles, translated }: RecordEditorOptions<T, V, Out>,
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
  // Without the translated read (it failed) a stored record shows no language tabs (as before).
  const translations = useTranslations(page.translate?.type ?? null, initial ? translated : null);

  const resetTo = (record: T | null) => {
    form.reset(valuesOf(record));
    translations.reset(record);
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
      if ('form' in sent) for (const [key, value] of Object.entries(translations.body())) sent.form.set(key, value);
      const query = translations.enabled ? '?with=translations' : '';
      const result = await save.store<T>(page.path, saved?._id, sent, query);
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
      translations.serverErrors(result.error);
      save.setFailure({ reason: onField ? null : reason(result) });
    });

  return {
    page,
    form,
    fieldProps,
    translations,
    /** Checks the form's fields, then each language's (its tab shown where one is wrong); null when not valid. */
    validate: () => translations.check(() => form.validate()),
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
