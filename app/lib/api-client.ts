// Browser-side calls to the REST API with the spec's error handling: 200-299 is success; otherwise the
// server's sentence (its `error` or `message` field) is shown.
import type { ApiError } from '../../common/api-types.ts';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

function failure(status: number, message: string, fields?: Record<string, string>): ApiResult<never> {
  return { ok: false, status, error: { error: message, message, fields } };
}

export async function apiSend<T = unknown>(path: string, options: SendOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      signal: options.signal,
    });
  } catch (error) {
    return failure(0, error instanceof Error ? error.message : 'Network error');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, data: body as T };
  const err = (body ?? {}) as Partial<ApiError>;
  return failure(response.status, err.error || err.message || `${response.status} ${response.statusText}`, err.fields);
}
