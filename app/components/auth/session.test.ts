import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from './session.ts';

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query', () => {
    for (const path of ['/admin/blog', '/admin/blog?page=2', '/', '/about']) expect(safeRedirectPath(path)).toBe(path);
  });

  it('gives the default for anything that leaves the site or is not a path', () => {
    for (const path of [
      '//evil.example/admin',
      '/\\evil.example/admin',
      'https://evil.example/admin',
      'admin',
      '',
      null,
    ]) {
      expect(safeRedirectPath(path), String(path)).toBe(DEFAULT_AFTER_LOGIN);
    }
    // What the browser would make of the one refused above: another site.
    expect(new URL('/\\evil.example/admin', 'https://school.example/').host).toBe('evil.example');
  });
});
