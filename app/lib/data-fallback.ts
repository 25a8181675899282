// Moving between public pages, the browser asks the server for the next page's data ('<path>.data'). When
// that request itself fails (no connection, the server answering 5xx), React Router would show the root's
// error page in place of the whole site. The public pages instead show what a first load shows when their
// API calls fail: the section texts of spec section 8, with the header and footer kept (issue 13 point 16).
import type { ListPage } from '../../common/api-types.ts';
import { isRouteErrorResponse } from 'react-router';

/**
 * True when the data request failed as a whole. A page's own answers still go their way: a 404 the route
 * threw shows the not-found page, a redirect redirects.
 */
export function isDataRequestFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/**
 * A route's `clientLoader`: the server's data, or `fallback()` (the page's own failure state) when its request
 * failed. A request the router cancelled (`signal`: the visitor went on to another page first) is no failure:
 * it is passed on as it came, unlogged, and the router drops it.
 */
export async function withFallback<T, F>(
  serverLoader: () => Promise<T>,
  fallback: () => F,
  signal?: AbortSignal,
): Promise<T | F> {
  try {
    return await serverLoader();
  } catch (error) {
    if (signal?.aborted || !isDataRequestFailure(error)) throw error;
    console.error('Failed to load the page data', error);
    return fallback();
  }
}

/**
 * A list a page's loader reads: when the read fails, the failure is logged as `message` and the list is empty
 * (spec section 8: the page shows its empty state).
 */
export async function listOrEmpty<T>(read: Promise<T[]>, message: string): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    console.error(message, error);
    return [];
  }
}

/** A page of a list a page's loader reads: when the read fails, logged as `message` and empty. */
export async function pageOrEmpty<T>(read: Promise<ListPage<T>>, message: string): Promise<ListPage<T>> {
  try {
    return await read;
  } catch (error) {
    console.error(message, error);
    return { items: [], total: 0, page: 1, limit: 0 };
  }
}

/** The public layout's last data in this browser tab (menus, footer), kept for when its refresh fails. */
let layoutData: unknown = null;

export function rememberLayoutData<T>(data: T): void {
  layoutData = data;
}

export function lastLayoutData<T>(): T | null {
  return layoutData as T | null;
}
