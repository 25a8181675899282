// The five roles and how a role is compared: the one place a role is spelled. Who may do what is in
// common/permissions.ts (and each resource's own `access`, common/resources/).
// A `Who` is 'public' (no sign-in), 'signedIn' (every signed-in user) or a list of roles. Role names compare
// case-insensitively, so a stored 'Director' or 'ADMIN' counts as 'director' or 'Admin'.

export const ROLES = ['Admin', 'Author', 'Teacher', 'director', 'Partner'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'Teacher';

export type Who = 'public' | 'signedIn' | readonly Role[];

/** Normalises any spelling of a role ("ADMIN", "Director") to its stored value, or null. */
export function normaliseRole(value: string): Role | null {
  const lower = value.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower) ?? null;
}

/** Whether a role (null: not signed in) is one of `wanted`; any capitalisation, as a hand-edited database might hold. */
export function isRole(role: Role | null | undefined, ...wanted: readonly Role[]): boolean {
  if (!role) return false;
  const lower = role.toLowerCase();
  return wanted.some((w) => w.toLowerCase() === lower);
}

/** Whether a visitor with this role (null: not signed in) is among `who`. */
export function allows(who: Who, role: Role | null | undefined): boolean {
  if (who === 'public') return true;
  if (who === 'signedIn') return !!role;
  return isRole(role, ...who);
}
