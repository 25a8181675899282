// Error answers: JSON with the same sentence in `error` and `message` (the spec's client reads either), a
// machine-readable `code` (common/error-codes.ts), and for failures of single fields `fields` (their
// sentences) with `fieldCodes` (their codes).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { codeForStatus, issueCode, type ErrorCode, type FieldCode } from '../../common/error-codes.ts';

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly fieldCodes?: Record<string, FieldCode>;
  readonly headers?: Record<string, string>;
  /** Values the translated message of `code` fills in (a picture's size and its format's limit). */
  params?: Record<string, string | number>;

  /** `code` defaults to the status's (codeForStatus); each field's code defaults to `code` ('invalid' for 'validation'). */
  constructor(
    status: ContentfulStatusCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
    code?: ErrorCode,
    fieldCodes?: Record<string, FieldCode>,
  ) {
    super(message);
    this.status = status;
    this.code = code ?? codeForStatus(status, !!fields);
    this.fields = fields;
    if (fields) {
      const each: FieldCode = this.code === 'validation' ? 'invalid' : this.code;
      this.fieldCodes = Object.fromEntries(Object.keys(fields).map((key) => [key, fieldCodes?.[key] ?? each]));
    }
    this.headers = headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message = 'Your role may not do this.') => new HttpError(403, message);
export const unauthorised = (message = 'Please sign in first.') => new HttpError(401, message);

/**
 * Turns zod issues into { field: first message } with its code, and a 400 whose message is the first issue.
 * `input` is what was checked: a blank field's code is 'required'.
 */
export function validationError(error: ZodError, input?: unknown): HttpError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (fields[key] !== undefined) continue;
    fields[key] = issue.message;
    fieldCodes[key] = issueCode(issue, input);
  }
  return new HttpError(
    400,
    error.issues[0]?.message ?? 'The request is not valid.',
    fields,
    undefined,
    'validation',
    fieldCodes,
  );
}

export function errorBody(
  message: string,
  code: ErrorCode,
  fields?: Record<string, string>,
  fieldCodes?: Record<string, FieldCode>,
) {
  return fields ? { error: message, message, code, fields, fieldCodes } : { error: message, message, code };
}

export function sendError(c: Context, error: HttpError) {
  if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  const body = { ...errorBody(error.message, error.code, error.fields, error.fieldCodes), params: error.params };
  // The wait of a 429 or 503 in the body too, for clients that show it in another language than the sentence's.
  const wait = Number(error.headers?.['Retry-After']);
  return c.json(wait > 0 ? { ...body, retryAfter: wait } : body, error.status);
}

/** The sentence of a 507 answer: the server's disk (or database) has no room left. */
export const DISK_FULL_MESSAGE =
  'The server has no room left to store this (its disk is full). Nothing was saved. Please tell the site administrator.';

/** Whether an error means the disk or the database is full: ENOSPC/EDQUOT, SQLITE_FULL, PostgreSQL's disk_full. */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown; cause?: unknown; message?: unknown };
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
  if (e.errcode === 13 || (typeof e.message === 'string' && /database or disk is full/.test(e.message))) return true;
  return e.cause !== undefined && e.cause !== error && isDiskFull(e.cause);
}
