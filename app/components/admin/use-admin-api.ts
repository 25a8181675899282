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
// All of it goes through app/lib/api-client.ts, the one client of the API.
import { use, useCallback, useEffect, useMemo } from 'react';
import type { ListPage, User } from '../../../common/api-types.ts';
import { apiSend, type ApiFailure, type ApiResult, type FailureKind } from '../../lib/api-client.ts';
import { useSessionEnded } from './admin-context.ts';
import { mayUse, type AdminPageKey } from './admin-pages.ts';

export type { FailureKind };

export type AdminResult<T> = { ok: true; status: number; data: T } | ApiFailure;

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
    return { ok: false, status: 403, error: { error: message, message, code: 'forbidden' } };
  }
  return apiSend<T>(path);
}

/** The items of one page of a list (`?page=&limit=`), as an AdminResult of the items alone. */
export async function adminGetItems<T>(page: AdminPageKey, path: string): Promise<AdminResult<T[]>> {
  const result = await adminGet<ListPage<T>>(page, path);
  return result.ok ? { ...result, data: result.data.items } : result;
}

export interface SendOptions {
  method?: 'POST' | 'PUT' | 'DELETE' | 'GET';
  json?: unknown;
  form?: FormData;
  /** Upload progress in percent (multipart only). */
  onProgress?: (percent: number) => void;
}

export function useAdminApi() {
  const sessionEnded = useSessionEnded();
  const send = useCallback(
    async <T = unknown>(path: string, options: SendOptions = {}): Promise<AdminResult<T>> => {
      // Every form goes through XMLHttpRequest, which reports the upload's progress.
      const onProgress = options.form ? (options.onProgress ?? (() => {})) : undefined;
      const result = await apiSend<T>(path, { ...options, onProgress, requireJson: true });
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
