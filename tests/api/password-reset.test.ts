// Forgotten staff passwords (issue 11 section 5): the Admin's reset from the users page, and with SMTP_URL
// set an e-mailed single-use link valid for one hour, delivered for real to a small SMTP server in the test.
import { describe, expect } from 'vitest';
import { apiTest, json, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { cookieOf, insertUser, signIn } from '../helpers/sessions.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { UNKNOWN_ID } from '../helpers/texts.ts';
import { useSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { RESET_LIMIT_PER_CLIENT, RESET_LIMIT_PER_EMAIL, RESET_PAGE } from '../../server/auth/password-reset.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../server/auth/common-passwords/common-passwords.ts';
import { nth } from '../helpers/nth.ts';

const NEW_PASSWORD = 'Serengeti-sunrise-42';
const me = (t: TestApp, cookie: string) => t.request('/api/auth/me', { cookie });

// One app per block: the first without SMTP_URL; the second e-mails through the block's mail server (its own
// hooks start and stop it), and is made for that block's first test.
const withoutMail = apiTest();
let smtp: TestSmtpServer;
const withMail = apiTest({
  config: () => ({
    smtpUrl: smtp.url,
    mailTo: 'office@bright.example',
    mailFrom: 'website@bright.example',
    publicUrl: 'https://bright.example',
  }),
});

// A third: SMTP_URL set but no PUBLIC_URL, as the configuration now refuses (server/config.ts), in case a server
// is started so all the same.
let smtpNoAddress: TestSmtpServer;
const withMailNoAddress = apiTest({
  config: () => ({ smtpUrl: smtpNoAddress.url, mailTo: 'office@bright.example', publicUrl: null }),
});

/** A reset request sent to a forged Host (as a stranger would, to get the link pointing to their own site). */
const askViaHost = (t: TestApp, email: string, host: string, client: string) =>
  t.request(`http://${host}/api/auth/password-reset/request`, {
    method: 'POST',
    address: client,
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('the Admin resets a staff password (no SMTP_URL)', () => {
  const reset = (t: TestApp, cookie: string, id: string, body: unknown) =>
    t.sendJson('PUT', `/api/users/${id}/password`, cookie, body);

  withoutMail('sets the new password and ends every session of that user', async ({ t }) => {
    const admin = await t.userWithSession('Admin');
    const teacher = await t.userWithSession('Teacher');
    const second = cookieOf(await signIn(t, teacher.email));
    expect((await me(t, second)).status).toBe(200);
    const body = await expectJson(await reset(t, admin.cookie, teacher.id, { newPassword: NEW_PASSWORD }), 200);
    expect(body.message).toMatch(/has been reset/);
    expect((await me(t, teacher.cookie)).status).toBe(401);
    expect((await me(t, second)).status).toBe(401);
    expect((await signIn(t, teacher.email)).status).toBe(401);
    expect((await signIn(t, teacher.email, NEW_PASSWORD)).status).toBe(200);
    // The Admin's own session goes on.
    expect((await me(t, admin.cookie)).status).toBe(200);
  });

  withoutMail('only for Admin, with the usual password rules, and for a user that exists', async ({ t }) => {
    const admin = await t.userWithSession('Admin');
    const director = await t.userWithSession('director');
    const teacher = await insertUser(t, 'Teacher');
    await expectError(await reset(t, director.cookie, teacher.id, { newPassword: NEW_PASSWORD }), 403);
    await expectError(await reset(t, '', teacher.id, { newPassword: NEW_PASSWORD }), 401);
    const short = await expectError(await reset(t, admin.cookie, teacher.id, { newPassword: 'short' }), 400);
    expect(short.fields?.newPassword).toBe('Password must be at least 8 characters.');
    const common = await expectError(await reset(t, admin.cookie, teacher.id, { newPassword: 'password123' }), 400);
    expect(common.fields?.newPassword).toBe(COMMON_PASSWORD_MESSAGE);
    const empty = await expectError(await reset(t, admin.cookie, teacher.id, {}), 400);
    expect(empty.fields?.newPassword).toBe('New password is required');
    await expectError(await reset(t, admin.cookie, UNKNOWN_ID, { newPassword: NEW_PASSWORD }), 404, 'User not found.');
    await expectError(await reset(t, admin.cookie, 'nope', { newPassword: NEW_PASSWORD }), 404, 'User not found.');
    // Nothing changed for the teacher.
    expect((await signIn(t, teacher.email)).status).toBe(200);
  });

  withoutMail('tells the login dialog there is no e-mail, and refuses to send one', async ({ t }) => {
    expect(await expectJson(await t.request('/api/auth/password-reset'), 200)).toEqual({ byEmail: false });
    const teacher = await insertUser(t, 'Teacher');
    await expectError(
      await t.request('/api/auth/password-reset/request', { method: 'POST', ...json({ email: teacher.email }) }),
      409,
      /ask the Admin/,
    );
  });
});

describe('the e-mailed reset link (SMTP_URL set)', () => {
  smtp = useSmtpServer();

  let address = 0;
  /** Each test asks from its own client address, so the per-client limit of one does not touch another. */
  const ask = (t: TestApp, email: string, client = `192.0.2.${++address}`) =>
    t.request('/api/auth/password-reset/request', { method: 'POST', address: client, ...json({ email }) });
  const setPassword = (t: TestApp, token: string, newPassword = NEW_PASSWORD) =>
    t.request('/api/auth/password-reset', { method: 'POST', ...json({ token, newPassword }) });

  /** Waits for the next e-mail and reads the link's token from it. */
  async function linkFor(email: string): Promise<{ url: string; token: string }> {
    const before = smtp.received.filter((m) => m.to.includes(email)).length;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = smtp.received.filter((m) => m.to.includes(email));
      if (mails.length > before || (before === 0 && mails.length > 0)) {
        const body = nth(mails, mails.length - 1)
          .body.replace(/=\r\n/g, '')
          .replace(/=3D/g, '=');
        const url = /https:\/\/bright\.example\/reset-password\?lang=\w+#token=[A-Za-z0-9_-]+/.exec(body)?.[0];
        expect(url, body).toBeTruthy();
        return { url: url!, token: new URL(url!).hash.slice('#token='.length) };
      }
      if (Date.now() > deadline) throw new Error(`no e-mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  withMail('says so to the login dialog', async ({ t }) => {
    expect(await expectJson(await t.request('/api/auth/password-reset'), 200)).toEqual({ byEmail: true });
  });

  withMail('e-mails a link; the new password works, old sessions end, the link works only once', async ({ t }) => {
    const user = await t.userWithSession('Author');
    const answer = await expectJson(await ask(t, user.email.toUpperCase()), 202);
    expect(answer.message).toMatch(/If an account uses this address/);
    const { url, token } = await linkFor(user.email);
    const mail = smtp.received.find((m) => m.to.includes(user.email))!;
    expect(mail.from).toBe('website@bright.example');
    expect(mail.headers.subject).toMatch(/new password/);
    // Only the token's hash is stored.
    const stored = await t.deps.db.selectFrom('passwordResets').selectAll().where('userId', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(nth(stored, 0).tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The link opens the reset page (the API-only test app serves no pages; routes.ts has it).
    expect(new URL(url).pathname).toBe(RESET_PAGE);

    await expectJson(await setPassword(t, token), 200);
    expect((await me(t, user.cookie)).status).toBe(401);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).status).toBe(200);
    // A second use fails, and changes nothing.
    await expectError(await setPassword(t, token, 'Another-password-9'), 400, /not valid any more/);
    expect((await signIn(t, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  withMail(
    'writes the e-mail in the language the site was read in, and the link opens the page in it',
    async ({ t }) => {
      const asked = (email: string, headers: Record<string, string>) =>
        t.request('/api/auth/password-reset/request', {
          method: 'POST',
          address: `192.0.2.${++address}`,
          ...json({ email }),
          headers: { 'content-type': 'application/json', ...headers },
        });
      const cases: [Record<string, string>, RegExp, RegExp, string][] = [
        [{ cookie: 'lang=de' }, /^Neues Passwort/, /Guten Tag .*\n\njemand \(wahrscheinlich Sie\)/, 'de'],
        [{ 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' }, /^Chagua nenosiri jipya/, /Habari .*\n\nMtu fulani/, 'sw'],
        [{ 'accept-language': 'fr-FR' }, /^Choose a new password/, /Hello .*\n\nSomeone \(probably you\)/, 'en'],
      ];
      for (const [headers, subject, text, lang] of cases) {
        const user = await t.userWithSession('Teacher');
        await expectJson(await asked(user.email, headers), 202);
        const { url } = await linkFor(user.email);
        const mail = smtp.received.find((m) => m.to.includes(user.email))!;
        expect(mail.subject).toMatch(subject);
        expect(mail.text).toMatch(text);
        expect(new URL(url).searchParams.get('lang')).toBe(lang);
      }
    },
  );

  withMail('keeps only the latest link of an account', async ({ t }) => {
    const user = await insertUser(t, 'Teacher');
    await expectJson(await ask(t, user.email), 202);
    const first = await linkFor(user.email);
    await expectJson(await ask(t, user.email), 202);
    const second = await linkFor(user.email);
    expect(second.token).not.toBe(first.token);
    await expectError(await setPassword(t, first.token), 400, /not valid any more/);
    await expectJson(await setPassword(t, second.token), 200);
  });

  withMail('a link older than an hour fails', async ({ t }) => {
    const user = await insertUser(t, 'Teacher');
    await expectJson(await ask(t, user.email), 202);
    const { token } = await linkFor(user.email);
    const row = await t.deps.db
      .selectFrom('passwordResets')
      .select('expiresAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    // Valid for one hour from the request (a minute of margin for a slow machine).
    const left = Date.parse(row.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(59 * 60 * 1000);
    expect(left).toBeLessThanOrEqual(60 * 60 * 1000);
    // Move the clock of the stored link one hour on.
    await t.deps.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    await expectError(await setPassword(t, token), 400, /not valid any more/);
    expect((await signIn(t, user.email)).status).toBe(200);
  });

  withMail('answers the same for an unknown address, and sends nothing', async ({ t }) => {
    const known = await insertUser(t, 'Teacher');
    const before = smtp.received.length;
    const a = await ask(t, known.email);
    const b = await ask(t, 'nobody-here@example.org');
    expect(b.status).toBe(a.status);
    expect(await b.json()).toEqual(await a.json());
    await linkFor(known.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.org'))).toBe(false);
  });

  withMail('checks the new password like everywhere, and refuses made-up tokens', async ({ t }) => {
    const user = await insertUser(t, 'Teacher');
    await expectJson(await ask(t, user.email), 202);
    const { token } = await linkFor(user.email);
    const short = await expectError(await setPassword(t, token, 'short'), 400);
    expect(short.fields?.newPassword).toBe('Password must be at least 8 characters.');
    const common = await expectError(await setPassword(t, token, '12345678'), 400);
    expect(common.fields?.newPassword).toBe(COMMON_PASSWORD_MESSAGE);
    await expectError(await setPassword(t, 'x'.repeat(43)), 400, /not valid any more/);
    await expectError(await setPassword(t, 'bad token!'), 400);
    // The refused attempts did not use the link up.
    await expectJson(await setPassword(t, token), 200);
  });

  withMail('limits requests per e-mail address (429 with Retry-After)', async ({ t }) => {
    const user = await insertUser(t, 'Teacher');
    for (let i = 0; i < RESET_LIMIT_PER_EMAIL; i++) await expectJson(await ask(t, user.email), 202);
    const refused = await ask(t, user.email);
    const body = await expectError(refused, 429, /Too many password reset requests\. Try again in \d+ minutes?\./);
    expect(body.message).toMatch(/60 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Another address is not held up.
    const other = await insertUser(t, 'Teacher');
    await expectJson(await ask(t, other.email), 202);
  });

  withMail('limits requests per client address', async ({ t }) => {
    const client = '198.51.100.7';
    for (let i = 0; i < RESET_LIMIT_PER_CLIENT; i++)
      await expectJson(await ask(t, `someone-${i}@example.org`, client), 202);
    const refused = await ask(t, 'someone-else@example.org', client);
    await expectError(refused, 429, /Too many password reset requests/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectJson(await ask(t, 'someone-else@example.org', '198.51.100.8'), 202);
  });
  withMail('the link names PUBLIC_URL, whatever Host the request came with', async ({ t }) => {
    const user = await insertUser(t, 'Admin');
    await expectJson(await askViaHost(t, user.email, 'evil.example', '192.0.2.201'), 202);
    const { url } = await linkFor(user.email);
    expect(new URL(url).origin).toBe('https://bright.example');
    expect(smtp.received.find((m) => m.to.includes(user.email))?.text).not.toContain('evil.example');
  });
});

describe('links in e-mails come from PUBLIC_URL only (issue 35)', () => {
  smtpNoAddress = useSmtpServer();

  withMailNoAddress('without PUBLIC_URL no link is e-mailed: the dialog is told to ask the Admin', async ({ t }) => {
    const user = await insertUser(t, 'Admin');
    expect(await expectJson(await t.request('/api/auth/password-reset'), 200)).toEqual({ byEmail: false });
    await expectError(
      await askViaHost(t, user.email, 'evil.example', '192.0.2.202'),
      409,
      'This site cannot send e-mails. Please ask the Admin to reset your password.',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtpNoAddress.received).toEqual([]);
    expect(await t.deps.db.selectFrom('passwordResets').selectAll().execute()).toEqual([]);
  });
});
