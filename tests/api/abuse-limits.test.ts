// Abuse limits beyond sign-in (issue 9): contact messages per client address, and common passwords refused
// for staff accounts in the API (the command-line tool's check is in server/cli.db.test.ts).
import { describe, expect } from 'vitest';
import { apiTest, json, type TestApp } from '../helpers/test-app.ts';
import { expectError } from '../helpers/api.ts';
import { isCommonPassword } from '../../server/auth/common-passwords/common-passwords.ts';

const it = apiTest({ users: { admin: 'Admin' } });

const COMMON = 'This password is one of the most common passwords and easy to guess. Please choose another.';
const message = { name: 'Parent', email: 'parent@example.org', message: 'When does term start?' };
const contactFrom = (t: TestApp, address: string, init: RequestInit = { method: 'POST', ...json(message) }) =>
  t.request('/api/contact', { ...init, address });
const storedMessages = async (t: TestApp) =>
  (await t.deps.db.selectFrom('contactMessages').select('_id').execute()).length;

describe('contact messages per client address', () => {
  it('five messages in ten minutes, then 429 with Retry-After and a clear sentence; other addresses go on', async ({
    t,
  }) => {
    const before = await storedMessages(t);
    for (let i = 0; i < 5; i++) expect((await contactFrom(t, '203.0.113.50')).status).toBe(201);
    const refused = await contactFrom(t, '203.0.113.50');
    await expectError(
      refused,
      429,
      /^You have sent several messages in a short time\. Please try again in 10 minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await storedMessages(t)).toBe(before + 5);
    expect((await contactFrom(t, '203.0.113.51')).status).toBe(201);
  });

  it('a plain form post past the limit goes back to its page, which says so', async ({ t }) => {
    for (let i = 0; i < 5; i++) await contactFrom(t, '203.0.113.60');
    const res = await contactFrom(t, '203.0.113.60', {
      method: 'POST',
      headers: { accept: 'text/html', referer: 'http://localhost/about' },
      body: new URLSearchParams({ ...message, source: 'footer' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about?contactSent=footer-limited#contact-footer');
  });
});

describe('common passwords for staff accounts', () => {
  it('the shipped list holds at least 10,000 passwords and matches in any letter case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Serengeti-Plains-9')).toBe(false);
  });

  it.for(['password123', '12345678', 'Qwertyuiop'])(
    'POST /api/users refuses %s with the message on the field',
    async (password, { t, users: { admin } }) => {
      const res = await t.sendForm('POST', '/api/users', admin.cookie, {
        name: 'N',
        phone: '1',
        email: 'common@example.org',
        role: 'Teacher',
        password,
      });
      const body = await expectError(res, 400, COMMON);
      expect(body.fields).toEqual({ password: COMMON });
      expect(
        await t.deps.db.selectFrom('users').select('_id').where('email', '=', 'common@example.org').execute(),
      ).toEqual([]);
    },
  );

  it('editing a user to a common password and changing one’s own are refused too', async ({ t, users: { admin } }) => {
    const created = await t.sendForm('POST', '/api/users', admin.cookie, {
      name: 'N',
      phone: '1',
      email: 'fine@example.org',
      role: 'Teacher',
      password: 'Serengeti-Plains-9',
    });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    const edit = await t.sendForm('PUT', `/api/users/${_id}`, admin.cookie, {
      name: 'N',
      phone: '1',
      email: 'fine@example.org',
      role: 'Teacher',
      password: 'iloveyou',
    });
    await expectError(edit, 400, COMMON);
    const own = await t.sendJson('PUT', '/api/auth/password', admin.cookie, {
      currentPassword: 'correct horse battery',
      newPassword: 'football1',
    });
    expect((await expectError(own, 400, COMMON)).fields).toEqual({ newPassword: COMMON });
  });
});
