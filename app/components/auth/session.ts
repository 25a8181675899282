// The browser's copy of who is signed in (spec sections 3 and 9): localStorage keys loggedInUser, isLoggedIn
// and redirectAfterLogin. They are for display and the post-login redirect only; the server's session cookie
// (httpOnly) decides what a user may do. Every access is guarded, since storage may be unavailable.
import type { User } from '../../../common/api-types.ts';

export const STORAGE_KEYS = {
  user: 'loggedInUser',
  loggedIn: 'isLoggedIn',
  redirect: 'redirectAfterLogin',
} as const;

export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

/** Navigation state that opens the login dialog over a public page; `fromGuard`: sent there by the admin guard. */
export interface LoginState {
  login: true;
  fromGuard?: boolean;
}

/** What the dialog and the admin layout keep of a user. */
export type StoredUser = Pick<User, '_id' | 'name' | 'email' | 'role'> & Partial<Pick<User, 'image' | 'phone'>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storeSignedIn(user: StoredUser): void {
  const s = storage();
  if (!s) return;
  const { _id, name, email, role, image, phone } = user;
  s.setItem(STORAGE_KEYS.user, JSON.stringify({ _id, name, email, role, image: image ?? null, phone: phone ?? '' }));
  s.setItem(STORAGE_KEYS.loggedIn, 'true');
}

export function clearSignedIn(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.user);
  s?.removeItem(STORAGE_KEYS.loggedIn);
}

export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredUser;
    return value && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveRedirect(path: string): void {
  storage()?.setItem(STORAGE_KEYS.redirect, path);
}

/**
 * A stored post-login path, when it is one of this site's: it starts with one slash, not followed by a slash or
 * a backslash (browsers read `/\host` as `//host`, another site). Anything else gives the default.
 */
export function safeRedirectPath(path: string | null | undefined): string {
  return path && /^\/(?![/\\])/.test(path) ? path : DEFAULT_AFTER_LOGIN;
}

/** The saved post-login path (only same-site paths), or the dashboard. */
export function readRedirect(): string {
  return safeRedirectPath(storage()?.getItem(STORAGE_KEYS.redirect));
}

export function clearRedirect(): void {
  storage()?.removeItem(STORAGE_KEYS.redirect);
}
