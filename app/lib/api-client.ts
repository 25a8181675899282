// Browser-side calls to the REST API, for the public pages and the admin alike, with the spec's error
// handling: 200-299 is success; otherwise the server's answer ({ error, message, code, fields?, fieldCodes?,
// retryAfter? }) comes back as `error`. status 0 means no answer (kind: the network, or a cancelled upload).
// - json or form: the body; a form with onProgress goes through XMLHttpRequest, whose upload reports
//   progress (fetch cannot), onProgress(0..100).
// - requireJson: a 2xx answer that is not a JSON object is a failure with invalid: true (the admin's
//   'Server returned an invalid response.'); without it such an answer is a success with data null.
import type { ApiError } from '../../common/api-types.ts';

/** Why a call failed without an answer (status 0): the network, or the upload was cancelled. */
export type FailureKind = 'network' | 'cancelled';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** fromServer: the message is the server's own sentence (not a status line or a network error). */
  | { ok: false; status: number; error: ApiError; invalid?: boolean; kind?: FailureKind; fromServer?: boolean };

/** A failed ApiResult (whatever data a success would have carried). */
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  requireJson?: boolean;
}

const failure = (
  status: number,
  error: ApiError,
  extra: { invalid?: boolean; kind?: FailureKind; fromServer?: boolean } = {},
) => ({ ok: false, status, error, ...extra }) as const;

/** No answer at all (status 0). */
function noAnswer(kind: FailureKind, message: string): ApiFailure {
  return failure(0, { error: message, message }, { kind });
}

/** The result of a finished request, from its status and body text. */
function readAnswer<T>(status: number, statusText: string, text: string, requireJson: boolean): ApiResult<T> {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const isObject = body !== null && typeof body === 'object';
  if (status >= 200 && status < 300) {
    if (requireJson && !isObject) {
      const message = 'Server returned an invalid response.';
      return failure(status, { error: message, message }, { invalid: true });
    }
    return { ok: true, status, data: body as T };
  }
  const err = (isObject ? body : {}) as Partial<ApiError>;
  const own = err.error || err.message;
  const message = own || `${status} ${statusText}`.trim();
  const retryAfter = typeof err.retryAfter === 'number' ? err.retryAfter : undefined;
  const error = { error: message, message, code: err.code, fields: err.fields, fieldCodes: err.fieldCodes, retryAfter };
  return failure(status, error, { fromServer: !!own });
}

function sendWithProgress<T>(path: string, method: string, options: SendOptions): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve(noAnswer('network', 'Network error'));
    xhr.onabort = () => resolve(noAnswer('cancelled', 'The upload was cancelled.'));
    xhr.onload = () => {
      const result = readAnswer<T>(xhr.status, xhr.statusText, xhr.responseText, !!options.requireJson);
      if (result.ok) options.onProgress?.(100);
      resolve(result);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form);
  });
}

export async function apiSend<T = unknown>(path: string, options: SendOptions = {}): Promise<ApiResult<T>> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  if (options.form && options.onProgress) return sendWithProgress<T>(path, method, options);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: options.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    return noAnswer('network', error instanceof Error ? error.message : 'Network error');
  }
  return readAnswer<T>(response.status, response.statusText, text, !!options.requireJson);
}

/** The whole minutes (at least one) of an answer's wait in seconds, as the server's sentences count them. */
export const minutesToWait = (seconds: number | undefined): string | undefined =>
  seconds ? String(Math.max(1, Math.ceil(seconds / 60))) : undefined;
