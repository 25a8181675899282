// The edit state of a single-record page (director message, partner profile) on its admin form (admin-form.ts):
// - the saved record, and read-only or edit mode; with no record yet the page opens in edit mode for those who
//   may edit (the roles of `page.access`); leaving with unsaved changes asks only while editing;
// - clear(): back to the last saved values (or blank), files and languages too; cancel(): the same, and back to
//   read-only;
// - submit(body?): Save sends POST when there is no record yet and PUT /{id} otherwise (with the record's
//   languages, whose answer carries them: ?with=translations); the answer becomes the saved record, the form shows
//   its values and read-only mode returns with the area's 'saved' notice. A failure is logged and shown (the
//   server's field messages beside the fields, else its reason under the area's 'saveFailed' sentence).
//   const editor = useRecordEditor(PAGE, { initial, translated, schema, valuesOf, labels });
//   <EditableRecord editor={editor} onSubmit={editor.submit()} ...> (record-frame.tsx)
import { useState } from 'react';
import type { ZodType } from 'zod';
import { API_ACCESS, allows, type Role } from '../../../common/permissions.ts';
import type { TranslatableType } from '../../../common/resources/index.ts';
import { inArea, useT, type Area, type MessageKey } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../admin/admin-context.ts';
import {
  useAdminForm,
  type AdminFormOptions,
  type FormValues,
  type SaveOptions,
  type ValuesFor,
} from '../admin/admin-form.ts';
import { useReason } from '../admin/error-text.ts';
import { useOutdatedNotice } from '../admin/outdated-notice.ts';
import { RecordError } from './record-frame.tsx';

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
  /** The record's translatable texts: its type and its taller fields in the language tabs. */
  translate?: TranslateOptions;
} & (
  | { area: Area<RecordKeys | Extra | 'fetchFailed'>; fetchFailed?: undefined }
  | { area: Area<RecordKeys | Extra>; fetchFailed: MessageKey }
);

/** A translated record's type, and how many lines tall its longer texts start. */
export interface TranslateOptions {
  type: TranslatableType;
  lines?: Record<string, number>;
}

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

export interface RecordEditorOptions<T, V extends FormValues, Out> {
  initial: T | null;
  schema: ZodType<Out>;
  /** The form's values of a record, or blank ones for null. */
  valuesOf: (record: T | null) => ValuesFor<V, Out>;
  labels: AdminFormOptions<V, Out>['labels'];
  /** The record as read with ?with=translations, when the page's record is translated (null: not available). */
  translated?: object | null;
}

export function useRecordEditor<T extends { _id: string }, V extends FormValues, Out>(
  page: RecordPageConfig<'createIntro'>,
  { initial, schema, valuesOf, labels, translated }: RecordEditorOptions<T, V, Out>,
) {
  const { t } = useT();
  const user = useAdminUser();
  const notify = useOutdatedNotice();
  const reason = useReason();
  const canEdit = allows(page.access, user.role);
  const [saved, setSaved] = useState<T | null>(initial);
  const [editing, setEditing] = useState(!initial && canEdit);
  const form = useAdminForm<V, Out>({
    schema,
    values: valuesOf(initial),
    labels,
    // Without the translated read (it failed) a stored record shows no language tabs (as before).
    translate: page.translate && { ...page.translate, record: initial ? translated : null },
    warn: editing,
  });

  const resetTo = (record: T | null) => form.reset(valuesOf(record), record);
  const clear = () => {
    resetTo(saved);
    form.setFailure(null);
  };

  /** The form's submit handler; `body` adds what the checked data and the chosen files do not carry. */
  const submit = (body?: SaveOptions<T, Out, V>['body']) =>
    form.save<T>({
      path: page.path,
      id: saved?._id,
      query: form.translations.enabled ? '?with=translations' : '',
      body,
      saved: (record) => {
        setSaved(record);
        resetTo(record);
        setEditing(false);
        notify(t(inArea(page.area, 'saved')), record);
      },
      log: page.logs.save,
      failed: (result, onField) => (
        <RecordError text={t(inArea(page.area, 'saveFailed'))} reason={onField ? null : reason(result)} />
      ),
    });

  return {
    page,
    form,
    saved,
    canEdit,
    editing,
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
    submit,
  };
}
