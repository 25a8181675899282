// Calls from admin pages to the REST API.
// - loadCurrentUser(): the admin layout's question "who is signed in?" (GET /api/auth/me); the page loaders
//   of the same navigation share its answer.
// - adminGet(page, path): for a route's clientLoader; never throws, answers an ApiResult (status 0 = network
//   error). It asks the server only once the signed-in user is known and their role may use the page
//   (admin-pages.ts): a page the layout refuses, or shows the login dialog for, makes no request at all.
//   Return it un-awaited from the clientLoader so the page renders at once and shows 'Loading...' meanwhile.
// - useLoaded(promise): reads such a result inside <Suspense>; a 401 ends the session (login dialog).
// - useAdminApi().send(path, { method, json | form, onProgress }): JSON or multipart; multipart goes through
//   XMLHttpRequest so onProgress(0..100) follows the upload. A 401 ends the session. A 2xx answer that is not
//   JSON comes back as { ok: false, invalid: true } (spec: 'Server returned an invalid response.'); a failure
//   carries fromServer: true when its message is the server's own sentence (else use the spec's fallback text).
import { use, useCallback, useEffect, useMemo } from 'react';
import type { ApiError, User } from '../../../common/api-types.ts';
import { apiSend, type ApiResult } from '../../lib/api-client.ts';
import { useSessionEnded } from './admin-context.ts';
import { mayUse, type AdminPageKey } from './admin-pages.ts';

/** Why a call failed without an answer (status 0): the network, or the upload was cancelled. */
export type FailureKind = 'network' | 'cancelled';

export type AdminResult<T> =
  | { ok: true; status: number; data: T }
  /** fromServer: the message is the server's own sentence (not a status line or a network error). */
  | { ok: false; status: number; error: ApiError; invalid?: boolean; fromServer?: boolean; kind?: FailureKind };

/** A failed AdminResult (whatever data a success would have carried). */
export type AdminFailure = Extract<AdminResult<unknown>, { ok: false }>;

/** The answer of the last GET /api/auth/me (the admin layout asks on each of its loads). */
let currentUser: Promise<ApiResult<User>> | null = null;

/** Asks the server who is signed in; the page loaders wait for this answer before asking for their data. */
export function loadCurrentUser(): Promise<ApiResult<User>> {
  currentUser = apiSend<User>('/api/auth/me');
  return currentUser;
}

/**
 * GET for a page's clientLoader, sent only when the signed-in user's role may use the page. Otherwise it
 * answers without a request: the "who is signed in" failure (401: the layout shows the login dialog), or 403
 * (the layout shows 'Access denied'); the page itself is not rendered then.
 */
export async function adminGet<T>(page: AdminPageKey, path: string): Promise<AdminResult<T>> {
  const me = await (currentUser ?? loadCurrentUser());
  if (!me.ok) return { ok: false, status: me.status, error: me.error };
  if (!mayUse(me.data.role, page)) {
    const message = 'Your role may not use this page.';
    return { ok: false, status: 403, error: { error: message, message } };
  }
  return apiSend<T>(path);
}

export interface SendOptions {
  method?: 'POST' | 'PUT' | 'DELETE' | 'GET';
  json?: unknown;
  form?: FormData;
  /** Upload progress in percent (multipart only). */
  onProgress?: (percent: number) => void;
}

const failure = (
  status: number,
  message: string,
  fields?: Record<string, string>,
  invalid?: boolean,
  fromServer?: boolean,
): AdminResult<never> => ({
  ok: false,
  status,
  error: { error: message, message, fields },
  invalid,
  fromServer,
});

/** No answer at all (status 0). */
const noAnswer = (kind: FailureKind, message: string): AdminResult<never> => ({
  ok: false,
  status: 0,
  error: { error: message, message },
  kind,
});

/** The answer of a finished request, from its status and body text. */
function answer<T>(status: number, statusText: string, text: string): AdminResult<T> {
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) {
    if (body === undefined || body === null || typeof body !== 'object')
      return failure(status, 'Server returned an invalid response.', undefined, true);
    return { ok: true, status, data: body as T };
  }
  const err = (body && typeof body === 'object' ? body : {}) as Partial<ApiError>;
  const own = err.error || err.message;
  return failure(status, own || `${status} ${statusText}`.trim(), err.fields, false, !!own);
}

async function sendJson<T>(path: string, method: string, json: unknown): Promise<AdminResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    return answer<T>(response.status, response.statusText, await response.text());
  } catch (error) {
    return noAnswer('network', error instanceof Error ? error.message : 'Network error');
  }
}

/** Multipart upload with progress events (fetch cannot report upload progress). */
export function sendWithProgress<T>(
  path: string,
  method: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<AdminResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve(noAnswer('network', 'Network error'));
    xhr.onabort = () => resolve(noAnswer('cancelled', 'The upload was cancelled.'));
    xhr.onload = () => {
      const result = answer<T>(xhr.status, xhr.statusText, xhr.responseText);
      if (result.ok) onProgress?.(100);
      resolve(result);
    };
    xhr.send(form);
  });
}

export function useAdminApi() {
  const sessionEnded = useSessionEnded();
  const send = useCallback(
    async <T = unknown>(path: string, options: SendOptions = {}): Promise<AdminResult<T>> => {
      const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
      const result: AdminResult<T> = options.form
        ? await sendWithProgress<T>(path, method, options.form, options.onProgress)
        : await sendJson<T>(path, method, options.json);
      if (!result.ok && result.status === 401) sessionEnded();
      return result;
    },
    [sessionEnded],
  );
  return useMemo(() => ({ send }), [send]);
}

/** Reads a clientLoader's un-awaited result (suspends until it arrives); a 401 ends the session. */
export function useLoaded<T>(promise: Promise<AdminResult<T>>): AdminResult<T> {
  const result = use(promise);
  const sessionEnded = useSessionEnded();
  const unauthorised = !result.ok && result.status === 401;
  useEffect(() => {
    if (unauthorised) sessionEnded();
  }, [unauthorised, sessionEnded]);
  return result;
}
