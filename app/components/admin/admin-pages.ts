// Which admin page each role may use (DESIGN.md section 5), in the spec's sidebar order (section 6), plus the
// contact messages inbox (Admin, Director) and changing one's own password (everyone).
// - ADMIN_PAGES: one entry per page: path under /admin, sidebar label key, roles (empty = every signed-in user).
// - mayUse(role, page) / pagesFor(role): what the sidebar shows; pageForPath(pathname): which page a URL is,
//   so the layout refuses a page the role may not use exactly as the server does (403).
// The server checks every request itself; this table only keeps the browser in step with it.
import { isRole } from '../../../common/constants.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

export type AdminPageKey =
  | 'dashboard'
  | 'headers'
  | 'blog'
  | 'users'
  | 'gallery'
  | 'partner'
  | 'schools'
  | 'director'
  | 'documents'
  | 'settings'
  | 'messages'
  | 'password';

export interface AdminPage {
  key: AdminPageKey;
  /** Path as the spec spells it (route matching is case-insensitive). */
  path: string;
  label: MessageKey;
  /** Roles that may use the page; empty means every signed-in user. */
  roles: readonly string[];
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'dashboard', path: '/admin/dashboard', label: 'admin.nav.dashboard', roles: [] },
  { key: 'headers', path: '/admin/HeaderImageForm', label: 'admin.nav.headers', roles: ['Admin'] },
  { key: 'blog', path: '/admin/blog', label: 'admin.nav.blog', roles: ['Admin', 'Director', 'Author', 'Teacher'] },
  { key: 'users', path: '/admin/add-teacher', label: 'admin.nav.users', roles: ['Admin'] },
  { key: 'gallery', path: '/admin/add-gallery', label: 'admin.nav.gallery', roles: ['Admin', 'Director', 'Teacher'] },
  { key: 'partner', path: '/admin/PartnerAdmin', label: 'admin.nav.partner', roles: ['Admin', 'Partner'] },
  { key: 'schools', path: '/admin/AdminSchoolDetails', label: 'admin.nav.schools', roles: ['Admin', 'Director'] },
  { key: 'director', path: '/admin/DirectorMessage', label: 'admin.nav.director', roles: ['Admin', 'Director'] },
  { key: 'documents', path: '/admin/Documents', label: 'admin.nav.documents', roles: ['Admin'] },
  { key: 'settings', path: '/admin/settings', label: 'admin.nav.settings', roles: ['Admin'] },
  { key: 'messages', path: '/admin/messages', label: 'admin.nav.messages', roles: ['Admin', 'Director'] },
  { key: 'password', path: '/admin/password', label: 'admin.nav.password', roles: [] },
];

export function adminPage(key: AdminPageKey): AdminPage {
  return ADMIN_PAGES.find((p) => p.key === key)!;
}

export function mayUse(role: string | null | undefined, key: AdminPageKey): boolean {
  const page = adminPage(key);
  return page.roles.length === 0 ? !!role : isRole(role, ...page.roles);
}

export function pagesFor(role: string | null | undefined): AdminPage[] {
  return ADMIN_PAGES.filter((p) => mayUse(role, p.key));
}

/** The page a pathname belongs to (case-insensitive, trailing slash ignored), or null. */
export function pageForPath(pathname: string): AdminPage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ADMIN_PAGES.find((p) => path === p.path.toLowerCase() || path.startsWith(p.path.toLowerCase() + '/')) ?? null;
}

/** The sidebar label: the Partner's own sidebar calls the partner page 'Partner Menu' (spec section 6). */
export function labelFor(page: AdminPage, role: string | null | undefined): MessageKey {
  return page.key === 'partner' && isRole(role, 'Partner') ? 'admin.nav.partnerMenu' : page.label;
}

/** A role's name in the page's language ('director' reads Director). */
export function roleLabel(t: (key: MessageKey) => string, role: string): string {
  for (const known of ['Admin', 'Author', 'Teacher', 'director', 'Partner'] as const) {
    if (isRole(role, known)) return t(`admin.roles.${known}`);
  }
  return role;
}
