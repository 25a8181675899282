// Error answers carry a machine-readable code beside the spec's sentence (README, "Error answers"): `code` for
// the whole answer, `fieldCodes` per field; the sentences stay as they were.
import { describe, expect } from 'vitest';
import type { ApiError } from '../../common/api-types.ts';
import { ERROR_CODES, FIELD_CODES } from '../../common/error-codes.ts';
import { apiTest } from '../helpers/test-app.ts';

const it = apiTest({ users: { admin: 'Admin', teacher: 'Teacher' } });

/** The answer's body, after checking its status and that its codes are among the documented ones. */
async function failure(res: Response, status: number): Promise<ApiError> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as ApiError;
  expect(body.error).toBe(body.message);
  expect(ERROR_CODES).toContain(body.code);
  for (const code of Object.values(body.fieldCodes ?? {})) expect([...FIELD_CODES, ...ERROR_CODES]).toContain(code);
  if (body.fields) expect(Object.keys(body.fieldCodes ?? {})).toEqual(Object.keys(body.fields));
  else expect(body.fieldCodes).toBeUndefined();
  return body;
}

const user = (fields: Record<string, string>) => ({
  name: 'Coded Person',
  phone: '0700 000 000',
  email: 'coded@school.example',
  role: 'Teacher',
  password: 'a long enough password',
  ...fields,
});

describe('validation failures', () => {
  it('a blank required field: validation, and required for the field, with the spec’s sentence', async ({
    t,
    users: { admin },
  }) => {
    const body = await failure(
      await t.sendForm('POST', '/api/blogs', admin.cookie, { title: '  ', content: 'Text' }),
      400,
    );
    expect(body).toMatchObject({
      code: 'validation',
      message: 'Title is required',
      fields: { title: 'Title is required' },
      fieldCodes: { title: 'required' },
    });
  });

  it('each failing field has its own code: a bad e-mail, a short password, an unknown role', async ({
    t,
    users: { admin },
  }) => {
    const body = await failure(
      await t.sendForm(
        'POST',
        '/api/users',
        admin.cookie,
        user({ email: 'not-an-address', password: 'short', role: 'Janitor' }),
      ),
      400,
    );
    expect(body.code).toBe('validation');
    expect(body.fields?.email).toBe('Invalid email address');
    expect(body.fieldCodes).toEqual({ email: 'invalid_email', role: 'invalid_choice', password: 'too_short' });
  });

  it('a text over its limit is too_long; a year out of range is invalid_year', async ({ t, users: { admin } }) => {
    const long = await failure(await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'x'.repeat(201) }), 400);
    expect(long.fieldCodes).toEqual({ title: 'too_long' });
    const year = await failure(
      await t.sendForm('POST', '/api/partners', admin.cookie, {
        name: 'P',
        about: 'A',
        location: 'L',
        startYear: '1700',
        mission: 'M',
        vision: 'V',
        numberOfWorkers: '1',
        numberOfProjects: '1',
        satisfyingClients: '1',
        contacts: 'C',
      }),
      400,
    );
    expect(year).toMatchObject({ message: 'Enter a valid year', fieldCodes: { startYear: 'invalid_year' } });
  });

  it('a social link that is not a web address is web_link', async ({ t, users: { admin } }) => {
    const body = await failure(
      await t.sendJson('POST', '/api/schoolSettings', admin.cookie, {
        phones: [],
        emails: [],
        facebook: 'javascript:alert(1)',
      }),
      400,
    );
    expect(body.fieldCodes).toEqual({ facebook: 'web_link' });
  });
});

describe('other failures', () => {
  it('a body that is not JSON is bad_request, without fields', async ({ t, users: { admin } }) => {
    const body = await failure(
      await t.request('/api/auth/password', {
        method: 'PUT',
        cookie: admin.cookie,
        headers: { 'content-type': 'application/json' },
        body: '{"currentPassword":',
      }),
      400,
    );
    expect(body).toMatchObject({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('signed out, another role, an unknown id and an unknown address: unauthenticated, forbidden, not_found', async ({
    t,
    users: { admin, teacher },
  }) => {
    expect((await failure(await t.request('/api/users'), 401)).code).toBe('unauthenticated');
    const refused = await t.sendForm('POST', '/api/users', teacher.cookie, user({}));
    expect((await failure(refused, 403)).code).toBe('forbidden');
    const missing = await t.request('/api/blogs/0123456789abcdef01234567', { cookie: admin.cookie });
    expect((await failure(missing, 404)).code).toBe('not_found');
    expect((await failure(await t.request('/api/no-such-thing'), 404)).code).toBe('not_found');
  });

  it('a wrong content type is unsupported_type', async ({ t, users: { admin } }) => {
    const res = await t.sendJson('POST', '/api/blogs', admin.cookie, { title: 'A', content: 'B' });
    expect((await failure(res, 415)).code).toBe('unsupported_type');
  });

  it('conflicts name their kind: email_taken, last_admin', async ({ t, users: { admin } }) => {
    const first = await t.sendForm('POST', '/api/users', admin.cookie, user({}));
    expect(first.status, await first.clone().text()).toBe(201);
    const taken = await failure(await t.sendForm('POST', '/api/users', admin.cookie, user({ name: 'Another' })), 409);
    expect(taken).toMatchObject({
      code: 'email_taken',
      message: 'A user with this email already exists.',
      fieldCodes: { email: 'email_taken' },
    });
    const demote = await failure(
      await t.sendForm(
        'PUT',
        `/api/users/${admin.id}`,
        admin.cookie,
        user({ email: admin.email, role: 'Teacher', password: '' }),
      ),
      409,
    );
    expect(demote).toMatchObject({ code: 'last_admin', fieldCodes: { role: 'last_admin' } });
  });

  it('a wrong current password is wrong_password; a common new one is common_password', async ({
    t,
    users: { admin },
  }) => {
    for (const [passwords, code, field] of [
      [
        { currentPassword: 'not the password', newPassword: 'a fine new password' },
        'wrong_password',
        'currentPassword',
      ],
      [{ currentPassword: 'whatever it is', newPassword: 'password123' }, 'common_password', 'newPassword'],
    ] as const) {
      const body = await failure(await t.sendJson('PUT', '/api/auth/password', admin.cookie, passwords), 400);
      expect(body).toMatchObject({ code, fieldCodes: { [field]: code } });
    }
  });
});
