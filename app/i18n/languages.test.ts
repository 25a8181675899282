import { describe, expect, it } from 'vitest';
import { languageArea, languageCookie, pickLanguage, savedLanguage } from './languages.ts';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://site${url}`, { headers });

describe('pickLanguage', () => {
  it('takes ?lang= first, then the saved choice, then the browser languages, then English', () => {
    expect(pickLanguage(request('/?lang=sw', { cookie: 'lang=de', 'accept-language': 'de' }))).toBe('sw');
    expect(pickLanguage(request('/', { cookie: 'sid=1; lang=de', 'accept-language': 'sw' }))).toBe('de');
    expect(pickLanguage(request('/', { 'accept-language': 'fr-FR,sw;q=0.8' }))).toBe('sw');
    expect(pickLanguage(request('/?lang=fr'))).toBe('en');
  });

  it('reads a malformed cookie as no choice, instead of failing the page', () => {
    expect(pickLanguage(request('/', { cookie: 'lang=%E0%A4%A', 'accept-language': 'de' }))).toBe('de');
  });
});

describe('the admin language, apart from the public one (issue 38)', () => {
  const both = { cookie: 'lang=sw; admin_lang=de', 'accept-language': 'en-GB' };

  it("reads only its own area's saved choice, then the browser's languages", () => {
    expect(pickLanguage(request('/about', both))).toBe('sw');
    expect(pickLanguage(request('/admin/blog', both), 'admin')).toBe('de');
    // The public choice never reaches the admin, nor the admin's the public pages.
    expect(pickLanguage(request('/admin/blog', { cookie: 'lang=sw', 'accept-language': 'en-GB' }), 'admin')).toBe('en');
    expect(pickLanguage(request('/', { cookie: 'admin_lang=de', 'accept-language': 'sw' }))).toBe('sw');
    expect(savedLanguage(request('/api/blogs?lang=sw', { cookie: 'lang=sw' }), 'admin')).toBe('en');
    // ?lang= is each area's own switch.
    expect(pickLanguage(request('/admin/blog?lang=sw', both), 'admin')).toBe('sw');
  });

  it('tells the back office from the public pages as the router does, and remembers each in its own cookie', () => {
    for (const path of ['/admin', '/admin/', '/Admin/blog', '/admin/blog.data', '/%61dmin/users'])
      expect(languageArea(path), path).toBe('admin');
    for (const path of ['/', '/about', '/administration', '/blog/admin', '/admin.xml'])
      expect(languageArea(path), path).toBe('site');
    expect(languageCookie('site', 'de')).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('admin', 'de')).toBe('admin_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
