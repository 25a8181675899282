// A small form helper around the shared zod schemas (common/schemas.ts), so the browser checks exactly what
// the server checks, with the spec's messages beside each field.
//   const form = useZodForm(blogSchema, { title: '', content: '' });
//   <TextField {...form.field('title')} label=... />          // value, onChange, error, helperText, id, name
//   const data = form.validate(); if (!data) return;           // shows messages, focuses the first bad field
//   if (!result.ok) form.serverErrors(result.error);           // maps the server's `fields` onto the inputs
//   form.setError('image', t('...'))                           // errors of fields outside the schema
//   form.dirty                                                 // values differ from the initial (or last reset) ones
// Known English messages of the schemas and the server are shown in the page's language
// (admin.validation.*). Any other sentence of the server is shown as written on English pages, and on German
// and Kiswahili pages by its status (admin.errors.*); useReason() does so for a failed call's reason.
import { useCallback, useId, useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import type { ApiError } from '../../../common/api-types.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';

/** English sentences of common/schemas.ts and the API, with their translation keys. */
const KNOWN: Record<string, MessageKey> = {
  'Name is required': 'admin.validation.nameRequired',
  'Phone is required': 'admin.validation.phoneRequired',
  'Email is required': 'admin.validation.emailRequired',
  'Invalid email address': 'admin.validation.invalidEmail',
  'Role is required': 'admin.validation.roleRequired',
  'Please enter a password for the new user.': 'admin.validation.newUserPassword',
  'Password must be at least 8 characters.': 'admin.validation.passwordMin',
  'This password is one of the most common passwords and easy to guess. Please choose another.':
    'admin.validation.commonPassword',
  'Title is required': 'admin.validation.titleRequired',
  'Content is required': 'admin.validation.contentRequired',
  'Please provide a title.': 'admin.validation.provideTitle',
  'Please select an image.': 'admin.validation.selectImage',
  'Current password is required': 'admin.validation.currentPasswordRequired',
  'New password is required': 'admin.validation.newPasswordRequired',
  'The current password is not correct.': 'admin.validation.currentPasswordWrong',
  'A user with this email already exists.': 'admin.validation.emailTaken',
  'At least one Admin must remain.': 'admin.validation.lastAdmin',
  'A school with this name already exists.': 'admin.validation.schoolNameTaken',
  'School name is required': 'admin.validation.schoolNameRequired',
  'Head name is required': 'admin.validation.headNameRequired',
  'Location is required': 'admin.validation.locationRequired',
  'Opening year is required': 'admin.validation.openingYearRequired',
  'Enter a valid year': 'admin.validation.validYear',
  'Year is required': 'admin.validation.yearRequired',
  'Message is required': 'admin.validation.messageRequired',
  'About is required': 'admin.validation.aboutRequired',
  'Start year is required': 'admin.validation.startYearRequired',
  'Mission is required': 'admin.validation.missionRequired',
  'Vision is required': 'admin.validation.visionRequired',
  'Contacts are required': 'admin.validation.contactsRequired',
  'Please complete all required fields.': 'admin.validation.completeFields',
};

/** The schemas' length rule ("Title must be at most 200 characters."), with any field's label. */
const TOO_LONG = /^.+ must be at most (\d+) characters\.$/;
/** The link rules of common/schemas.ts, with any field's label. */
const NOT_WEB_LINK = / must be a web address \(https:\/\/…\); other kinds of links are not allowed\.$/;
const NOT_A_LINK = /^(Phones must be phone numbers|Emails must be e-mail addresses), not links\.$/;

function knownKey(message: string): MessageKey | undefined {
  if (KNOWN[message]) return KNOWN[message];
  if (NOT_WEB_LINK.test(message)) return 'admin.validation.webLink';
  if (NOT_A_LINK.test(message)) return 'admin.validation.notALink';
  return undefined;
}

/** The message in the page's language when it is one of the known sentences. */
export function useMessageText() {
  const { t, lang } = useT();
  return useCallback(
    (message: string) => {
      const key = knownKey(message);
      if (key && lang !== 'en') return t(key);
      const tooLong = lang === 'en' ? null : TOO_LONG.exec(message);
      return tooLong ? t('common.footer.tooLong', { max: Number(tooLong[1]) }) : message;
    },
    [t, lang],
  );
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

export interface Failure {
  status: number;
  error: ApiError;
  kind?: 'network' | 'cancelled';
}

/**
 * The reason of a failed call in the page's language: no answer (network, cancelled upload) by its kind; a
 * known sentence translated; any other sentence of the server as written on English pages, and on German
 * and Kiswahili pages by its status.
 */
export function useReason() {
  const { t, lang } = useT();
  return useCallback(
    (failure: Failure) => {
      if (failure.status === 0)
        return t(failure.kind === 'cancelled' ? 'admin.errors.cancelled' : 'admin.errors.network');
      const message = failure.error.error || failure.error.message;
      const key = knownKey(message);
      if (key && (KNOWN[message] || lang !== 'en')) return t(key);
      return lang === 'en' && message ? message : t(statusKey(failure.status));
    },
    [t, lang],
  );
}

export type FormValues = Record<string, string>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText?: string;
}

export function useZodForm<V extends FormValues, Out = unknown>(schema: ZodType<Out>, initial: V) {
  const formId = useId();
  const text = useMessageText();
  const { t, lang } = useT();
  /** A server's field message: known ones translated; others as written on English pages, else by kind. */
  const serverText = useCallback(
    (message: string) =>
      KNOWN[message] ? t(KNOWN[message]) : lang === 'en' ? message : t('admin.errors.invalidInput'),
    [t, lang],
  );
  const [values, setValuesState] = useState<V>(initial);
  // The values as last loaded or saved: `dirty` compares with them (unsaved-changes.tsx warns before leaving).
  const [baseline, setBaseline] = useState<V>(initial);
  const dirty = useMemo(
    () => Object.keys({ ...baseline, ...values }).some((key) => (values[key] ?? '') !== (baseline[key] ?? '')),
    [values, baseline],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValuesState((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const reset = useCallback((next: V) => {
    setValuesState(next);
    setBaseline(next);
    setErrors({});
  }, []);

  const setError = useCallback((name: string, message: string | null) => {
    setErrors((e) => {
      if (message) return { ...e, [name]: message };
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  /**
   * Checks the values with the schema. `extra` holds messages of fields outside the schema (e.g. a required
   * image); they count as failures too. Answers the parsed data, or null after showing the messages.
   */
  const validate = useCallback(
    (extra: Record<string, string | null | undefined> = {}): Out | null => {
      const result = schema.safeParse(values);
      const next: Record<string, string> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const key = issue.path.length ? String(issue.path[0]) : '_';
          next[key] ??= text(issue.message);
        }
      }
      for (const [key, message] of Object.entries(extra)) if (message) next[key] ??= message;
      setErrors(next);
      if (Object.keys(next).length > 0) {
        focusFirst([...Object.keys(values), ...Object.keys(extra)].filter((k) => next[k]));
        return null;
      }
      return result.success ? result.data : null;
    },
    [schema, values, text, focusFirst],
  );

  /** Puts the server's field messages beside the inputs; answers whether any field got one. */
  const serverErrors = useCallback(
    (error: ApiError): boolean => {
      const fields = error.fields ?? {};
      const next: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) next[key] = serverText(message);
      setErrors(next);
      const names = Object.keys(next);
      if (names.length) focusFirst(names);
      return names.length > 0;
    },
    [serverText, focusFirst],
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
    () => ({ values, errors, dirty, setValue, reset, setError, validate, serverErrors, field, idFor }),
    [values, errors, dirty, setValue, reset, setError, validate, serverErrors, field, idFor],
  );
}
