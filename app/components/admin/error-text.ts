// What an error says in the admin, in the page's language: one map from an error code (common/error-codes.ts) to
// a message that names the field's label ('Schulname ist erforderlich' from `required` and the label
// 'Schulname'). English pages show the sentence as the shared schema or the server wrote it (the spec's
// sentences, word for word); German and Kiswahili pages translate the code. A form may give its own sentence for a
// field's code (`FormMessages`, e.g. 'Please enter a password for the new user.'), shown in every language.
//   const text = useFieldText(); text({ field: 'schoolName', code: 'required', sentence, label: t(...) })
//   const reason = useReason(); reason(failure)   // why a call failed: network, the server's sentence, its code
import { useCallback } from 'react';
import { codeForStatus, type FieldCode } from '../../../common/error-codes.ts';
import type { ApiError } from '../../../common/api-types.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';

/** The message of each code; `{label}` is the field's label, `{max}` a limit. */
const MESSAGES: Partial<Record<FieldCode, MessageKey>> = {
  required: 'admin.validation.required',
  too_long: 'admin.validation.tooLong',
  too_short: 'admin.validation.passwordMin',
  not_a_number: 'admin.validation.mustBeNumber',
  not_whole: 'admin.validation.wholeNumber',
  negative: 'admin.validation.negative',
  too_big: 'admin.validation.tooLarge',
  invalid_email: 'admin.validation.invalidEmail',
  invalid_phone: 'admin.validation.invalidPhone',
  invalid_year: 'admin.validation.validYear',
  web_link: 'admin.validation.webLink',
  not_a_link: 'admin.validation.notALink',
  common_password: 'admin.validation.commonPassword',
  guessable_password: 'admin.validation.guessablePassword',
  email_taken: 'admin.validation.emailTaken',
  last_admin: 'admin.validation.lastAdmin',
  school_name_taken: 'admin.validation.schoolNameTaken',
  wrong_password: 'admin.validation.currentPasswordWrong',
  // What a whole answer's code means (DESIGN.md section 4).
  validation: 'admin.errors.invalidInput',
  bad_request: 'admin.errors.invalidInput',
  unauthenticated: 'admin.errors.signedOut',
  forbidden: 'admin.errors.forbidden',
  not_found: 'admin.errors.notFound',
  conflict: 'admin.errors.conflict',
  too_large: 'admin.errors.tooLarge',
  picture_too_large: 'admin.errors.pictureTooLarge',
  active_content: 'admin.errors.activeContent',
  unsupported_type: 'admin.errors.fileType',
  rate_limited: 'admin.errors.tooMany',
  too_slow: 'admin.errors.tooSlow',
  disk_full: 'admin.errors.diskFull',
  server_error: 'admin.errors.server',
  unavailable: 'admin.errors.server',
  uploads_busy: 'admin.errors.ownUploadsBusy',
};

/** A form's own sentences, by 'field.code' (the users form's 'Please enter a password for the new user.'). */
export type FormMessages = Readonly<Record<string, MessageKey>>;

export interface FieldProblem {
  /** The field's name (of a translation too: 'title' of 'translations.de.title'). */
  field: string;
  code: FieldCode;
  /** The sentence of the schema or the server (shown on English pages). */
  sentence?: string;
  /** The field's label in the page's language. */
  label: string;
  /** The limit a too long text broke (known in the browser's own check). */
  max?: number;
}

/** A field's message in the page's language. */
export function useFieldText(own?: FormMessages) {
  const { t, lang } = useT();
  return useCallback(
    ({ field, code, sentence, label, max }: FieldProblem): string => {
      const ownKey = own?.[`${field}.${code}`];
      if (ownKey) return t(ownKey);
      if (lang === 'en' && sentence) return sentence;
      const key = (code === 'too_long' && max === undefined ? undefined : MESSAGES[code]) ?? 'admin.validation.invalid';
      // A field the form does not label (none of its inputs): what the input's problem is, in general.
      if (!label && t(key).includes('{label}')) return t('admin.errors.invalidInput');
      return t(key, { label, max: max ?? '' });
    },
    [own, t, lang],
  );
}

export interface Failure {
  status: number;
  error: ApiError;
  kind?: 'network' | 'cancelled';
}

/**
 * Why a call failed, in the page's language: no answer (network, cancelled upload) by its kind; the server's
 * sentence on English pages; on German and Kiswahili pages its code (or what its status means).
 */
export function useReason() {
  const { t, lang } = useT();
  return useCallback(
    (failure: Failure) => {
      if (failure.status === 0)
        return t(failure.kind === 'cancelled' ? 'admin.errors.cancelled' : 'admin.errors.network');
      const message = failure.error.error || failure.error.message;
      if (lang === 'en' && message) return message;
      const code = failure.error.code;
      const key = (code && MESSAGES[code]) || MESSAGES[codeForStatus(failure.status)] || 'admin.errors.server';
      return t(key, failure.error.params);
    },
    [t, lang],
  );
}
