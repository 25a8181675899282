import { describe, expect, it } from 'vitest';
import { isBackOfficePath, routerPath } from './back-office-path.ts';

describe('isBackOfficePath', () => {
  it('answers true for /admin, its pages and their .data, in any case and however encoded', () => {
    for (const path of ['/admin', '/admin/', '/admin/blog', '/ADMIN/Blog', '/admin.data', '/admin/blog.data']) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
    for (const path of ['/%61dmin/dashboard', '/%41DMIN', '/adm%69n/settings']) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
  });

  it('answers false for public pages and for paths that only begin like it', () => {
    for (const path of [
      '/',
      '/about',
      '/administrators',
      '/admin-help',
      '/blog/admin',
      '/loginPage',
      '/admin%2Fblog',
    ]) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });

  it('decodes as the router does: an encoded slash stays, a malformed escape is left alone', () => {
    expect(routerPath('/a%2Fb/%E2%82%AC')).toBe('/a%2Fb/€');
    expect(routerPath('/%E0%A4%A/x')).toBe('/%E0%A4%A/x');
  });
});
