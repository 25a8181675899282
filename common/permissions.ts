// Who may do what (DESIGN.md section 5): the one place in the code where a list of roles is written.
// - ROLES / Role: the five roles, spelled as the user form stores them (the spec's lower-case 'director'), in
//   common/roles.ts.
// - API_ACCESS: per API resource and action, who may use it (each resource's `access` in common/resources/, and
//   the API's other parts); server/auth/guard.ts `allow(...)` enforces it.
// - ADMIN_PAGE_ACCESS: per admin page, who may open it; the sidebar and the admin page guard read it
//   (app/components/admin/admin-pages.ts). Pages reuse the API's entries, so both always agree.
// - UI_ACCESS: what else the admin shows only to some roles.
// A `Who` is 'public' (no sign-in), 'signedIn' (every signed-in user) or a list of roles. Role names compare
// case-insensitively, so a stored 'Director' or 'ADMIN' counts as 'director' or 'Admin'.

export { ROLES, DEFAULT_ROLE, normaliseRole, isRole, allows, type Role, type Who } from './roles.ts';
import { allows, type Role, type Who } from './roles.ts';
import { RESOURCES, RESOURCE_NAMES, type ResourceName, type Resources } from './resources/index.ts';

/** Each resource's own access (common/resources/<name>.ts): `read` is GET, `write` is POST, PUT and DELETE. */
type ResourceAccessOf = { [K in ResourceName]: Resources[K]['access'] };
const RESOURCE_ACCESS = Object.fromEntries(
  RESOURCE_NAMES.map((name) => [name, RESOURCES[name].access]),
) as ResourceAccessOf;

/** Who may use each API resource and action: the resources' own, and what else the API does. */
export const API_ACCESS = {
  ...RESOURCE_ACCESS,
  users: {
    ...RESOURCE_ACCESS.users,
    /** See users' phones and e-mails (everyone else reads names and roles only). */
    readContactDetails: ['Admin'],
    /** Set a new password for a user, or turn off a user's two-step sign-in. */
    resetSignIn: ['Admin'],
  },
  contactMessages: { ...RESOURCE_ACCESS.contactMessages, send: 'public' },
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
  /**
   * The trash: see what was deleted and restore it; every entry for `readAll`, for the others their own mistakes
   * (their own posts, and records without an owner they deleted themselves: server/api/trash.ts). Only `purge`
   * deletes for good.
   */
  trash: {
    read: ['Admin', 'director', 'Author', 'Teacher'],
    write: ['Admin', 'director', 'Author', 'Teacher'],
    readAll: ['Admin'],
    purge: ['Admin'],
  },
  twoStep: {
    /** Turn on or off whether two-step sign-in is required. */
    setRequirement: ['Admin'],
    /** The roles that must use two-step sign-in once it is required. */
    requiredFor: ['Admin', 'director'],
  },
} as const satisfies Record<string, Record<string, Who | undefined>>;

/**
 * Admin pages (keys of app/components/admin/admin-pages.ts), in the sidebar's order, and who may open them. A
 * page that manages a resource has the resource's name (that of API_ACCESS and of the activity log), and is
 * for those who may change its records (or read them: the inbox), as the resource's `admin` says.
 */
export const ADMIN_PAGE_ACCESS = {
  dashboard: 'signedIn',
  ...(Object.fromEntries(
    RESOURCE_NAMES.map((name) => {
      const { access, admin } = RESOURCES[name];
      return [name, admin.for === 'read' ? access.read : access.write];
    }),
  ) as { [K in ResourceName]: Who }),
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

/**
 * Whether this user may change (and so preview) the post: who may write posts, every post for those who may
 * change others' (Admin), else their own. The server's rule for the API and the pages alike.
 */
export const mayEditPost = (user: { _id: string; role: Role }, post: { ownerId: string | null }) =>
  allows(RESOURCES.blogs.access.write, user.role) &&
  (allows(RESOURCES.blogs.access.writeOthers, user.role) || post.ownerId === user._id);
