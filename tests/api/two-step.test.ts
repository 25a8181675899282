// Two-step sign-in (issue 11 section 5) against a real app and database: the codes are computed in the test
// from the secret the server shows (tests/helpers/totp.ts, the RFC 6238 algorithm written apart from the
// server's), nothing is stubbed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { apiTest, json, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { cookieOf, insertUser, signIn, type TestUser } from '../helpers/sessions.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { UNKNOWN_ID } from '../helpers/texts.ts';
import { codeFor, fromBase32, hotpCode, stepAt } from '../helpers/totp.ts';
import { hotp, otpauthUri, totp } from '../../server/auth/totp.ts';
import { KEY_FILE } from '../../server/auth/two-step-key.ts';
import { LOGIN_MAX_FAILURES } from '../../common/constants.ts';
import type { ActivityPage } from '../../common/api-types.ts';
import { CODES_PER_CHALLENGE, WRONG_CODES_PER_ACCOUNT } from '../../server/limits/abuse-limits.ts';
import { TOO_MANY_CODES } from '../../server/auth/wrong-codes.ts';
import { WRONG_CODE } from '../../server/auth/two-step.ts';
import { useSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';

const it = apiTest();
// A second app, e-mailing through the test's own SMTP server (started by its describe block).
let smtp: TestSmtpServer;
const withMail = apiTest({
  users: { admin: ['Admin', 'Head Admin'] },
  config: () => ({
    smtpUrl: smtp.url,
    mailTo: 'office@bright.example',
    mailFrom: 'website@bright.example',
    publicUrl: 'https://bright.example',
  }),
});

// RFC 6238 appendix B: the seeds, and the 8-digit codes at the listed times for SHA-1, SHA-256 and SHA-512.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const RFC6238: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];
// RFC 4226 appendix D: HOTP values for counters 0 to 9 with the SHA-1 seed.
const RFC4226 = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

describe('the TOTP computation', () => {
  it("matches RFC 6238's test vectors (the test's own code and the server's)", () => {
    for (const [seconds, sha1, sha256, sha512] of RFC6238) {
      const step = Math.floor(seconds / 30);
      expect(hotpCode(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
      expect(hotpCode(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
      expect(hotpCode(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
      expect(totp(SEEDS.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
      expect(totp(SEEDS.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
      expect(totp(SEEDS.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
    }
  });

  it("matches RFC 4226's HOTP values, and the otpauth:// link carries the secret in base32", () => {
    RFC4226.forEach((code, counter) => {
      expect(hotpCode(SEEDS.sha1, counter)).toBe(code);
      expect(hotp(SEEDS.sha1, counter)).toBe(code);
    });
    const uri = new URL(otpauthUri('Bright Schools', 'amani@example.org', SEEDS.sha1));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Bright Schools:amani@example.org');
    expect(uri.searchParams.get('issuer')).toBe('Bright Schools');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(fromBase32(uri.searchParams.get('secret')!)).toEqual(SEEDS.sha1);
  });
});

interface Setup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** The step of the app's clock, which each test sets: no test waits for a step to begin. */
const stepOf = (t: TestApp) => stepAt(t.clock.now().getTime());
/**
 * Ten seconds into the step the file started in (near the real time, so the sessions of the file's users stay
 * valid): the codes of the step before and after are inside the server's window.
 */
const SOME_TIME = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);

const post = (t: TestApp, url: string, cookie: string, body: unknown, address?: string) =>
  t.request(url, { method: 'POST', cookie, address, ...json(body) });
const status = async (t: TestApp, cookie: string) => expectJson(await t.request('/api/auth/two-step', { cookie }), 200);
const me = (t: TestApp, cookie: string) => t.request('/api/auth/me', { cookie });
const codeStep = (t: TestApp, challenge: string, code: string, address?: string) =>
  post(t, '/api/auth/login/code', '', { challenge, code }, address);
const setRequired = async (t: TestApp, adminCookie: string, required: boolean) =>
  expectJson(await t.sendJson('PUT', '/api/auth/two-step/requirement', adminCookie, { required }), 200);

/** A signed-in user who turned two-step sign-in on (with the code of the step before `step`). */
async function withTwoStep(
  t: TestApp,
  role: string,
): Promise<TestUser & { cookie: string; secret: string; recovery: string[]; step: number }> {
  const user = await t.userWithSession(role);
  const setup = await expectJson<Setup>(await post(t, '/api/auth/two-step/setup', user.cookie, {}), 200);
  const step = stepOf(t);
  const on = await expectJson(
    await post(t, '/api/auth/two-step/enable', user.cookie, { code: codeFor(setup.secret, step - 1) }),
    200,
  );
  return { ...user, secret: setup.secret, recovery: on.recoveryCodes, step };
}

/** The password step: answers the challenge (and checks no session came with it). */
async function passwordStep(
  t: TestApp,
  email: string,
  address?: string,
): Promise<{ twoStep: string; challenge: string } & Partial<Setup>> {
  const res = await signIn(t, email, TEST_PASSWORD, undefined, address);
  const body = await expectJson(res, 200);
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(body._id).toBeUndefined();
  expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return body;
}

describe('two-step sign-in', () => {
  it.beforeEach(({ t }) => t.clock.set(SOME_TIME));

  it('is set up with a QR code and the secret in text, turned on by a first code, with ten recovery codes', async ({
    t,
  }) => {
    const user = await t.userWithSession('Teacher');
    expect(await status(t, user.cookie)).toEqual({
      enabled: false,
      requiredForMe: false,
      requiredForAdminsAndDirectors: false,
      recoveryCodesLeft: 0,
    });
    const setup = await expectJson<Setup>(await post(t, '/api/auth/two-step/setup', user.cookie, {}), 200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fromBase32(setup.secret)).toHaveLength(20);
    const uri = new URL(setup.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Bright Schools:${user.email}`);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // Not on until a code from the app proves it was set up right.
    expect((await status(t, user.cookie)).enabled).toBe(false);
    expect((await signIn(t, user.email)).headers.get('set-cookie')).toMatch(/^sid=/);

    const step = stepOf(t);
    const wrong = String((Number(codeFor(setup.secret, step)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await expectError(
      await post(t, '/api/auth/two-step/enable', user.cookie, { code: wrong }),
      400,
      'The code is not correct.',
    );
    expect(refused.fields?.code).toBe('The code is not correct.');
    await expectError(await post(t, '/api/auth/two-step/enable', user.cookie, { code: '12ab' }), 400);
    const on = await expectJson(
      await post(t, '/api/auth/two-step/enable', user.cookie, { code: codeFor(setup.secret, step) }),
      200,
    );
    expect(on.recoveryCodes).toHaveLength(10);
    expect(new Set(on.recoveryCodes).size).toBe(10);
    for (const code of on.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(t, user.cookie)).toEqual({
      enabled: true,
      requiredForMe: false,
      requiredForAdminsAndDirectors: false,
      recoveryCodesLeft: 10,
    });
    // The secret never comes back: a second set-up is refused while it is on.
    await expectError(await post(t, '/api/auth/two-step/setup', user.cookie, {}), 409);
  });

  it('keeps the secret encrypted and the recovery codes as digests, under a key file only the server reads', async ({
    t,
  }) => {
    const user = await withTwoStep(t, 'Author');
    const row = await t.deps.db
      .selectFrom('twoStep')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const raw = fromBase32(user.secret);
    expect(row.secret).not.toContain(user.secret);
    expect(row.secret).not.toContain(raw.toString('hex'));
    expect(row.secret).not.toContain(raw.toString('base64url'));
    expect(row.secret).toMatch(/^v1\./);
    const codes = await t.deps.db.selectFrom('recoveryCodes').selectAll().where('userId', '=', user.id).execute();
    expect(codes).toHaveLength(10);
    const stored = JSON.stringify(codes);
    for (const code of user.recovery) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    const key = await fs.stat(path.join(t.dataDir, KEY_FILE));
    expect(key.mode & 0o777).toBe(0o600);
    expect(key.size).toBe(32);
  });

  it('signs in with the password and then a code; each code works once', async ({ t }) => {
    const user = await withTwoStep(t, 'Teacher');
    const first = await passwordStep(t, user.email);
    expect(first.twoStep).toBe('code');
    expect(JSON.stringify(first)).not.toContain(user.secret);
    // The code that turned it on was used already.
    await expectError(
      await codeStep(t, first.challenge, codeFor(user.secret, user.step - 1)),
      401,
      'The code is not correct.',
    );
    const ok = await codeStep(t, first.challenge, codeFor(user.secret, user.step));
    const signedIn = await expectJson(ok, 200);
    expect(signedIn.email).toBe(user.email);
    expect(signedIn.recoveryCodes).toBeUndefined();
    const cookie = cookieOf(ok);
    expect((await me(t, cookie)).status).toBe(200);
    // The challenge is spent.
    await expectError(await codeStep(t, first.challenge, codeFor(user.secret, user.step + 1)), 401, /sign in again/);
    // The same code with a new challenge: refused (already used in its window).
    const second = await passwordStep(t, user.email);
    await expectError(
      await codeStep(t, second.challenge, codeFor(user.secret, user.step)),
      401,
      'The code is not correct.',
    );
    // A code two steps ahead is outside the window.
    await expectError(
      await codeStep(t, second.challenge, codeFor(user.secret, user.step + 3)),
      401,
      'The code is not correct.',
    );
    const next = await codeStep(
      t,
      second.challenge,
      ` ${codeFor(user.secret, user.step + 1).replace(/^(\d{3})/, '$1 ')} `,
    );
    expect(next.status).toBe(200);
    // The secret is never sent back after set-up.
    expect(JSON.stringify(await status(t, cookieOf(next)))).not.toContain(user.secret);
  });

  it('takes a recovery code once each, in any case, with or without the hyphen', async ({ t }) => {
    const user = await withTwoStep(t, 'Teacher');
    const [a, b] = user.recovery as [string, string];
    expect((await codeStep(t, (await passwordStep(t, user.email)).challenge, a)).status).toBe(200);
    await expectError(
      await codeStep(t, (await passwordStep(t, user.email)).challenge, a),
      401,
      'The code is not correct.',
    );
    const res = await codeStep(t, (await passwordStep(t, user.email)).challenge, b.replace('-', '').toUpperCase());
    expect(res.status).toBe(200);
    expect((await status(t, cookieOf(res))).recoveryCodesLeft).toBe(8);
    // Another account's recovery code is no use.
    const other = await withTwoStep(t, 'Teacher');
    await expectError(await codeStep(t, (await passwordStep(t, other.email)).challenge, user.recovery[2]!), 401);
    // Bad input: a clear 400, not a 500.
    const challenge = (await passwordStep(t, user.email)).challenge;
    const bad = await expectError(await codeStep(t, challenge, 'x'), 400);
    expect(bad.fields?.code).toMatch(/6-digit code/);
    // A huge code is refused by its length before any pattern runs.
    const huge = await expectError(await codeStep(t, challenge, ' 1'.repeat(4_000)), 400);
    expect(huge.fields?.code).toBe('Code must be at most 100 characters.');
    await expectError(await codeStep(t, challenge, ' 1'.repeat(200_000)), 413); // past the 16 KB of a sign-in body
    await expectError(await post(t, '/api/auth/login/code', '', { code: '123456' }), 400);
    await expectError(await codeStep(t, 'not-a-real-challenge-token-at-all', '123456'), 401, /sign in again/);
  });

  it('throttles wrong codes like wrong passwords, per account and address, across new password steps', async ({
    t,
  }) => {
    const user = await withTwoStep(t, 'Teacher');
    const address = '198.51.100.23';
    const started = Date.now();
    let challenge = (await passwordStep(t, user.email, address)).challenge;
    // The password step counts as an attempt until the code is right; every second wrong code comes after a
    // fresh (right) password, which must not reset the count.
    let tries = 1;
    const statuses: number[] = [];
    while (tries < LOGIN_MAX_FAILURES) {
      if (tries % 2 === 0) {
        challenge = (await passwordStep(t, user.email, address)).challenge;
        tries++;
        continue;
      }
      statuses.push((await codeStep(t, challenge, '000000', address)).status);
      tries++;
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Attempts 6 to 10 were slowed down.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const step = stepOf(t);
    // Now even the right code is refused, and so is the password step.
    const refused = await codeStep(t, challenge, codeFor(user.secret, step), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signIn(t, user.email, TEST_PASSWORD, undefined, address)).status).toBe(429);
    // From another address the owner still signs in.
    const elsewhere = await passwordStep(t, user.email, '203.0.113.9');
    expect((await codeStep(t, elsewhere.challenge, codeFor(user.secret, step), '203.0.113.9')).status).toBe(200);
  });

  it('turns off with the password only, and then the password alone signs in', async ({ t }) => {
    const user = await withTwoStep(t, 'Author');
    const wrong = await expectError(
      await post(t, '/api/auth/two-step/disable', user.cookie, { password: 'not it at all' }),
      400,
    );
    expect(wrong.fields?.password).toBe('The password is not correct.');
    await expectError(await post(t, '/api/auth/two-step/disable', user.cookie, {}), 400);
    await expectError(await post(t, '/api/auth/two-step/disable', '', { password: TEST_PASSWORD }), 401);
    expect((await status(t, user.cookie)).enabled).toBe(true);
    expect(
      await expectJson(await post(t, '/api/auth/two-step/disable', user.cookie, { password: TEST_PASSWORD }), 200),
    ).toEqual({
      message: 'Two-step sign-in is off.',
    });
    expect((await status(t, user.cookie)).enabled).toBe(false);
    const res = await signIn(t, user.email);
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(user.email);
    expect(await t.deps.db.selectFrom('recoveryCodes').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('makes new recovery codes with the password; the earlier ones stop working', async ({ t }) => {
    const user = await withTwoStep(t, 'Teacher');
    await expectError(
      await post(t, '/api/auth/two-step/recovery-codes', user.cookie, { password: 'wrong password' }),
      400,
    );
    const fresh = await expectJson(
      await post(t, '/api/auth/two-step/recovery-codes', user.cookie, { password: TEST_PASSWORD }),
      200,
    );
    expect(fresh.recoveryCodes).toHaveLength(10);
    await expectError(await codeStep(t, (await passwordStep(t, user.email)).challenge, user.recovery[0]!), 401);
    expect((await codeStep(t, (await passwordStep(t, user.email)).challenge, fresh.recoveryCodes[0])).status).toBe(200);
  });

  it('the Admin can require it for Admin and Director accounts, which set it up at their next sign-in', async ({
    t,
  }) => {
    const admin = await t.userWithSession('Admin');
    const teacher = await t.userWithSession('Teacher');
    await expectError(
      await t.sendJson('PUT', '/api/auth/two-step/requirement', teacher.cookie, { required: true }),
      403,
    );
    await expectError(
      await t.sendJson('PUT', '/api/auth/two-step/requirement', admin.cookie, { required: 'yes' }),
      400,
    );
    expect(await setRequired(t, admin.cookie, true)).toEqual({ required: true });
    try {
      // A session that exists goes on; the next sign-in asks for the set-up.
      expect((await me(t, admin.cookie)).status).toBe(200);
      expect((await status(t, admin.cookie)).requiredForMe).toBe(true);
      expect((await status(t, teacher.cookie)).requiredForMe).toBe(false);
      expect((await status(t, teacher.cookie)).requiredForAdminsAndDirectors).toBe(true);
      // A Teacher is not asked; a director (role spelt as the spec's form sends it) is.
      expect((await signIn(t, teacher.email)).headers.get('set-cookie')).toMatch(/^sid=/);
      for (const role of ['Admin', 'director']) {
        const user = await insertUser(t, role);
        const setup = await passwordStep(t, user.email);
        expect(setup.twoStep).toBe('setup');
        expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(setup.qrSvg).toMatch(/^<svg/);
        expect(new URL(setup.otpauthUri!).searchParams.get('secret')).toBe(setup.secret);
        // No session without the code, and a wrong code sets nothing up.
        await expectError(await codeStep(t, setup.challenge, '000000'), 401);
        await expectError(await codeStep(t, setup.challenge, 'abcde-fghjk'), 401);
        const step = stepOf(t);
        const done = await codeStep(t, setup.challenge, codeFor(setup.secret!, step));
        const body = await expectJson(done, 200);
        expect(body.email).toBe(user.email);
        expect(body.recoveryCodes).toHaveLength(10);
        const cookie = cookieOf(done);
        expect(await status(t, cookie)).toMatchObject({ enabled: true, requiredForMe: true, recoveryCodesLeft: 10 });
        // From now on the code is asked for, and it cannot be turned off while required.
        const again = await passwordStep(t, user.email);
        expect(again.twoStep).toBe('code');
        expect(again.secret).toBeUndefined();
        expect((await codeStep(t, again.challenge, codeFor(setup.secret!, step + 1))).status).toBe(200);
        await expectError(
          await post(t, '/api/auth/two-step/disable', cookie, { password: TEST_PASSWORD }),
          409,
          /required/,
        );
      }
    } finally {
      await setRequired(t, admin.cookie, false);
    }
    // Not required any more: an Admin without it signs in with the password alone.
    const later = await insertUser(t, 'Admin');
    expect((await signIn(t, later.email)).headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it('the Admin resets it for a user who lost the phone: their sessions end, the password alone signs in', async ({
    t,
  }) => {
    const admin = await t.userWithSession('Admin');
    const director = await t.userWithSession('Director');
    const user = await withTwoStep(t, 'Teacher');
    const reset = (cookie: string, id: string) => deleteAs(t, `/api/users/${id}/two-step`, cookie);
    await expectError(await reset(director.cookie, user.id), 403);
    await expectError(await reset(user.cookie, user.id), 403);
    await expectError(await reset(admin.cookie, UNKNOWN_ID), 404, 'User not found.');
    await expectError(await reset(admin.cookie, 'nope'), 404, 'User not found.');
    const body = await expectJson(await reset(admin.cookie, user.id), 200);
    expect(body.message).toBe('Two-step sign-in of Teacher Tester has been reset.');
    expect((await me(t, user.cookie)).status).toBe(401);
    const res = await signIn(t, user.email);
    expect(res.status).toBe(200);
    expect((await status(t, cookieOf(res))).enabled).toBe(false);
    expect((await expectJson(await reset(admin.cookie, user.id), 200)).message).toMatch(/nothing to reset/);
  });
});

describe('guessing codes once the password is known (issue 35)', () => {
  it.beforeEach(({ t }) => t.clock.set(SOME_TIME));

  it('a sign-in takes five codes, from any addresses; then the password is asked again', async ({ t }) => {
    const user = await withTwoStep(t, 'Teacher');
    const { challenge } = await passwordStep(t, user.email);
    for (let i = 1; i < CODES_PER_CHALLENGE; i++)
      await expectError(await codeStep(t, challenge, '000000', `192.0.2.${i}`), 401, WRONG_CODE);
    const last = await expectError(await codeStep(t, challenge, '000000', '192.0.2.99'), 401, TOO_MANY_CODES);
    expect(last).toMatchObject({ code: 'too_many_codes' });
    expect(last.fields).toBeUndefined();
    // The challenge is over: even the right code is no use with it.
    await expectError(await codeStep(t, challenge, codeFor(user.secret, user.step)), 401, /sign in again/);
    // A new password step starts afresh, and a right code on its last try signs in.
    const again = (await passwordStep(t, user.email)).challenge;
    for (let i = 1; i < CODES_PER_CHALLENGE; i++)
      await expectError(await codeStep(t, again, '000000'), 401, WRONG_CODE);
    expect((await codeStep(t, again, codeFor(user.secret, user.step))).status).toBe(200);
  });

  it('codes sent at the same moment cannot slip past the limit of a sign-in', async ({ t }) => {
    const user = await withTwoStep(t, 'Author');
    const { challenge } = await passwordStep(t, user.email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => codeStep(t, challenge, String(i).padStart(6, '0'), `192.0.2.${i + 1}`)),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(401));
    expect(bodies.filter((b) => b.code === 'wrong_code').length).toBeLessThanOrEqual(CODES_PER_CHALLENGE);
  });
});

describe('wrong codes for one account from many addresses (issue 35)', () => {
  smtp = useSmtpServer();
  withMail.beforeEach(({ t }) => t.clock.set(SOME_TIME));

  withMail(
    'are limited for the account across all addresses; the owner is warned by e-mail, the Admin in the log',
    async ({ t, users: { admin } }) => {
      const user = await withTwoStep(t, 'Teacher');
      const { max, windowMs } = WRONG_CODES_PER_ACCOUNT;
      // Two wrong codes per sign-in, each sign-in from another /64: no limit of an address is reached.
      let sent = 0;
      for (let n = 0; sent < max; n++) {
        const address = `2001:db8:${n}::1`;
        const { challenge } = await passwordStep(t, user.email, address);
        for (let i = 0; i < 2 && sent < max; i++, sent++)
          await expectError(await codeStep(t, challenge, '000000', address), 401, WRONG_CODE);
      }
      // Now even the right code, from an address never seen, is refused with the sign-in's 429.
      const fresh = '2001:db8:ffff::1';
      const { challenge } = await passwordStep(t, user.email, fresh);
      const refused = await codeStep(t, challenge, codeFor(user.secret, user.step), fresh);
      const minutes = windowMs / 60_000;
      await expectError(refused, 429, `Too many failed sign-in attempts. Try again in ${minutes} minutes.`);
      expect(Number(refused.headers.get('retry-after'))).toBe(windowMs / 1000);

      // The owner is told, once, with a link to PUBLIC_URL only.
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual([user.email]);
      expect(mail!.subject).toBe('Wrong sign-in codes for your Bright Schools account');
      expect(mail!.text).toContain(`and then ${max} wrong codes of two-step sign-in`);
      expect(mail!.text).toContain(`For the next ${minutes} minutes no code is accepted`);
      expect(mail!.text).toContain('Mtu fulani ameandika nenosiri lako');
      expect([...mail!.text.matchAll(/https?:\/\/[^\s]+/g)].map((m) => m[0])).toEqual(
        Array(3).fill('https://bright.example/loginPage'),
      );
      // The Admin reads it in the activity log, once, as data.
      const log = await expectJson<ActivityPage>(
        await t.request('/api/activity?type=users', { cookie: admin.cookie }),
        200,
      );
      const entries = log.items.filter((e) => e.recordId === user.id && e.action === 'lockout');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        userId: null,
        summary: `Two-step codes refused for ${minutes} minutes after ${max} wrong codes from any address`,
        details: { minutes, attempts: max, codes: true },
      });
      await expectError(await codeStep(t, challenge, '000000', fresh), 429);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);

      // An hour later (the app's clock), the owner signs in.
      t.clock.advance(windowMs);
      const later = await passwordStep(t, user.email, fresh);
      expect((await codeStep(t, later.challenge, codeFor(user.secret, stepOf(t)), fresh)).status).toBe(200);
    },
  );

  withMail('a right code is no guess: the owner’s own sign-ins do not count', async ({ t }) => {
    const user = await withTwoStep(t, 'Teacher');
    for (let i = 0; i < WRONG_CODES_PER_ACCOUNT.max + 2; i++) {
      t.clock.advance(30_000);
      const { challenge } = await passwordStep(t, user.email);
      expect((await codeStep(t, challenge, codeFor(user.secret, stepOf(t)))).status).toBe(200);
    }
  });
});
