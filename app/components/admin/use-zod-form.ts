// A small form helper around the shared zod schemas (common/schemas.ts), so the browser checks exactly what
// the server checks, with the spec's messages beside each field.
//   const form = useZodForm(blogSchema, { title: '', content: '' });
//   <TextField {...form.field('title')} label=... />          // value, onChange, error, helperText, id, name
//   const data = form.validate(); if (!data) return;           // shows messages, focuses the first bad field
//   if (!result.ok) form.serverErrors(result.error);           // maps the server's `fields` onto the inputs
//   form.setError('image', t('...'))                           // errors of fields outside the schema
//   form.plain                                                 // codes of the messages shown untranslated
//   form.dirty                                                 // values differ from the initial (or last reset) ones
// On English pages a message is shown as the schema or the server wrote it (the spec's sentences). On German
// and Kiswahili pages it is translated by its code (common/error-codes.ts): a field's code, read from the zod
// issue in the browser or from the answer's `fieldCodes`, or the answer's `code`; a code without a
// translation falls back to what its status means (admin.errors.*).
import { useCallback, useId, useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import type { ApiError } from '../../../common/api-types.ts';
import { issueCode, type FieldCode } from '../../../common/error-codes.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';

/** The 'required' message of each field, by its name in the schemas. */
const REQUIRED: Record<string, MessageKey> = {
  name: 'admin.validation.nameRequired',
  phone: 'admin.validation.phoneRequired',
  email: 'admin.validation.emailRequired',
  role: 'admin.validation.roleRequired',
  password: 'admin.validation.newUserPassword',
  title: 'admin.validation.titleRequired',
  content: 'admin.validation.contentRequired',
  image: 'admin.validation.selectImage',
  currentPassword: 'admin.validation.currentPasswordRequired',
  newPassword: 'admin.validation.newPasswordRequired',
  schoolName: 'admin.validation.schoolNameRequired',
  headName: 'admin.validation.headNameRequired',
  location: 'admin.validation.locationRequired',
  openingYear: 'admin.validation.openingYearRequired',
  directorYear: 'admin.validation.yearRequired',
  message: 'admin.validation.messageRequired',
  about: 'admin.validation.aboutRequired',
  startYear: 'admin.validation.startYearRequired',
  mission: 'admin.validation.missionRequired',
  vision: 'admin.validation.visionRequired',
  contacts: 'admin.validation.contactsRequired',
};

/** Messages of the other codes, whatever the field. */
const BY_CODE: Partial<Record<FieldCode, MessageKey>> = {
  invalid_email: 'admin.validation.invalidEmail',
  invalid_year: 'admin.validation.validYear',
  web_link: 'admin.validation.webLink',
  not_a_link: 'admin.validation.notALink',
  too_short: 'admin.validation.passwordMin',
  common_password: 'admin.validation.commonPassword',
  email_taken: 'admin.validation.emailTaken',
  last_admin: 'admin.validation.lastAdmin',
  school_name_taken: 'admin.validation.schoolNameTaken',
};

/** A form's own messages, by 'field.code' (the header form's 'Please provide a title.'). */
export type FormMessages = Readonly<Record<string, MessageKey>>;

function fieldKey(field: string, code: FieldCode, own: FormMessages = {}): MessageKey | undefined {
  if (own[`${field}.${code}`]) return own[`${field}.${code}`];
  if (code === 'wrong_password')
    return field === 'currentPassword' ? 'admin.validation.currentPasswordWrong' : undefined;
  return code === 'required' ? REQUIRED[field] : BY_CODE[code];
}

/** What a failed call's status means (DESIGN.md section 4), for pages in German and Kiswahili. */
function statusKey(status: number): MessageKey {
  switch (status) {
    case 400:
      return 'admin.errors.invalidInput';
    case 401:
      return 'admin.errors.signedOut';
    case 403:
      return 'admin.errors.forbidden';
    case 404:
      return 'admin.errors.notFound';
    case 409:
      return 'admin.errors.conflict';
    case 413:
      return 'admin.errors.tooLarge';
    case 415:
      return 'admin.errors.fileType';
    case 429:
      return 'admin.errors.tooMany';
    case 507:
      return 'admin.errors.diskFull';
    default:
      return 'admin.errors.server';
  }
}

/** The key of an answer's own code: its first field's, or the whole answer's. */
function answerKey(error: ApiError, own?: FormMessages): MessageKey | undefined {
  const first = Object.entries(error.fieldCodes ?? {})[0];
  if (first) return fieldKey(first[0], first[1], own);
  return error.code ? fieldKey('', error.code, own) : undefined;
}

/** A server's message for one field, in the page's language (as written on English pages). */
export function useFieldText(own?: FormMessages) {
  const { t, lang } = useT();
  return useCallback(
    (error: ApiError, field: string): string | undefined => {
      const message = error.fields?.[field];
      if (message === undefined || lang === 'en') return message;
      const code = error.fieldCodes?.[field];
      const key = code && fieldKey(field, code, own);
      return t(key ?? 'admin.errors.invalidInput');
    },
    [t, lang, own],
  );
}

export interface Failure {
  status: number;
  error: ApiError;
  kind?: 'network' | 'cancelled';
}

/**
 * The reason of a failed call in the page's language: no answer (network, cancelled upload) by its kind; the
 * server's sentence on English pages; on German and Kiswahili pages its code translated, else its status.
 */
export function useReason(own?: FormMessages) {
  const { t, lang } = useT();
  return useCallback(
    (failure: Failure) => {
      if (failure.status === 0)
        return t(failure.kind === 'cancelled' ? 'admin.errors.cancelled' : 'admin.errors.network');
      const message = failure.error.error || failure.error.message;
      if (lang === 'en' && message) return message;
      return t(answerKey(failure.error, own) ?? statusKey(failure.status));
    },
    [t, lang, own],
  );
}

export type FormValues = Record<string, string>;

/** The text fields `keys` of a record (or of none yet) as a form's values: '' where one has none. */
export function textValues<K extends string>(
  record: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText?: string;
}

/** `own`: the form's own messages by 'field.code' (keep it a constant: it is compared by identity). */
export function useZodForm<V extends FormValues, Out = unknown>(schema: ZodType<Out>, initial: V, own?: FormMessages) {
  const formId = useId();
  const { t, lang } = useT();
  const fieldText = useFieldText(own);
  const [values, setValuesState] = useState<V>(initial);
  // The values as last loaded or saved: `dirty` compares with them (unsaved-changes.tsx warns before leaving).
  const [baseline, setBaseline] = useState<V>(initial);
  const dirty = useMemo(
    () => Object.keys({ ...baseline, ...values }).some((key) => (values[key] ?? '') !== (baseline[key] ?? '')),
    [values, baseline],
  );
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  /** The codes of the messages shown as the schema or the server wrote them (not translated here). */
  const [plain, setPlain] = useState<Record<string, FieldCode>>({});
  const setErrors = useCallback((next: Record<string, string>, codes: Record<string, FieldCode> = {}) => {
    setErrorsState(next);
    setPlain(codes);
  }, []);
  const dropError = useCallback((name: string) => {
    setErrorsState((e) => {
      if (e[name] === undefined) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
    setPlain((p) => {
      if (p[name] === undefined) return p;
      const { [name]: _gone, ...rest } = p;
      return rest;
    });
  }, []);

  const idFor = useCallback((name: string) => `${formId}-${name}`, [formId]);

  const focusFirst = useCallback(
    (names: string[]) => {
      for (const name of names) {
        const el = typeof document !== 'undefined' ? document.getElementById(idFor(name)) : null;
        if (el) {
          el.focus();
          return;
        }
      }
    },
    [idFor],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      setValuesState((v) => ({ ...v, [name]: value }));
      dropError(name);
    },
    [dropError],
  );

  const reset = useCallback(
    (next: V) => {
      setValuesState(next);
      setBaseline(next);
      setErrors({});
    },
    [setErrors],
  );

  const setError = useCallback(
    (name: string, message: string | null) => {
      dropError(name);
      if (message) setErrorsState((e) => ({ ...e, [name]: message }));
    },
    [dropError],
  );

  /**
   * Checks the values with the schema. `extra` holds messages of fields outside the schema (e.g. a required
   * image); they count as failures too. Answers the parsed data, or null after showing the messages.
   */
  const validate = useCallback(
    (extra: Record<string, string | null | undefined> = {}): Out | null => {
      const result = schema.safeParse(values);
      const next: Record<string, string> = {};
      const codes: Record<string, FieldCode> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const key = issue.path.length ? String(issue.path[0]) : '_';
          if (next[key] !== undefined) continue;
          const code = issueCode(issue, values);
          const translated = lang === 'en' ? undefined : fieldKey(key, code, own);
          if (translated) next[key] = t(translated);
          else if (lang !== 'en' && code === 'too_long' && 'maximum' in issue)
            next[key] = t('common.footer.tooLong', { max: Number(issue.maximum) });
          else {
            next[key] = issue.message;
            codes[key] = code;
          }
        }
      }
      for (const [key, message] of Object.entries(extra)) if (message) next[key] ??= message;
      setErrors(next, codes);
      if (Object.keys(next).length > 0) {
        focusFirst([...Object.keys(values), ...Object.keys(extra)].filter((k) => next[k]));
        return null;
      }
      return result.success ? result.data : null;
    },
    [schema, values, lang, t, own, setErrors, focusFirst],
  );

  /** Puts the server's field messages beside the inputs; answers whether any field got one. */
  const serverErrors = useCallback(
    (error: ApiError): boolean => {
      const fields = error.fields ?? {};
      const next: Record<string, string> = {};
      for (const key of Object.keys(fields)) next[key] = fieldText(error, key) ?? '';
      setErrors(next, lang === 'en' ? (error.fieldCodes ?? {}) : {});
      const names = Object.keys(next);
      if (names.length) focusFirst(names);
      return names.length > 0;
    },
    [fieldText, lang, setErrors, focusFirst],
  );

  const field = useCallback(
    (name: keyof V & string, hint?: string): FieldProps => ({
      id: idFor(name),
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      error: !!errors[name],
      helperText: errors[name] ?? hint,
    }),
    [idFor, values, errors, setValue],
  );

  return useMemo(
    () => ({ values, errors, plain, dirty, setValue, reset, setError, validate, serverErrors, field, idFor }),
    [values, errors, plain, dirty, setValue, reset, setError, validate, serverErrors, field, idFor],
  );
}
