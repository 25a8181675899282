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
