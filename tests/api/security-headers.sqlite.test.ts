// What the server sends with every answer (issue 9, section 3): Hono's secure headers, a policy under which
// nothing runs from an API answer or a stored file, HSTS only for an https PUBLIC_URL, no-store on everything
// that depends on who is signed in, and stored documents always as attachments.
// On SQLite only: the headers are set around every route, whatever the database.
import { describe, expect } from 'vitest';
import { apiTest, createTestApp, json } from '../helpers/test-app.ts';
import { docFile, docxFile, pdfFile } from '../helpers/images.ts';
import { expectJson, newGalleryPicture, deleteAs } from '../helpers/api.ts';

const it = apiTest({ users: { admin: 'Admin' } });

describe('security headers', () => {
  it('every answer carries them: JSON, errors, stored files', async ({ t, users: { admin } }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Headers' });
    for (const path of ['/api/health', '/api/blogs', '/api/no-such-thing', '/api/blogs/123', picture.image]) {
      const res = await t.request(path);
      const h = (name: string) => res.headers.get(name);
      expect(h('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(h('permissions-policy'), path).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(h('permissions-policy'), path).toMatch(/(^|, )geolocation=\(\)(,|$)/);
      expect(h('x-content-type-options'), path).toBe('nosniff');
      expect(h('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(h('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(h('x-request-id'), path).toBeTruthy();
      // No HTTPS address is known (PUBLIC_URL unset): no HSTS.
      expect(h('strict-transport-security'), path).toBeNull();
    }
    // Pictures are public and may be shown by other sites (link previews); API answers only by this one.
    expect((await t.request(picture.image)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await t.request('/api/blogs')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    for (const [publicUrl, expected] of [
      ['https://school.example', 'max-age=31536000'],
      ['http://school.example', null],
    ] as const) {
      const other = await createTestApp({ publicUrl });
      try {
        expect((await other.request('/api/health')).headers.get('strict-transport-security'), publicUrl).toBe(expected);
      } finally {
        await other.close();
      }
    }
  });
});

describe('Cache-Control: no-store on every answer that depends on who is signed in', () => {
  it('signed-in requests, signing in and out; public lists without a session stay cacheable', async ({
    t,
    users: { admin },
  }) => {
    for (const path of ['/api/auth/me', '/api/users', '/api/blogs', '/api/gallery', '/api/contact', '/api/health']) {
      const res = await t.request(path, { cookie: admin.cookie });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // An unknown or expired session cookie: the answer still depended on it (401).
    const stale = await t.request('/api/auth/me', { cookie: 'sid=not-a-session' });
    expect(stale.headers.get('cache-control')).toBe('no-store');

    const fresh = await t.userWithSession('Teacher');
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      ...json({ email: fresh.email, password: 'wrong password' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const logout = await t.request('/api/auth/logout', { method: 'POST', cookie: fresh.cookie });
    expect(logout.headers.get('cache-control')).toBe('no-store');

    const anonymous = await t.request('/api/blogs');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get('etag')).toBeTruthy();
  });
});

describe('stored documents are always downloaded', () => {
  it('Content-Disposition: attachment and nosniff on /uploads/ and on the download address', async ({
    t,
    users: { admin },
  }) => {
    for (const file of [pdfFile(), docxFile(), docFile()]) {
      const doc = await expectJson(
        await t.sendForm(
          'POST',
          '/api/documents',
          admin.cookie,
          { category: 'School Fee', description: 'Fees' },
          { file },
        ),
        201,
      );
      for (const path of [doc.fileUrl, doc.downloadUrl]) {
        for (const method of ['GET', 'HEAD']) {
          const res = await t.request(path, { method });
          expect(res.status, path).toBe(200);
          expect(res.headers.get('content-disposition'), `${method} ${path}`).toMatch(/^attachment\b/);
          expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        }
      }
      await deleteAs(t, `/api/documents/${doc._id}`, admin.cookie);
    }
  });
});
