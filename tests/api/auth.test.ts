// Sign-in, sessions, throttling, password change, the last-Admin rules and the ADMIN_EMAIL bootstrap
// (DESIGN.md sections 3 and 4; the login messages of spec section 8).
import { describe, expect } from 'vitest';
import { apiTest, createTestApp, form, json, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { ensureAdmin } from '../../server/bootstrap.ts';
import { cookieOf, insertUser, signIn } from '../helpers/sessions.ts';
import { newId } from '../../server/db/ids.ts';
import { createUser } from '../../server/repositories/users.ts';
import { nth } from '../helpers/nth.ts';
import { expectError, deleteAs } from '../helpers/api.ts';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../common/constants.ts';

const it = apiTest();

const login = (t: TestApp, email: string, password: string, cookie?: string) => signIn(t, email, password, cookie);
const me = (t: TestApp, cookie?: string) => t.request('/api/auth/me', { cookie });

/** A user with TEST_PASSWORD that has never signed in. */
const plainUser = (app: TestApp, role = 'Teacher') => insertUser(app, role, 'Plain User');
const signedIn = (t: TestApp, role: string, name?: string) => t.userWithSession(role, name);

function expectNoSecrets(body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  expect(Object.keys(body)).not.toContain('passwordHash');
  expect(Object.keys(body)).not.toContain('password');
  expect(text).not.toMatch(/scrypt\$/);
}

describe('POST /api/auth/login', () => {
  it('sets an httpOnly SameSite=Lax session cookie and answers the user without a password hash', async ({ t }) => {
    const { email } = await plainUser(t, 'Author');
    const res = await login(t, email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{20,}/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    // Plain http in tests: no Secure flag (it is set when PUBLIC_URL is https, see below).
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const user = await res.json();
    expect(user).toMatchObject({ email, role: 'Author', name: 'Plain User' });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expectNoSecrets(user);

    const who = await me(t, cookieOf(res));
    expect(who.status).toBe(200);
    const body = await who.json();
    expect(body.email).toBe(email);
    expectNoSecrets(body);
  });

  it('accepts the e-mail in any letter case', async ({ t }) => {
    const { email } = await plainUser(t);
    expect((await login(t, email.toUpperCase(), TEST_PASSWORD)).status).toBe(200);
  });

  it('answers 401 with "not found" for an unknown e-mail', async ({ t }) => {
    const res = await login(t, `nobody-${newId()}@example.org`, TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(body.message).toMatch(/not found/i);
    expect(body.error).toBe(body.message);
  });

  it('answers 401 with "password" for a wrong password', async ({ t }) => {
    const { email } = await plainUser(t);
    const res = await login(t, email, 'not the password');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(body.message).toMatch(/password/i);
    expect(body.message).not.toMatch(/not found/i);
    expect(body.error).toBe(body.message);
  });

  it.for<[label: string, body: Record<string, string>, field: string]>([
    ['blank e-mail', { email: '  ', password: 'x' }, 'email'],
    ['missing e-mail', { password: 'x' }, 'email'],
    ['blank password', { email: 'a@example.org', password: '' }, 'password'],
    ['missing password', { email: 'a@example.org' }, 'password'],
  ])('answers 400 with a message for a %s', async ([_label, body, field], { t }) => {
    const res = await t.request('/api/auth/login', { method: 'POST', ...json(body) });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.message.length).toBeGreaterThan(0);
    expect(answer.error).toBe(answer.message);
    expect(answer.fields[field]).toMatch(/required/i);
  });

  it('answers 400 for a body that is not JSON and 415 for a form', async ({ t }) => {
    const broken = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    const asForm = await t.request('/api/auth/login', {
      method: 'POST',
      body: form({ email: 'a@example.org', password: 'x' }),
    });
    expect(asForm.status).toBe(415);
  });

  it('gives a new session id at each sign-in and ends the one the browser had', async ({ t }) => {
    const { email } = await plainUser(t);
    const first = cookieOf(await login(t, email, TEST_PASSWORD));
    const second = cookieOf(await login(t, email, TEST_PASSWORD, first));
    expect(second).toMatch(/^sid=/);
    expect(second).not.toBe(first);
    expect((await me(t, first)).status).toBe(401);
    expect((await me(t, second)).status).toBe(200);
    // A sign-in on another device leaves this one signed in.
    const third = cookieOf(await login(t, email, TEST_PASSWORD));
    expect(third).not.toBe(second);
    expect((await me(t, second)).status).toBe(200);
    expect((await me(t, third)).status).toBe(200);
  });
});

describe('login throttling', () => {
  async function timedFailures(t: TestApp, email: string, n: number): Promise<number> {
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const res = await login(t, email, 'wrong password');
      expect(res.status).toBe(401);
    }
    return performance.now() - started;
  }

  it('slows attempts 6 to 10 and refuses the 11th with 429 and Retry-After, even with the right password', async ({
    t,
  }) => {
    const { email } = await plainUser(t);
    const fast = await timedFailures(t, email, 5);
    const slow = await timedFailures(t, email, 5);
    // The server waits 250 ms more for each failure beyond the 5th (3.75 s in all); checked loosely.
    expect(slow).toBeGreaterThan(fast + 1500);

    const refused = await login(t, email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const body = await refused.json();
    expect(body.message).toMatch(/too many/i);
    // The wait in the body too (clients show it in their own language), as the header says it.
    expect(body).toMatchObject({ code: 'rate_limited', retryAfter: Number(refused.headers.get('retry-after')) });
    expect(body.error).toBe(body.message);

    // Another account is not affected.
    const other = await plainUser(t);
    expect((await login(t, other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('cannot be bypassed by sending many guesses at once', async ({ t }) => {
    const { email } = await plainUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t, email, 'parallel guess')));
    const statuses = answers.map((r) => r.status);
    // At most ten passwords are checked (401); the rest are refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await login(t, email, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts failures for the account in any letter case', async ({ t }) => {
    const { email } = await plainUser(t);
    for (let i = 0; i < 10; i++) {
      await t.deps.db
        .insertInto('loginFailures')
        .values({ email, address: 'unknown', count: 1, lastFailureAt: new Date().toISOString() })
        .onConflict((oc) =>
          oc.columns(['email', 'address']).doUpdateSet((eb) => ({ count: eb('loginFailures.count', '+', 1) })),
        )
        .execute();
    }
    expect((await login(t, email.toUpperCase(), TEST_PASSWORD)).status).toBe(429);
  });

  it('starts counting afresh after a successful sign-in', async ({ t }) => {
    const { email } = await plainUser(t);
    await timedFailures(t, email, 6);
    expect((await login(t, email, TEST_PASSWORD)).status).toBe(200);
    // Without the reset these would be failures 7 to 10 and the next sign-in the refused 11th.
    await timedFailures(t, email, 4);
    expect((await login(t, email, TEST_PASSWORD)).status).toBe(200);
    const row = await t.deps.db.selectFrom('loginFailures').selectAll().where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('lets the account in again once the lock has expired', async ({ t }) => {
    const { email } = await plainUser(t);
    const longAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await t.deps.db
      .insertInto('loginFailures')
      .values({ email, address: 'unknown', count: 10, lastFailureAt: longAgo })
      .execute();
    expect((await login(t, email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('abuse limits (issue 9)', () => {
  let lastOctet = 0;
  /** A fresh client address for each use. */
  const newAddress = () => `198.51.100.${++lastOctet}`;
  const loginFrom = (t: TestApp, address: string, email: string, password: string) =>
    signIn(t, email, password, undefined, address);

  it('a stranger who locks an account from one address does not lock out its owner at another', async ({ t }) => {
    const { email } = await plainUser(t, 'Admin');
    const stranger = newAddress();
    for (let i = 0; i < 10; i++) await loginFrom(t, stranger, email, 'guessing');
    const refused = await loginFrom(t, stranger, email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minutes\.$/);
    // The owner, elsewhere, signs in as usual.
    expect((await loginFrom(t, newAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });

  it('one address trying many accounts is refused after 30 failures in all, with Retry-After', async ({ t }) => {
    const sprayer = newAddress();
    const victims = await Promise.all(Array.from({ length: 31 }, () => plainUser(t)));
    for (const victim of victims.slice(0, 30)) {
      expect((await loginFrom(t, sprayer, victim.email, 'Summer2026!')).status).toBe(401);
    }
    const refused = await loginFrom(t, sprayer, nth(victims, 30).email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await refused.json()).message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    // Unknown e-mails count too, and nobody else is affected.
    expect((await loginFrom(t, sprayer, `nobody-${newId()}@example.org`, 'x')).status).toBe(429);
    expect((await loginFrom(t, newAddress(), nth(victims, 30).email, TEST_PASSWORD)).status).toBe(200);
  });

  it('IPv6 clients are limited per /64 (they can pick any address inside it)', async ({ t }) => {
    const victims = await Promise.all(Array.from({ length: 31 }, () => plainUser(t)));
    for (const [i, victim] of victims.slice(0, 30).entries()) {
      expect((await loginFrom(t, `2001:db8:77:1::${(i + 1).toString(16)}`, victim.email, 'nope')).status).toBe(401);
    }
    expect((await loginFrom(t, '2001:db8:77:1:ffff::1', nth(victims, 30).email, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom(t, '2001:db8:77:2::1', nth(victims, 30).email, TEST_PASSWORD)).status).toBe(200);
  });

  it('more than 30 sign-in requests a minute from one address are refused, even good ones', async ({ t }) => {
    const busy = newAddress();
    const { email } = await plainUser(t);
    for (let i = 0; i < 30; i++) expect((await loginFrom(t, busy, email, TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(t, busy, email, TEST_PASSWORD)).status).toBe(429);
  });

  it('unknown e-mails leave no failure row, and expired rows are deleted', async ({ t }) => {
    const { email } = await plainUser(t);
    const longAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await t.deps.db
      .insertInto('loginFailures')
      .values({ email: 'gone@example.org', address: '192.0.2.1', count: 3, lastFailureAt: longAgo })
      .execute();
    const before = await t.deps.db.selectFrom('loginFailures').select('email').execute();
    for (let i = 0; i < 3; i++) await loginFrom(t, newAddress(), `nobody-${newId()}@example.org`, 'x');
    await loginFrom(t, newAddress(), email, 'wrong');
    const after = await t.deps.db.selectFrom('loginFailures').select('email').execute();
    expect(after.map((r) => r.email)).not.toContain('gone@example.org');
    expect(after.filter((r) => r.email.startsWith('nobody-'))).toEqual([]);
    expect(after.length).toBeLessThanOrEqual(before.length);
    expect(after.map((r) => r.email)).toContain(email);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a session, or with an unknown or malformed cookie', async ({ t }) => {
    for (const cookie of [undefined, 'sid=AAAAAAAAAAAAAAAAAAAAAA', 'sid=not a token!', 'other=1']) {
      const res = await me(t, cookie);
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error).toBe(body.message);
    }
  });

  it('an expired session answers 401', async ({ t }) => {
    const { id, cookie } = await signedIn(t, 'Teacher');
    await t.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', id)
      .execute();
    expect((await me(t, cookie)).status).toBe(401);
  });

  it('logout ends the session on the server, not only in the browser', async ({ t }) => {
    const { cookie } = await signedIn(t, 'Teacher');
    expect((await me(t, cookie)).status).toBe(200);
    const out = await t.request('/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie') ?? '').toMatch(/sid=;|Max-Age=0/i);
    // The old cookie, replayed, is refused.
    expect((await me(t, cookie)).status).toBe(401);
    expect((await t.sendForm('POST', '/api/blogs', cookie, { title: 'x', content: 'y' })).status).toBe(401);
  });

  it('logout without a session still answers 200', async ({ t }) => {
    expect((await t.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
  });

  it('deleting a user ends their sessions', async ({ t }) => {
    const admin = await signedIn(t, 'Admin');
    const victim = await signedIn(t, 'Teacher');
    expect((await me(t, victim.cookie)).status).toBe(200);
    const del = await deleteAs(t, `/api/users/${victim.id}`, admin.cookie);
    expect(del.status).toBe(200);
    expect((await me(t, victim.cookie)).status).toBe(401);
    const left = await t.deps.db.selectFrom('sessions').select('id').where('userId', '=', victim.id).execute();
    expect(left).toHaveLength(0);
  });

  it('changing a user’s role ends their sessions; an unchanged role does not', async ({ t }) => {
    const admin = await signedIn(t, 'Admin');
    const user = await signedIn(t, 'Teacher', 'Role Change');
    const fields = { name: 'Role Change', phone: '+255 700 000 000', email: user.email };
    const same = await t.sendForm('PUT', `/api/users/${user.id}`, admin.cookie, { ...fields, role: 'teacher' });
    expect(same.status).toBe(200);
    expect((await me(t, user.cookie)).status).toBe(200);

    const changed = await t.sendForm('PUT', `/api/users/${user.id}`, admin.cookie, { ...fields, role: 'Director' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).role).toBe('director');
    expect((await me(t, user.cookie)).status).toBe(401);
    // Signing in again shows the new role.
    const again = await login(t, user.email, TEST_PASSWORD);
    expect((await again.json()).role).toBe('director');
  });

  it('an Admin setting a new password for a user ends that user’s sessions', async ({ t }) => {
    const admin = await signedIn(t, 'Admin');
    const user = await signedIn(t, 'Author', 'Reset Me');
    const res = await t.sendForm('PUT', `/api/users/${user.id}`, admin.cookie, {
      name: 'Reset Me',
      phone: '1',
      email: user.email,
      role: 'Author',
      password: 'a brand new secret',
    });
    expect(res.status).toBe(200);
    expect((await me(t, user.cookie)).status).toBe(401);
    expect((await login(t, user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(t, user.email, 'a brand new secret')).status).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (t: TestApp, cookie: string | undefined, body: unknown) =>
    t.sendJson('PUT', '/api/auth/password', cookie, body);

  it('needs a signed-in user', async ({ t }) => {
    expect((await change(t, undefined, { currentPassword: TEST_PASSWORD, newPassword: 'something long' })).status).toBe(
      401,
    );
  });

  it('needs the current password', async ({ t }) => {
    const { cookie, email } = await signedIn(t, 'Teacher');
    const missing = await change(t, cookie, { newPassword: 'something long' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.currentPassword).toMatch(/required/i);
    // An absurdly long one is refused by its length, before any hashing (issue 9).
    const huge = await change(t, cookie, { currentPassword: 'x'.repeat(10_000), newPassword: 'something long' });
    expect(huge.status).toBe(400);
    expect((await huge.json()).fields.currentPassword).toBe('Current password must be at most 1000 characters.');
    // A body past the sign-in routes' 16 KB is refused before it is read.
    const hugeBody = await change(t, cookie, { currentPassword: 'x'.repeat(100_000), newPassword: 'something long' });
    expect(hugeBody.status).toBe(413);
    const wrong = await change(t, cookie, { currentPassword: 'a wrong guess', newPassword: 'something long' });
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.message).toMatch(/current password/i);
    expect(body.error).toBe(body.message);
    // Nothing changed.
    expect((await login(t, email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: the same lock, the same answer (issue 35)', async ({
    t,
  }) => {
    const { cookie, email } = await signedIn(t, 'Teacher');
    const address = '198.51.100.44';
    const attempt = (currentPassword: string) =>
      t.request('/api/auth/password', {
        method: 'PUT',
        cookie,
        address,
        ...json({ currentPassword, newPassword: 'a new long password' }),
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await attempt(`guess number ${i}`)).status).toBe(400);
    // Even the right password is refused now, with the sign-in's sentence and wait.
    const refused = await attempt(TEST_PASSWORD);
    const body = await expectError(
      refused,
      429,
      `Too many failed sign-in attempts. Try again in ${LOGIN_LOCK_MINUTES} minutes.`,
    );
    expect(body).toMatchObject({ code: 'rate_limited', retryAfter: Number(refused.headers.get('retry-after')) });
    // One count: signing in from that address is locked too; from another it is not.
    expect((await signIn(t, email, TEST_PASSWORD, undefined, address)).status).toBe(429);
    expect((await signIn(t, email, TEST_PASSWORD, undefined, '198.51.100.45')).status).toBe(200);
    // The password is unchanged, and the lock ends with the app's clock.
    t.clock.advance(LOGIN_LOCK_MINUTES * 60_000);
    try {
      expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    } finally {
      t.clock.resume();
    }
  });

  it('refuses a too short new password', async ({ t }) => {
    const { cookie } = await signedIn(t, 'Teacher');
    const res = await change(t, cookie, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.newPassword).toMatch(/at least 8/);
  });

  it('changes the password: the old one then fails, the new one works, other sessions end', async ({ t }) => {
    const { cookie, email } = await signedIn(t, 'Author');
    const otherDevice = cookieOf(await login(t, email, TEST_PASSWORD));
    const res = await change(t, cookie, { currentPassword: TEST_PASSWORD, newPassword: 'my new long password' });
    expect(res.status).toBe(200);
    const renewed = cookieOf(res);
    expect(renewed).toMatch(/^sid=/);
    expect(renewed).not.toBe(cookie);
    expect((await me(t, renewed)).status).toBe(200);
    expect((await me(t, cookie)).status).toBe(401);
    expect((await me(t, otherDevice)).status).toBe(401);
    const old = await login(t, email, TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect((await old.json()).message).toMatch(/password/i);
    expect((await login(t, email, 'my new long password')).status).toBe(200);
  });
});

const ADMIN_EMAIL = 'Head@Bright.example';
const ADMIN_PASSWORD = 'first admin password';
/** The last describe's app, with the Admin of ADMIN_EMAIL/ADMIN_PASSWORD to make and an https PUBLIC_URL. */
const withBootstrap = apiTest({
  config: {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    publicUrl: 'https://bright.example',
    secureCookies: true,
  },
});

describe('the last Admin, and the ADMIN_EMAIL/ADMIN_PASSWORD bootstrap', () => {
  const signIn = (b: TestApp, email: string, password: string) =>
    b.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://bright.example' },
      body: JSON.stringify({ email, password }),
    });

  withBootstrap('does nothing without ADMIN_EMAIL and ADMIN_PASSWORD', async ({ t: b }) => {
    expect(await ensureAdmin({ ...b.deps, config: { ...b.deps.config, adminEmail: null, adminPassword: null } })).toBe(
      false,
    );
    expect(await b.deps.db.selectFrom('users').select('_id').execute()).toHaveLength(0);
  });

  withBootstrap('creates the Admin when none exists, once', async ({ t: b }) => {
    expect(await ensureAdmin(b.deps)).toBe(true);
    const users = await b.deps.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'head@bright.example', role: 'Admin' });
    expect(nth(users, 0).passwordHash).not.toContain(ADMIN_PASSWORD);
    // Restarting changes nothing: an Admin exists now.
    expect(await ensureAdmin(b.deps)).toBe(false);
    expect(await b.deps.db.selectFrom('users').select('_id').execute()).toHaveLength(1);

    const res = await signIn(b, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('Admin');
    // PUBLIC_URL is https here, so the cookie is Secure.
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  withBootstrap('does not create it when another Admin exists (any letter case), whatever its e-mail', async () => {
    const other = await createTestApp({ adminEmail: 'new@bright.example', adminPassword: 'another password' });
    try {
      await plainUser(other, 'admin');
      expect(await ensureAdmin(other.deps)).toBe(false);
      const users = await other.deps.db.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email)).not.toContain('new@bright.example');
    } finally {
      await other.close();
    }
  });

  withBootstrap('refuses clearly when ADMIN_EMAIL already belongs to a user who is not an Admin', async () => {
    const other = await createTestApp({ adminEmail: 'taken@bright.example', adminPassword: 'another password' });
    try {
      const taken = {
        name: 'T',
        phone: '1',
        email: 'taken@bright.example',
        role: 'Teacher' as const,
        passwordHash: 'x',
      };
      await createUser(other.deps, taken);
      await expect(ensureAdmin(other.deps)).rejects.toThrow(/ADMIN_EMAIL/);
      const row = await other.deps.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'taken@bright.example')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('Teacher');
    } finally {
      await other.close();
    }
  });

  withBootstrap('the last Admin cannot be demoted or deleted; an Admin cannot delete themselves', async ({ t: b }) => {
    const login1 = await signIn(b, ADMIN_EMAIL, ADMIN_PASSWORD);
    const head = await login1.json();
    const cookie = cookieOf(login1);
    const req = (path: string, init: RequestInit) =>
      b.request(path, { ...init, cookie, headers: { origin: 'https://bright.example' } });
    const fields = { name: head.name, phone: '1', email: head.email };

    const demote = await req(`/api/users/${head._id}`, { method: 'PUT', body: form({ ...fields, role: 'Teacher' }) });
    expect(demote.status).toBe(409);
    const demoteBody = await demote.json();
    expect(demoteBody.message).toMatch(/Admin/);
    expect(demoteBody.error).toBe(demoteBody.message);

    const deleteSelf = await req(`/api/users/${head._id}`, { method: 'DELETE' });
    expect(deleteSelf.status).toBe(409);
    expect((await deleteSelf.json()).message).toMatch(/own account/i);

    const row = await b.deps.db.selectFrom('users').selectAll().where('_id', '=', head._id).executeTakeFirstOrThrow();
    expect(row.role).toBe('Admin');
    expect((await b.request('/api/auth/me', { cookie })).status).toBe(200);

    // With a second Admin, one may be demoted; then the remaining one is the last again.
    const second = await plainUser(b, 'Admin');
    const demoteSecond = await req(`/api/users/${second.id}`, {
      method: 'PUT',
      body: form({ name: 'Second', phone: '1', email: second.email, role: 'Author' }),
    });
    expect(demoteSecond.status).toBe(200);
    expect(
      (await req(`/api/users/${head._id}`, { method: 'PUT', body: form({ ...fields, role: 'Partner' }) })).status,
    ).toBe(409);

    // Promote again, then the head may step down (and is signed out), and cannot delete the other.
    expect(
      (
        await req(`/api/users/${second.id}`, {
          method: 'PUT',
          body: form({ name: 'Second', phone: '1', email: second.email, role: 'admin' }),
        })
      ).status,
    ).toBe(200);
    const deleteSecondAllowed = await req(`/api/users/${second.id}`, { method: 'DELETE' });
    expect(deleteSecondAllowed.status).toBe(200);
    expect(
      (await req(`/api/users/${head._id}`, { method: 'PUT', body: form({ ...fields, role: 'Teacher' }) })).status,
    ).toBe(409);
    expect((await req(`/api/users/${head._id}`, { method: 'DELETE' })).status).toBe(409);
    const admins = await b.deps.db.selectFrom('users').select('role').execute();
    expect(admins.filter((u) => u.role === 'Admin')).toHaveLength(1);
  });
});
