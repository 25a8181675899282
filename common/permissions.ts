// Who may do what (DESIGN.md section 5): the one place in the code where a list of roles is written.
// - ROLES / Role: the five roles, spelled as the user form stores them (the spec's lower-case 'director').
// - API_ACCESS: per API resource and action, who may use it; server/auth/guard.ts `allow(...)` enforces it.
// - ADMIN_PAGE_ACCESS: per admin page, who may open it; the sidebar and the admin page guard read it
//   (app/components/admin/admin-pages.ts). Pages reuse the API's entries, so both always agree.
// - UI_ACCESS: what else the admin shows only to some roles.
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

/** API resources (server/api/*.ts) and their actions. `read` is GET, `write` is POST, PUT and DELETE. */
export const API_ACCESS = {
  headers: { read: 'public', write: ['Admin'] },
  blogs: {
    read: 'public',
    write: ['Admin', 'director', 'Author', 'Teacher'],
    /** Change or delete posts of other users (everyone else only their own). */
    writeOthers: ['Admin'],
  },
  gallery: { read: 'public', write: ['Admin', 'director', 'Teacher'] },
  partners: { read: 'public', write: ['Admin', 'Partner'] },
  schoolDetails: { read: 'public', write: ['Admin', 'director'] },
  directorMessage: { read: 'public', write: ['Admin', 'director'] },
  documents: { read: 'public', write: ['Admin'] },
  schoolSettings: { read: 'public', write: ['Admin'] },
  users: {
    read: 'signedIn',
    /** See users' phones and e-mails (everyone else reads names and roles only). */
    readContactDetails: ['Admin'],
    write: ['Admin'],
    /** Set a new password for a user, or turn off a user's two-step sign-in. */
    resetSignIn: ['Admin'],
  },
  contactMessages: { send: 'public', read: ['Admin', 'director'], write: ['Admin', 'director'] },
  activity: {
    /** Read the activity log: the Admin all of it, others the records they may change (server/api/activity.ts). */
    read: ['Admin', 'director'],
    readAll: ['Admin'],
  },
  versions: {
    /**
     * See and restore a record's earlier versions; then only who may change that record (its resource's
     * `write`, and `writeOthers` for others' blog posts), as server/api/versions.ts checks.
     */
    use: 'signedIn',
  },
  /** The trash: see what was deleted, restore it or delete it for good. */
  trash: { read: ['Admin'], write: ['Admin'] },
  twoStep: {
    /** Turn on or off whether two-step sign-in is required. */
    setRequirement: ['Admin'],
    /** The roles that must use two-step sign-in once it is required. */
    requiredFor: ['Admin', 'director'],
  },
} as const satisfies Record<string, Record<string, Who>>;

/**
 * Admin pages (keys of app/components/admin/admin-pages.ts), in the sidebar's order, and who may open them. A
 * page that manages a resource has the resource's name (that of API_ACCESS and of the activity log).
 */
export const ADMIN_PAGE_ACCESS = {
  dashboard: 'signedIn',
  headers: API_ACCESS.headers.write,
  blogs: API_ACCESS.blogs.write,
  users: API_ACCESS.users.write,
  gallery: API_ACCESS.gallery.write,
  partners: API_ACCESS.partners.write,
  schoolDetails: API_ACCESS.schoolDetails.write,
  directorMessage: API_ACCESS.directorMessage.write,
  documents: API_ACCESS.documents.write,
  schoolSettings: API_ACCESS.schoolSettings.write,
  contactMessages: API_ACCESS.contactMessages.read,
  activity: API_ACCESS.activity.read,
  trash: API_ACCESS.trash.read,
  password: 'signedIn',
} as const satisfies Record<string, Who>;

export type AdminPageKey = keyof typeof ADMIN_PAGE_ACCESS;

/** What else the admin shows only to some roles. */
export const UI_ACCESS = {
  /** The dashboard's "View all" links to the full lists. */
  dashboardViewAll: ['Admin'],
  /** The sidebar calls the partner page 'Partner Menu' for these roles (spec section 6). */
  partnerMenuLabel: ['Partner'],
} as const satisfies Record<string, Who>;
