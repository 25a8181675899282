// /api/users (spec section 7): staff accounts. The list needs sign-in and never shows a password;
// POST is multipart with a password; PUT keeps the password when it is left blank.
import { describe, expect, it } from 'vitest';
import { createTestApp, signInRequest, useTestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { ROLES } from '../../common/permissions.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { expectNewPicture, expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID } from '../helpers/texts.ts';

const { t, admin, teacher } = useTestApp({
  users: { admin: ['Admin', 'Head Admin'], teacher: ['Teacher', 'Mwalimu Saida'] },
});

let counter = 0;
const newUser = (extra: Record<string, string> = {}) => ({
  name: 'Mwalimu Joseph',
  phone: '+255 713 000 111',
  email: `joseph.${++counter}@brightschools.ac.tz`,
  role: 'Teacher',
  password: 'Kilimanjaro-2026',
  ...extra,
});

const post = (fields: Record<string, string>, files: Record<string, File> = {}) =>
  t.sendForm('POST', '/api/users', admin.cookie, fields, files);
const put = (id: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
  t.sendForm('PUT', `/api/users/${id}`, admin.cookie, fields, files);
const login = (email: string, password: string) => signInRequest(t.request, email, password);

/** No key or value of the JSON text mentions a password or holds a stored hash. */
async function expectNoPasswords(text: string) {
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/scrypt\$/);
  for (const row of await t.deps.db.selectFrom('users').select('passwordHash').execute())
    expect(text).not.toContain(row.passwordHash.split('$').pop());
}

describe('GET /api/users', () => {
  it('needs sign-in', async () => {
    await expectError(await t.request('/api/users'), 401, 'Please sign in first.');
  });

  it('answers the list with name, phone, email, role, image and _id, and never a password', async () => {
    await expectJson(await post(newUser(), { image: await uniquePng('face.png') }), 201);
    const res = await t.request('/api/users', { cookie: admin.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    const list = JSON.parse(text) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const user of list) {
      expect(Object.keys(user)).toEqual(expect.arrayContaining(['_id', 'name', 'phone', 'email', 'role', 'image']));
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('passwordHash');
    }
    expect(list.find((u) => u._id === teacher.id)).toMatchObject({
      name: 'Mwalimu Saida',
      email: teacher.email,
      role: 'Teacher',
      image: null,
    });
    expect(list.some((u) => typeof u.image === 'string' && /^\/uploads\//.test(u.image))).toBe(true);
    await expectNoPasswords(text);
  });

  it('is readable by any signed-in user, still without a password', async () => {
    const res = await t.request('/api/users', { cookie: teacher.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    const list = JSON.parse(text) as Record<string, unknown>[];
    expect(list.find((u) => u._id === teacher.id)).toMatchObject({ name: 'Mwalimu Saida', role: 'Teacher' });
    await expectNoPasswords(text);
  });

  it('reads one user by id, without a password', async () => {
    const res = await t.request(`/api/users/${teacher.id}`, { cookie: admin.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ _id: teacher.id, name: 'Mwalimu Saida' });
    await expectNoPasswords(text);
  });
});

describe('POST /api/users (multipart: name, phone, email, role, password, image)', () => {
  it('creates the user, answers JSON without the password, and the new user can sign in', async () => {
    const fields = newUser({ name: 'Mwalimu Joseph Ndege', email: `Joseph.Mixed.${++counter}@BrightSchools.ac.tz` });
    const res = await post(fields, { image: await uniquePng('avatar.png') });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    await expectNoPasswords(text);
    const user = JSON.parse(text);
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user).toMatchObject({
      name: 'Mwalimu Joseph Ndege',
      phone: fields.phone,
      email: fields.email.toLowerCase(),
      role: 'Teacher',
    });
    expect(user.image).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
    await expectStored(t, imageFiles(user));
    // POST /api/auth/login (JSON email, password) answers the user object the browser stores.
    const res2 = await login(fields.email, fields.password);
    const loginText = await res2.text();
    expect(res2.status, loginText).toBe(200);
    expect(JSON.parse(loginText)).toMatchObject({
      _id: user._id,
      name: 'Mwalimu Joseph Ndege',
      role: 'Teacher',
      email: fields.email.toLowerCase(),
    });
    await expectNoPasswords(loginText);
  });

  it('saves a user without an image (default avatar: image is null)', async () => {
    const user = await expectJson(await post(newUser()), 201);
    expect(user.image).toBeNull();
  });

  it('stores every role of the form; Director is kept as the form sends it', async () => {
    // One user edited through the roles (a blank password is not hashed again, which keeps this quick).
    const fields = newUser({ role: 'Director' });
    const user = await expectJson(await post(fields), 201);
    expect(user.role).toBe('director');
    for (const role of ROLES) {
      expect((await expectJson(await put(user._id, { ...fields, role, password: '' }), 200)).role).toBe(role);
    }
    expect((await expectJson(await put(user._id, { ...fields, role: 'ADMIN', password: '' }), 200)).role).toBe('Admin');
    await expectError(await post(newUser({ role: 'Headmaster' })), 400, `Role must be one of ${ROLES.join(', ')}.`);
  });

  it("refuses a missing password with 'Please enter a password for the new user.'", async () => {
    const { password: _p, ...noPassword } = newUser();
    let body = await expectError(await post(noPassword), 400, 'Please enter a password for the new user.');
    expect(body.fields).toEqual({ password: 'Please enter a password for the new user.' });
    body = await expectError(await post(newUser({ password: '' })), 400, 'Please enter a password for the new user.');
    expect(body.fields).toEqual({ password: 'Please enter a password for the new user.' });
    await expectError(await post(newUser({ password: 'short' })), 400, 'Password must be at least 8 characters.');
  });

  it('refuses missing name, phone, email or role, and an invalid email', async () => {
    await expectError(await post(newUser({ name: ' ' })), 400, 'Name is required');
    await expectError(await post(newUser({ phone: '' })), 400, 'Phone is required');
    await expectError(await post(newUser({ email: '' })), 400, 'Email is required');
    await expectError(await post(newUser({ email: 'joseph-at-school' })), 400, 'Invalid email address');
    await expectError(await post(newUser({ role: '' })), 400, 'Role is required');
    await expectError(await post(newUser({ name: HUGE_TITLE })), 400, 'Name must be at most 200 characters.');
  });

  it('refuses a duplicate email (in any letter case) with 409 and keeps no uploaded file', async () => {
    const first = newUser();
    await expectJson(await post(first), 201);
    const body = await expectError(
      await post(newUser({ email: first.email.toUpperCase() }), { image: await uniquePng() }),
      409,
      'A user with this email already exists.',
    );
    expect(body.fields).toEqual({ email: 'A user with this email already exists.' });
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('keeps names in any script exactly', async () => {
    const name = 'Bi. Zuhura Ngʼanga · Jürgen Groß · 王小明 · محمد 🎓';
    const user = await expectJson(await post(newUser({ name })), 201);
    expect(user.name).toBe(name);
    expect((await expectJson(await t.request(`/api/users/${user._id}`, { cookie: admin.cookie }), 200)).name).toBe(
      name,
    );
  });
});

describe('PUT /api/users/{id} (same form, password optional)', () => {
  it('a blank password keeps the old one: signing in with it still works', async () => {
    const fields = newUser();
    const user = await expectJson(await post(fields), 201);
    const saved = await expectJson(
      await put(user._id, { ...fields, name: 'Mwalimu Joseph Renamed', phone: '+255 600 000 000', password: '' }),
      200,
    );
    expect(saved).toMatchObject({ _id: user._id, name: 'Mwalimu Joseph Renamed', phone: '+255 600 000 000' });
    expect(saved).not.toHaveProperty('password');
    await expectJson(await login(fields.email, fields.password), 200);
  });

  it('no password field at all also keeps the old one', async () => {
    const fields = newUser();
    const user = await expectJson(await post(fields), 201);
    const { password: _p, ...withoutPassword } = fields;
    await expectJson(await put(user._id, { ...withoutPassword, role: 'Author' }), 200);
    await expectJson(await login(fields.email, fields.password), 200);
  });

  it('a new password replaces the old one', async () => {
    const fields = newUser();
    const user = await expectJson(await post(fields), 201);
    await expectJson(await put(user._id, { ...fields, password: 'Serengeti-Plains-9' }), 200);
    await expectError(await login(fields.email, fields.password), 401, 'Incorrect password');
    await expectJson(await login(fields.email, 'Serengeti-Plains-9'), 200);
  });

  it("refuses another user's email with 409, but keeps one's own", async () => {
    const a = newUser();
    const b = newUser();
    await expectJson(await post(a), 201);
    const userB = await expectJson(await post(b), 201);
    await expectError(
      await put(userB._id, { ...b, email: a.email, password: '' }),
      409,
      'A user with this email already exists.',
    );
    expect((await expectJson(await put(userB._id, { ...b, password: '' }), 200)).email).toBe(b.email);
  });

  it('a new image replaces the old one, whose files are deleted', async () => {
    const fields = newUser();
    const user = await expectJson(await post(fields, { image: await uniquePng('old-face.png') }), 201);
    const saved = await expectJson(
      await put(user._id, { ...fields, password: '' }, { image: await uniquePng('new-face.png') }),
      200,
    );
    await expectNewPicture(t, user, saved);
  });

  it('answers 404 for an unknown id', async () => {
    await expectError(await put(UNKNOWN_ID, newUser()), 404, 'User not found.');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user and the files of their image; they can no longer sign in', async () => {
    const fields = newUser();
    const user = await expectJson(await post(fields, { image: await uniquePng() }), 201);
    const files = imageFiles(user);
    const body = await expectJson(
      await t.request(`/api/users/${user._id}`, { method: 'DELETE', cookie: admin.cookie }),
      200,
    );
    expect(body._id).toBe(user._id);
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/users', { cookie: admin.cookie }), 200);
    expect(list.some((u) => u._id === user._id)).toBe(false);
    await expectRemoved(t, files);
    await expectError(await login(fields.email, fields.password), 401, 'User not found');
  });

  it('answers an error body with a message when it cannot delete', async () => {
    await expectError(
      await t.request(`/api/users/${admin.id}`, { method: 'DELETE', cookie: admin.cookie }),
      409,
      'You cannot delete your own account.',
    );
    await expectError(
      await t.request(`/api/users/${UNKNOWN_ID}`, { method: 'DELETE', cookie: admin.cookie }),
      404,
      'User not found.',
    );
  });
});

describe('who sees contact details', () => {
  it('shows phones and e-mails to Admin only', async () => {
    const t2 = await createTestApp();
    try {
      const admin = await t2.userWithSession('Admin');
      const teacher = await t2.userWithSession('Teacher');
      const asAdmin = (await (await t2.request('/api/users', { cookie: admin.cookie })).json()) as Record<
        string,
        unknown
      >[];
      expect(asAdmin.every((u) => typeof u.email === 'string' && typeof u.phone === 'string')).toBe(true);
      const asTeacher = (await (await t2.request('/api/users', { cookie: teacher.cookie })).json()) as Record<
        string,
        unknown
      >[];
      expect(asTeacher).toHaveLength(asAdmin.length);
      expect(asTeacher.some((u) => 'email' in u || 'phone' in u)).toBe(false);
      expect(asTeacher.map((u) => u.name).sort()).toEqual(asAdmin.map((u) => u.name).sort());
      const one = (await (await t2.request(`/api/users/${admin.id}`, { cookie: teacher.cookie })).json()) as Record<
        string,
        unknown
      >;
      expect(one.name).toBeDefined();
      expect('email' in one).toBe(false);
    } finally {
      await t2.close();
    }
  });
});
