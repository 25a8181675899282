// Error answers: JSON with the same sentence in `error` and `message` (the spec's client reads either),
// plus `fields` for validation failures.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.headers = headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message = 'Your role may not do this.') => new HttpError(403, message);
export const unauthorised = (message = 'Please sign in first.') => new HttpError(401, message);

/** Turns zod issues into { field: first message } and a 400 whose message is the first issue. */
export function validationError(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'The request is not valid.', fields);
}

export function errorBody(message: string, fields?: Record<string, string>) {
  return fields ? { error: message, message, fields } : { error: message, message };
}

export function sendError(c: Context, error: HttpError) {
  if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  return c.json(errorBody(error.message, error.fields), error.status);
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
