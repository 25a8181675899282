// Passwords made of the site's own words (its name, the schools' names of the setting and of the records) or of
// the account's e-mail address or name are refused wherever a password is set (issue 35, NIST SP 800-63B):
// creating a user, the Admin's reset, one's own change and the e-mailed link (the command-line tool:
// server/cli.db.test.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import { apiTest, json, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { BLANK_SCHOOL_ROW } from '../helpers/sample-records.ts';
import { GUESSABLE_PASSWORD_MESSAGE } from '../../server/auth/password-rules.ts';
import { tokenDigest } from '../../server/auth/sessions.ts';
import { newId } from '../../server/db/ids.ts';

const it = apiTest({ users: { admin: ['Admin', 'Head Admin'] } });

const EMAIL = 'amani.juma@example.org';
const newUser = (t: TestApp, cookie: string, password: string) =>
  t.sendForm('POST', '/api/users', cookie, {
    name: 'Amani Juma',
    email: EMAIL,
    phone: '+255 700 000 001',
    role: 'Teacher',
    password,
  });

/** A 400 naming `field` with the sentence and code of a guessable password. */
async function expectGuessable(res: Response, field: string) {
  const body = await expectError(res, 400, GUESSABLE_PASSWORD_MESSAGE);
  expect(body).toMatchObject({
    code: 'guessable_password',
    fields: { [field]: GUESSABLE_PASSWORD_MESSAGE },
    fieldCodes: { [field]: 'guessable_password' },
  });
}

describe('passwords made of the site’s or the account’s own words', () => {
  it('are refused when a user is created, whatever digits, punctuation and letter case', async ({
    t,
    users: { admin },
  }) => {
    // A school record whose name is no longer in SCHOOL_NAMES (the setting changed since): its words count too.
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('schoolDetails')
      .values({
        ...BLANK_SCHOOL_ROW,
        _id: newId(),
        schoolName: 'Kilimanjaro Hill Academy',
        location: 'Moshi',
        openingYear: 1999,
        headName: 'Head',
        contactList: '',
        iconName: 'School',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    for (const password of [
      'brightschools',
      'BrightSchools2026',
      'Bright Secondary School!',
      'KilimanjaroHill-2026',
      EMAIL,
      'Amani.Juma!2026',
      'Juma-Amani-1',
      // Look-alike and backwards spellings, and the account's own phone number (attacker trial).
      'Br1ght$ch00ls!',
      'sloohcsthgirb',
      '0700 000 001',
      '+255700000001',
    ]) {
      await expectGuessable(await newUser(t, admin.cookie, password), 'password');
    }
    expect(await t.deps.db.selectFrom('users').select('_id').where('email', '=', EMAIL).execute()).toEqual([]);
    // Words of their own, beside the site's, are fine.
    await expectJson(await newUser(t, admin.cookie, 'Bright Schools rocks 2026'), 201);
  });

  it('are refused by the Admin’s reset, one’s own change and the e-mailed link', async ({ t, users: { admin } }) => {
    const user = await t.userWithSession('Author', 'Zawadi Mushi');
    await expectGuessable(
      await t.sendJson('PUT', `/api/users/${user.id}/password`, admin.cookie, { newPassword: `${user.email}1` }),
      'newPassword',
    );
    await expectGuessable(
      await t.sendJson('PUT', '/api/auth/password', user.cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Mushi.Zawadi.2026',
      }),
      'newPassword',
    );
    // An e-mailed link (stored as the server stores it), used with the site's name: refused, and not used up.
    const token = randomBytes(32).toString('base64url');
    const at = t.clock.now().getTime();
    await t.deps.db
      .insertInto('passwordResets')
      .values({
        userId: user.id,
        tokenHash: tokenDigest(token),
        createdAt: new Date(at).toISOString(),
        expiresAt: new Date(at + 3_600_000).toISOString(),
      })
      .execute();
    const reset = (newPassword: string) =>
      t.request('/api/auth/password-reset', { method: 'POST', ...json({ token, newPassword }) });
    await expectGuessable(await reset('BRIGHTSCHOOLS-2026'), 'newPassword');
    await expectJson(await reset('Serengeti-sunrise-42'), 200);
  });
});
