// Which admin page each role may use (DESIGN.md section 5), in the spec's sidebar order (section 6), plus the
// contact messages inbox (Admin, Director) and changing one's own password (everyone).
// - ADMIN_PAGES: one entry per page of ADMIN_PAGE_ACCESS (common/permissions.ts, the table the server's guards
//   read too: who may use each page, in the sidebar's order): its path under /admin and sidebar label key.
// - mayUse(role, page) / pagesFor(role): what the sidebar shows; pageForPath(pathname): which page a URL is,
//   so the layout refuses a page the role may not use exactly as the server does (403).
// The server checks every request itself; the shared table keeps the browser in step with it.
import {
  ADMIN_PAGE_ACCESS,
  ROLES,
  UI_ACCESS,
  allows,
  isRole,
  type AdminPageKey,
  type Role,
} from '../../../common/permissions.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';
import { RESOURCES, RESOURCE_NAMES } from '../../../common/resources/index.ts';

export type { AdminPageKey };

export interface AdminPage {
  key: AdminPageKey;
  /** Path as the spec spells it (route matching is case-insensitive). */
  path: string;
  label: MessageKey;
}

/** The paths under /admin that the spec spells otherwise than the page's key: each resource's own. */
const SPELLED: Partial<Record<AdminPageKey, string>> = Object.fromEntries(
  RESOURCE_NAMES.map((name) => [name, RESOURCES[name].admin.path]),
);

/** In the sidebar's order, that of ADMIN_PAGE_ACCESS; each labelled admin.nav.<key>. */
export const ADMIN_PAGES: readonly AdminPage[] = (Object.keys(ADMIN_PAGE_ACCESS) as AdminPageKey[]).map((key) => ({
  key,
  path: `/admin/${SPELLED[key] ?? key}`,
  label: `admin.nav.${key}`,
}));

export function adminPage(key: AdminPageKey): AdminPage {
  return ADMIN_PAGES.find((p) => p.key === key)!;
}

export function mayUse(role: Role | null | undefined, key: AdminPageKey): boolean {
  return allows(ADMIN_PAGE_ACCESS[key], role);
}

export function pagesFor(role: Role | null | undefined): AdminPage[] {
  return ADMIN_PAGES.filter((p) => mayUse(role, p.key));
}

/** The page a pathname belongs to (case-insensitive, trailing slash ignored), or null. */
export function pageForPath(pathname: string): AdminPage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ADMIN_PAGES.find((p) => path === p.path.toLowerCase() || path.startsWith(p.path.toLowerCase() + '/')) ?? null;
}

/** The sidebar label: the Partner's own sidebar calls the partner page 'Partner Menu' (spec section 6). */
export function labelFor(page: AdminPage, role: Role | null | undefined): MessageKey {
  return page.key === 'partners' && allows(UI_ACCESS.partnerMenuLabel, role) ? 'admin.nav.partnerMenu' : page.label;
}

/** A role's name in the page's language ('director' reads Director). */
export function roleLabel(t: (key: MessageKey) => string, role: Role): string {
  for (const known of ROLES) {
    if (isRole(role, known)) return t(`admin.roles.${known}`);
  }
  return role;
}
