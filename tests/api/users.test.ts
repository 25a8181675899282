// /api/users (spec section 7): staff accounts. The list needs sign-in and never shows a password;
// POST is multipart with a password; PUT keeps the password when it is left blank.
import { describe, expect } from 'vitest';
import { apiTest, createTestApp, signInRequest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { ROLES } from '../../common/permissions.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { putNewPicture, expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID } from '../helpers/texts.ts';

const it = apiTest({
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

/** A POST of a new user, signed in with `cookie`. */
const post = (t: TestApp, cookie: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
  t.sendForm('POST', '/api/users', cookie, fields, files);
/** A PUT of the user `id`, signed in with `cookie`. */
const put = (
  t: TestApp,
  cookie: string,
  id: string,
  fields: Record<string, string>,
  files: Record<string, File> = {},
) => t.sendForm('PUT', `/api/users/${id}`, cookie, fields, files);
const login = (t: TestApp, email: string, password: string) => signInRequest(t.request, email, password);

/** No key or value of the JSON text mentions a password or holds a stored hash. */
async function expectNoPasswords(t: TestApp, text: string) {
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/scrypt\$/);
  for (const row of await t.deps.db.selectFrom('users').select('passwordHash').execute())
    expect(text).not.toContain(row.passwordHash.split('$').pop());
}

describe('GET /api/users', () => {
  it('needs sign-in', async ({ t }) => {
    await expectError(await t.request('/api/users'), 401, 'Please sign in first.');
  });

  it('answers the list with name, phone, email, role, image and _id, and never a password', async ({
    t,
    users: { admin, teacher },
  }) => {
    await expectJson(await post(t, admin.cookie, newUser(), { image: await uniquePng('face.png') }), 201);
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
    await expectNoPasswords(t, text);
  });

  it('is readable by any signed-in user, still without a password', async ({ t, users: { teacher } }) => {
    const res = await t.request('/api/users', { cookie: teacher.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    const list = JSON.parse(text) as Record<string, unknown>[];
    expect(list.find((u) => u._id === teacher.id)).toMatchObject({ name: 'Mwalimu Saida', role: 'Teacher' });
    await expectNoPasswords(t, text);
  });

  it('reads one user by id, without a password', async ({ t, users: { admin, teacher } }) => {
    const res = await t.request(`/api/users/${teacher.id}`, { cookie: admin.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ _id: teacher.id, name: 'Mwalimu Saida' });
    await expectNoPasswords(t, text);
  });
});

describe('POST /api/users (multipart: name, phone, email, role, password, image)', () => {
  it('creates the user, answers JSON without the password, and the new user can sign in', async ({
    t,
    users: { admin },
  }) => {
    const fields = newUser({ name: 'Mwalimu Joseph Ndege', email: `Joseph.Mixed.${++counter}@BrightSchools.ac.tz` });
    const res = await post(t, admin.cookie, fields, { image: await uniquePng('avatar.png') });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    await expectNoPasswords(t, text);
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
    const res2 = await login(t, fields.email, fields.password);
    const loginText = await res2.text();
    expect(res2.status, loginText).toBe(200);
    expect(JSON.parse(loginText)).toMatchObject({
      _id: user._id,
      name: 'Mwalimu Joseph Ndege',
      role: 'Teacher',
      email: fields.email.toLowerCase(),
    });
    await expectNoPasswords(t, loginText);
  });

  it('saves a user without an image (default avatar: image is null)', async ({ t, users: { admin } }) => {
    const user = await expectJson(await post(t, admin.cookie, newUser()), 201);
    expect(user.image).toBeNull();
  });

  it('stores every role of the form; Director is kept as the form sends it', async ({ t, users: { admin } }) => {
    // One user edited through the roles (a blank password is not hashed again, which keeps this quick).
    const fields = newUser({ role: 'Director' });
    const user = await expectJson(await post(t, admin.cookie, fields), 201);
    expect(user.role).toBe('director');
    for (const role of ROLES) {
      expect(
        (await expectJson(await put(t, admin.cookie, user._id, { ...fields, role, password: '' }), 200)).role,
      ).toBe(role);
    }
    expect(
      (await expectJson(await put(t, admin.cookie, user._id, { ...fields, role: 'ADMIN', password: '' }), 200)).role,
    ).toBe('Admin');
    await expectError(
      await post(t, admin.cookie, newUser({ role: 'Headmaster' })),
      400,
      `Role must be one of ${ROLES.join(', ')}.`,
    );
  });

  it("refuses a missing password with 'Please enter a password for the new user.'", async ({ t, users: { admin } }) => {
    const { password: _p, ...noPassword } = newUser();
    let body = await expectError(
      await post(t, admin.cookie, noPassword),
      400,
      'Please enter a password for the new user.',
    );
    expect(body.fields).toEqual({ password: 'Please enter a password for the new user.' });
    body = await expectError(
      await post(t, admin.cookie, newUser({ password: '' })),
      400,
      'Please enter a password for the new user.',
    );
    expect(body.fields).toEqual({ password: 'Please enter a password for the new user.' });
    await expectError(
      await post(t, admin.cookie, newUser({ password: 'short' })),
      400,
      'Password must be at least 8 characters.',
    );
  });

  it('refuses missing name, phone, email or role, and an invalid email', async ({ t, users: { admin } }) => {
    await expectError(await post(t, admin.cookie, newUser({ name: ' ' })), 400, 'Name is required');
    await expectError(await post(t, admin.cookie, newUser({ phone: '' })), 400, 'Phone is required');
    await expectError(await post(t, admin.cookie, newUser({ email: '' })), 400, 'Email is required');
    await expectError(
      await post(t, admin.cookie, newUser({ email: 'joseph-at-school' })),
      400,
      'Invalid email address',
    );
    await expectError(await post(t, admin.cookie, newUser({ role: '' })), 400, 'Role is required');
    await expectError(
      await post(t, admin.cookie, newUser({ name: HUGE_TITLE })),
      400,
      'Name must be at most 200 characters.',
    );
  });

  it('refuses a duplicate email (in any letter case) with 409 and keeps no uploaded file', async ({
    t,
    users: { admin },
  }) => {
    const first = newUser();
    await expectJson(await post(t, admin.cookie, first), 201);
    const body = await expectError(
      await post(t, admin.cookie, newUser({ email: first.email.toUpperCase() }), { image: await uniquePng() }),
      409,
      'A user with this email already exists.',
    );
    expect(body.fields).toEqual({ email: 'A user with this email already exists.' });
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('keeps names in any script exactly', async ({ t, users: { admin } }) => {
    const name = 'Bi. Zuhura Ngʼanga · Jürgen Groß · 王小明 · محمد 🎓';
    const user = await expectJson(await post(t, admin.cookie, newUser({ name })), 201);
    expect(user.name).toBe(name);
    expect((await expectJson(await t.request(`/api/users/${user._id}`, { cookie: admin.cookie }), 200)).name).toBe(
      name,
    );
  });
});

describe('PUT /api/users/{id} (same form, password optional)', () => {
  it('a blank password keeps the old one: signing in with it still works', async ({ t, users: { admin } }) => {
    const fields = newUser();
    const user = await expectJson(await post(t, admin.cookie, fields), 201);
    const saved = await expectJson(
      await put(t, admin.cookie, user._id, {
        ...fields,
        name: 'Mwalimu Joseph Renamed',
        phone: '+255 600 000 000',
        password: '',
      }),
      200,
    );
    expect(saved).toMatchObject({ _id: user._id, name: 'Mwalimu Joseph Renamed', phone: '+255 600 000 000' });
    expect(saved).not.toHaveProperty('password');
    await expectJson(await login(t, fields.email, fields.password), 200);
  });

  it('no password field at all also keeps the old one', async ({ t, users: { admin } }) => {
    const fields = newUser();
    const user = await expectJson(await post(t, admin.cookie, fields), 201);
    const { password: _p, ...withoutPassword } = fields;
    await expectJson(await put(t, admin.cookie, user._id, { ...withoutPassword, role: 'Author' }), 200);
    await expectJson(await login(t, fields.email, fields.password), 200);
  });

  it('a new password replaces the old one', async ({ t, users: { admin } }) => {
    const fields = newUser();
    const user = await expectJson(await post(t, admin.cookie, fields), 201);
    await expectJson(await put(t, admin.cookie, user._id, { ...fields, password: 'Serengeti-Plains-9' }), 200);
    await expectError(await login(t, fields.email, fields.password), 401, 'Incorrect password');
    await expectJson(await login(t, fields.email, 'Serengeti-Plains-9'), 200);
  });

  it("refuses another user's email with 409, but keeps one's own", async ({ t, users: { admin } }) => {
    const a = newUser();
    const b = newUser();
    await expectJson(await post(t, admin.cookie, a), 201);
    const userB = await expectJson(await post(t, admin.cookie, b), 201);
    await expectError(
      await put(t, admin.cookie, userB._id, { ...b, email: a.email, password: '' }),
      409,
      'A user with this email already exists.',
    );
    expect((await expectJson(await put(t, admin.cookie, userB._id, { ...b, password: '' }), 200)).email).toBe(b.email);
  });

  it('a new image replaces the old one, whose files are deleted', async ({ t, users: { admin } }) => {
    const fields = newUser();
    const user = await expectJson(await post(t, admin.cookie, fields, { image: await uniquePng('old-face.png') }), 201);
    await putNewPicture(t, '/api/users', admin.cookie, user, { ...fields, password: '' });
  });

  it('answers 404 for an unknown id', async ({ t, users: { admin } }) => {
    await expectError(await put(t, admin.cookie, UNKNOWN_ID, newUser()), 404, 'User not found.');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user and the files of their image; they can no longer sign in', async ({ t, users: { admin } }) => {
    const fields = newUser();
    const user = await expectJson(await post(t, admin.cookie, fields, { image: await uniquePng() }), 201);
    const files = imageFiles(user);
    const body = await expectJson(await deleteAs(t, `/api/users/${user._id}`, admin.cookie), 200);
    expect(body._id).toBe(user._id);
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/users', { cookie: admin.cookie }), 200);
    expect(list.some((u) => u._id === user._id)).toBe(false);
    await expectRemoved(t, files);
    await expectError(await login(t, fields.email, fields.password), 401, 'User not found');
  });

  it('answers an error body with a message when it cannot delete', async ({ t, users: { admin } }) => {
    await expectError(
      await deleteAs(t, `/api/users/${admin.id}`, admin.cookie),
      409,
      'You cannot delete your own account.',
    );
    await expectError(await deleteAs(t, `/api/users/${UNKNOWN_ID}`, admin.cookie), 404, 'User not found.');
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
