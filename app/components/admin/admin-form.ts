// The one form of the admin (docs/decisions/026): React Hook Form over the shared zod schemas
// (common/resources/, common/schemas.ts), so the browser checks exactly what the server checks, with the same error codes.
//   const form = useAdminForm({ schema: gallerySchema, values: { title: '', image: null }, labels: {...} });
//   <TextInput form={form} name="title" required />               // form-fields.tsx: value, message, label, id
//   <form onSubmit={form.save({ path: '/api/gallery', id, saved, failed })}>   // check, send, answer
// - values: text fields as strings, pictures and files as File | null, lists as arrays. `labels` name each field
//   (its label, and the label its messages name on German and Kiswahili pages: error-text.ts).
// - check: the form's own rules beyond the schema (a required picture), each a message shown as written.
// - translate: the record's other languages (use-translations.ts), fields of this form under
//   `translations.<lang>.<field>`, sent with the same Save.
// - A failed check shows every message beside its field, the tab of the first one, and focuses the first bad
//   field; the server's `fields` land the same way (also a language's, in its tab). One submit at a time.
// - `dirty` (values differ from the last reset, or a language changed) warns before leaving (unsaved-changes.tsx)
//   unless `warn` is false.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { set, useForm, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiError } from '../../../common/api-types.ts';
import { issueCode, type FieldCode, type IssueLike } from '../../../common/error-codes.ts';
import type { TranslatableType } from '../../../common/resources/index.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { useFieldText, type FormMessages } from './error-text.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';
import { useAdminApi, type AdminFailure, type AdminResult } from './use-admin-api.ts';
import { ORIGINAL, translationValues, useTranslations } from './use-translations.ts';

export type FormValues = Record<string, unknown>;

/** A form's values: every field of its schema has one (a field added to the rules is missing until it has). */
export type ValuesFor<V extends FormValues, Out> = V & { [K in keyof Out]: unknown };

export interface AdminFormOptions<V extends FormValues, Out> {
  schema: ZodType<Out>;
  /** The values the form starts with (and that `dirty` compares with until the next reset). */
  values: ValuesFor<V, Out>;
  /** Each field's label. */
  labels: { [K in keyof V]: MessageKey };
  /** The form's own sentences for a field's code ('password.required'), in every language. */
  messages?: FormMessages;
  /** Rules the schema does not check: a message per field that breaks one (null or false: fine). */
  check?: (values: V) => Record<string, MessageKey | null | false>;
  /**
   * The record's translatable texts: its type, the record as read with ?with=translations, tall fields, and
   * fields of formatted text (drawn with the post editor, decision 030).
   */
  translate?: {
    type: TranslatableType;
    record: object | null | undefined;
    lines?: Record<string, number>;
    rich?: readonly string[];
  };
  /** Whether leaving with unsaved changes asks first (default true). */
  warn?: boolean;
}

export interface SaveOptions<T, Out, V> {
  /** POST `path` for a new record, PUT `path/{id}` for a stored one (or PUT `path` with method 'PUT'). */
  path: string;
  id?: string | null;
  method?: 'PUT';
  /** Added to the address (e.g. '?with=translations'). */
  query?: string;
  /** JSON of the checked data instead of multipart. */
  json?: boolean;
  /** What a multipart body carries beyond the checked data, the chosen files and the languages. */
  body?: (body: FormData, data: Out, values: V) => void;
  saved: (answer: T) => void;
  /** What the form says after a failure (not after a 401: the session has ended); onField: a field got a message. */
  failed: (failure: AdminFailure, onField: boolean) => ReactNode;
  /** Written to the console with the failure. */
  log?: string;
}

/** The text fields `keys` of a record (or of none yet) as a form's values: '' where one has none. */
export function textValues<K extends string>(
  record: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}

/** The paths of the fields that have a message ('title', 'translations.de.title'). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix + key;
    return typeof (value as FieldError).message === 'string' ? [path] : errorPaths(value as FieldErrors, `${path}.`);
  });
}

/** The checked data, the chosen files and more, as a multipart body (lists and objects as JSON). */
function multipart(data: object, values: FormValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    body.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, value] of Object.entries(values)) if (value instanceof File) body.set(key, value);
  return body;
}

export function useAdminForm<V extends FormValues, Out>(options: AdminFormOptions<V, Out>) {
  const { t } = useT();
  const formId = useId();
  const { send } = useAdminApi();
  const describe = useFieldText(options.messages);
  const translate = options.translate;
  const [defaults] = useState(() => ({
    ...options.values,
    translations: translationValues(translate?.type ?? null, translate?.record),
  }));
  // The resolver reads the options of the last render (a new `check` closure, the languages kept now).
  const latest = useRef({ options, describe, translations: null as unknown as ReturnType<typeof useTranslations> });
  const resolver = useCallback<Resolver<FieldValues>>(
    (values) => {
      const { options, describe, translations } = latest.current;
      const errors: Record<string, FieldError> = {};
      const add = (path: string, issue: IssueLike, input: unknown) => {
        if (errors[path]) return;
        const code: FieldCode = issueCode(issue, input);
        const field = path.split('.').at(-1) ?? path;
        const labelKey = options.labels[field as keyof V] as MessageKey | undefined;
        const label = labelKey ? t(labelKey) : '';
        const max = issue.code === 'too_big' && 'maximum' in issue ? Number(issue.maximum) : undefined;
        errors[path] = { type: code, message: describe({ field, code, sentence: issue.message, label, max }) };
      };
      const result = options.schema.safeParse(values);
      // A field's problems are its own whatever part of it they concern (an entry of a list), as the server says.
      if (!result.success) for (const issue of result.error.issues) add(String(issue.path[0] ?? 'root'), issue, values);
      translations.validate(values, add);
      for (const [name, key] of Object.entries(options.check?.(values as V) ?? {}))
        if (key && !errors[name]) errors[name] = { type: 'invalid', message: t(key) };
      if (result.success && Object.keys(errors).length === 0) return { values: result.data as FieldValues, errors: {} };
      const nested: FieldErrors = {};
      for (const [path, error] of Object.entries(errors)) set(nested, path, error);
      return { values: {}, errors: nested };
    },
    [t],
  );
  const rhf = useForm<FieldValues>({ defaultValues: defaults, resolver, shouldFocusError: false });
  const translations = useTranslations(rhf, translate?.type ?? null, translate?.record);
  useEffect(() => {
    latest.current = { options, describe, translations };
  });

  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  /** Counts resets, so that parts keeping their own state (the upload fields) start afresh. */
  const [resets, setResets] = useState(0);
  const inFlight = useRef(false);
  const dirty = rhf.formState.isDirty || translations.dirty;
  useUnsavedChanges((options.warn ?? true) && dirty);

  const idFor = useCallback((name: string) => `${formId}-${name}`, [formId]);
  /** A field's label in the page's language ('' for a name the form does not label). */
  const label = (name: keyof V & string) => (options.labels[name] ? t(options.labels[name]) : '');

  /** Shows the tab of the first message (the original's before any language's) and focuses its first bad field. */
  const showErrors = (paths: string[]) => {
    let shown = paths;
    const tr = latest.current.translations;
    if (tr.enabled) {
      const own = paths.filter((path) => !path.startsWith('translations.'));
      const lang = LANGUAGES.find((l) => paths.some((path) => path.startsWith(`translations.${l}.`)));
      const tab = own.length || !lang ? ORIGINAL : lang;
      shown = own.length || !lang ? own : paths.filter((path) => path.startsWith(`translations.${lang}.`));
      if (tab !== tr.tab) flushSync(() => tr.setTab(tab));
    }
    const elements = shown
      .map((path) => document.getElementById(idFor(path)))
      .filter((el): el is HTMLElement => el !== null);
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    elements[0]?.focus();
  };

  /** Puts the server's field messages beside their fields; answers whether any field got one. */
  const serverErrors = (error: ApiError): boolean => {
    const paths = Object.keys(error.fields ?? {});
    for (const path of paths) {
      const field = path.split('.').at(-1) ?? path;
      const code = error.fieldCodes?.[path] ?? 'invalid';
      rhf.setError(path, {
        type: code,
        message: describe({ field, code, sentence: error.fields?.[path], label: label(field as keyof V & string) }),
      });
    }
    if (paths.length) showErrors(paths);
    return paths.length > 0;
  };

  /**
   * A submit handler (or a second button's click handler): checks the form and shows what is wrong, else runs
   * `run` with the checked data and the values as typed. One at a time; the last failure is cleared.
   */
  const onValid =
    (run: (data: Out, values: V) => void | Promise<void>) =>
    (event?: SyntheticEvent): void => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      void rhf
        .handleSubmit(
          (data) => run(data as Out, rhf.getValues() as V),
          (errors) => showErrors(errorPaths(errors)),
        )()
        .finally(() => {
          inFlight.current = false;
        });
    };

  /** Sends a body (multipart with the upload's progress followed while files go along, or JSON); `saving` meanwhile. */
  const store = async <T>(url: string, method: 'POST' | 'PUT', body: FormData | { json: unknown }) => {
    const withFiles = body instanceof FormData && [...body.values()].some((value) => value instanceof File);
    setSaving(true);
    setProgress(withFiles ? 0 : null);
    const result: AdminResult<T> = await send<T>(url, {
      method,
      ...(body instanceof FormData ? { form: body, onProgress: withFiles ? setProgress : undefined } : body),
    });
    setSaving(false);
    setProgress(null);
    return result;
  };

  /** The submit handler of a form that saves a record: checks, sends, and says how it went. */
  const save = <T>(o: SaveOptions<T, Out, V>) =>
    onValid(async (data, values) => {
      let body: FormData | { json: unknown } = { json: data };
      if (!o.json) {
        body = multipart(data as object, values);
        for (const [key, value] of Object.entries(translations.body())) body.set(key, value);
        o.body?.(body, data, values);
      }
      // A change of a translated record is answered with the translations it left outdated (outdated-notice.ts).
      const change = !!(o.id || o.method);
      const url =
        (o.id ? `${o.path}/${o.id}` : o.path) +
        (o.query ?? (change && translations.enabled ? '?with=translations' : ''));
      const result = await store<T>(url, change ? 'PUT' : 'POST', body);
      if (result.ok) return o.saved(result.data);
      if (result.status === 401) return;
      if (o.log) console.error(o.log, result.status, result.error.message);
      const onField = serverErrors(result.error);
      setFailure(o.failed(result, onField));
    });

  /** Starts again from `values` (and, for the languages, a record as saved: null keeps the stored ones). */
  const reset = (values: V, saved: object | null = null) => {
    rhf.reset({ ...values, translations: translations.reset(saved) });
    setResets((n) => n + 1);
  };

  return {
    control: rhf.control,
    /** Sets a field's value as typed. */
    setValue: (name: keyof V & string, value: unknown) => rhf.setValue(name, value as never, { shouldDirty: true }),
    getValues: () => rhf.getValues() as V,
    setError: (name: string, message: string | null) =>
      message ? rhf.setError(name, { type: 'invalid', message }) : rhf.clearErrors(name),
    errors: rhf.formState.errors,
    idFor,
    label,
    lines: translate?.lines,
    rich: translate?.rich ?? [],
    translations,
    dirty,
    saving,
    progress,
    failure,
    setFailure,
    resets,
    reset,
    onValid,
    save,
  };
}

export type AdminForm<V extends FormValues = FormValues> = ReturnType<typeof useAdminForm<V, unknown>>;
