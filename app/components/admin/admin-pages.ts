// Which admin page each role may use (DESIGN.md section 5), in the spec's sidebar order (section 6), plus the
// contact messages inbox (Admin, Director) and changing one's own password (everyone).
// - ADMIN_PAGES: one entry per page: path under /admin, sidebar label key; who may use it comes from
//   ADMIN_PAGE_ACCESS in common/permissions.ts, the table the server's guards read too.
// - mayUse(role, page) / pagesFor(role): what the sidebar shows; pageForPath(pathname): which page a URL is,
//   so the layout refuses a page the role may not use exactly as the server does (403).
// The server checks every request itself; the shared table keeps the browser in step with it.
import { ADMIN_PAGE_ACCESS, ROLES, UI_ACCESS, allows, isRole, type AdminPageKey } from '../../../common/permissions.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

export type { AdminPageKey };

export interface AdminPage {
  key: AdminPageKey;
  /** Path as the spec spells it (route matching is case-insensitive). */
  path: string;
  label: MessageKey;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'dashboard', path: '/admin/dashboard', label: 'admin.nav.dashboard' },
  { key: 'headers', path: '/admin/HeaderImageForm', label: 'admin.nav.headers' },
  { key: 'blog', path: '/admin/blog', label: 'admin.nav.blog' },
  { key: 'users', path: '/admin/add-teacher', label: 'admin.nav.users' },
  { key: 'gallery', path: '/admin/add-gallery', label: 'admin.nav.gallery' },
  { key: 'partner', path: '/admin/PartnerAdmin', label: 'admin.nav.partner' },
  { key: 'schools', path: '/admin/AdminSchoolDetails', label: 'admin.nav.schools' },
  { key: 'director', path: '/admin/DirectorMessage', label: 'admin.nav.director' },
  { key: 'documents', path: '/admin/Documents', label: 'admin.nav.documents' },
  { key: 'settings', path: '/admin/settings', label: 'admin.nav.settings' },
  { key: 'messages', path: '/admin/messages', label: 'admin.nav.messages' },
  { key: 'password', path: '/admin/password', label: 'admin.nav.password' },
];

export function adminPage(key: AdminPageKey): AdminPage {
  return ADMIN_PAGES.find((p) => p.key === key)!;
}

export function mayUse(role: string | null | undefined, key: AdminPageKey): boolean {
  return allows(ADMIN_PAGE_ACCESS[key], role);
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
  return page.key === 'partner' && allows(UI_ACCESS.partnerMenuLabel, role) ? 'admin.nav.partnerMenu' : page.label;
}

/** A role's name in the page's language ('director' reads Director). */
export function roleLabel(t: (key: MessageKey) => string, role: string): string {
  for (const known of ROLES) {
    if (isRole(role, known)) return t(`admin.roles.${known}`);
  }
  return role;
}
