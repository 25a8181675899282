// Machine-readable codes of the API's error answers, beside their English sentences (which stay as the spec
// writes them). `code` names the failure; `fieldCodes` names each field's problem. Clients translate codes,
// never sentences. The list is in the README's API section.

/** What went wrong, for the whole answer. */
export const ERROR_CODES = [
  'validation', // 400: one or more fields are not valid (see fieldCodes)
  'bad_request', // 400: the request itself cannot be read (not JSON, not UTF-8, too deeply nested, ...)
  'wrong_password', // 400/401: the password given is not the account's
  'common_password', // 400: the new password is one of the most common ones
  'guessable_password', // 400: the new password is made of the site's or the account's own words
  'invalid_link', // 400: a password-reset link that is unknown, used or expired
  'wrong_code', // 400/401: the two-step code does not match
  'too_many_codes', // 401: the sign-in had its last try at the code: sign in with the password again
  'unauthenticated', // 401: not signed in, or the sign-in has expired
  'unknown_email', // 401: no account has this e-mail address
  'forbidden', // 403: the role may not do this, or the request came from another website
  'not_found', // 404
  'too_slow', // 408: the request's body arrived too slowly and was cut off
  'conflict', // 409: the request clashes with what is stored
  'email_taken', // 409: another account has this e-mail address
  'last_admin', // 409: the change would leave no Admin
  'school_name_taken', // 409: another school record has this name
  'too_large', // 413
  'picture_too_large', // 413: a picture with more pixels than its format may have (params: width, height, format, limit, side)
  'active_content', // 415: a document that carries scripts, macros or embedded programs
  'unsupported_type', // 415: wrong request type, or a file type that is not accepted
  'rate_limited', // 429: too many attempts from this address or for this account
  'server_error', // 500
  'unavailable', // 503: busy, or the database does not answer
  'uploads_busy', // 503: the account's other uploads are still being sent or processed (Retry-After)
  'disk_full', // 507
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What is wrong with one field. */
export const FIELD_CODES = [
  'required', // missing or blank
  'too_long', // longer than its limit
  'too_short', // shorter than its minimum (passwords)
  'too_many', // a list with too many entries
  'not_a_number',
  'not_whole', // a number with a fraction where a whole one belongs
  'negative',
  'too_big', // a number over its limit
  'invalid_email',
  'invalid_phone', // a phone number with other signs than digits, spaces, +, - and parentheses
  'invalid_year',
  'invalid_choice', // not one of the allowed values (role, category, school name)
  'web_link', // a link that is not a web address
  'not_a_link', // a phone or e-mail of a list given as another kind of link
  'invalid', // any other rule (wrong type, shape or format)
] as const;
export type FieldCode = (typeof FIELD_CODES)[number] | ErrorCode;

/** The code of an error answer that names none of its own. */
export function codeForStatus(status: number, hasFields = false): ErrorCode {
  switch (status) {
    case 400:
      return hasFields ? 'validation' : 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'too_slow';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    case 507:
      return 'disk_full';
    default:
      return status >= 500 ? 'server_error' : 'bad_request';
  }
}

/** Field codes of rule sentences that the structure of a zod issue does not tell (registered by coded()). */
const SENTENCE_CODES = new Map<string, FieldCode>();

/** A rule's sentence, registered with its field code where it is written (common/schemas.ts). */
export function coded(message: string, code: FieldCode): string {
  SENTENCE_CODES.set(message, code);
  return message;
}

/** The parts of a zod issue the codes are read from. */
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  expected?: string;
  minimum?: unknown;
  params?: { code?: FieldCode };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The field code of a zod issue; `input` is the object that was checked (a blank field is 'required'). */
export function issueCode(issue: IssueLike, input: unknown): FieldCode {
  const field = issue.path[0];
  const value = input !== null && typeof input === 'object' && field !== undefined ? input[field as never] : input;
  if (isBlank(value)) return 'required';
  const own = issue.params?.code ?? SENTENCE_CODES.get(issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'not_whole' : issue.expected === 'number' ? 'not_a_number' : 'invalid';
    case 'too_big':
      return issue.origin === 'array' ? 'too_many' : issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : issue.minimum === 0 ? 'negative' : 'invalid';
    default:
      return 'invalid';
  }
}
