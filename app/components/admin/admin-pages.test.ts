// The permissions table (common/permissions.ts) as the admin reads it: every admin page has exactly one entry
// in each table, and the sidebar of each role is DESIGN.md section 5's matrix, written out here independently.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_ACCESS,
  API_ACCESS,
  ROLES,
  allows,
  type AdminPageKey,
  type Role,
} from '../../../common/permissions.ts';
import { ADMIN_PAGES, labelFor, mayUse, pageForPath, pagesFor } from './admin-pages.ts';

describe('permissions table', () => {
  it('has one access entry for every admin page, and one page for every entry', () => {
    const pageKeys = ADMIN_PAGES.map((p) => p.key).sort();
    expect(new Set(pageKeys).size).toBe(pageKeys.length);
    expect(pageKeys).toEqual(Object.keys(ADMIN_PAGE_ACCESS).sort());
  });

  it('names only known roles', () => {
    const lists = [
      ...Object.values(ADMIN_PAGE_ACCESS),
      ...Object.values(API_ACCESS).flatMap((actions) => Object.values(actions)),
    ].filter((who) => typeof who !== 'string');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) for (const role of list) expect(ROLES).toContain(role);
  });

  const sidebar: Record<string, AdminPageKey[]> = {
    Admin: [
      'dashboard',
      'headers',
      'blogs',
      'users',
      'gallery',
      'partners',
      'schoolDetails',
      'directorMessage',
      'documents',
      'schoolSettings',
      'contactMessages',
      'activity',
      'trash',
      'password',
    ],
    Director: [
      'dashboard',
      'blogs',
      'gallery',
      'schoolDetails',
      'directorMessage',
      'contactMessages',
      'activity',
      'trash',
      'password',
    ],
    Author: ['dashboard', 'blogs', 'trash', 'password'],
    Teacher: ['dashboard', 'blogs', 'gallery', 'trash', 'password'],
    Partner: ['dashboard', 'partners', 'password'],
  };

  it.each(Object.entries(sidebar))('shows %s exactly the pages of the role matrix', (role, keys) => {
    // Any capitalisation of the stored role counts the same (a hand-edited database's, or a browser's old copy).
    for (const spelling of [role, role.toUpperCase(), role.toLowerCase()])
      expect(pagesFor(spelling as Role).map((p) => p.key)).toEqual(keys);
  });

  it('lets no one without a role (or with an unknown one) use a page', () => {
    for (const page of ADMIN_PAGES) {
      expect(mayUse(null, page.key)).toBe(false);
      expect(mayUse('' as Role, page.key)).toBe(false);
    }
    // A role from outside the five (a browser's stored copy can hold anything): only the pages of every user.
    expect(pagesFor('Janitor' as Role).map((p) => p.key)).toEqual(['dashboard', 'password']);
  });

  it('keeps public reads public and staff actions behind sign-in', () => {
    expect(allows(API_ACCESS.blogs.read, null)).toBe(true);
    expect(allows(API_ACCESS.users.read, null)).toBe(false);
    expect(allows(API_ACCESS.users.read, 'Partner')).toBe(true);
    expect(allows(API_ACCESS.blogs.writeOthers, 'director')).toBe(false);
    // A hand-edited database's spelling still counts.
    expect(allows(API_ACCESS.twoStep.requiredFor, 'Director' as Role)).toBe(true);
    expect(allows(API_ACCESS.twoStep.requiredFor, 'Teacher')).toBe(false);
  });

  it('finds the page of a URL in any case, and names the partner page for a Partner', () => {
    expect(pageForPath('/admin/partneradmin/')?.key).toBe('partners');
    expect(pageForPath('/admin/nowhere')).toBeNull();
    const partner = ADMIN_PAGES.find((p) => p.key === 'partners')!;
    expect(labelFor(partner, 'Partner')).toBe('admin.nav.partnerMenu');
    expect(labelFor(partner, 'Admin')).toBe('admin.nav.partners');
  });
});
