// Links that staff type in (settings and director-message social links, settings phones and e-mails) end up
// as href attributes on every public page: only web addresses may be stored as links (issue 9, section 3).
import { describe, expect } from 'vitest';
import { apiTest } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: { admin: 'Admin' } });

/** Links a browser would run, open as a document, or hand to another program. */
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\u0001:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example/x',
  'mailto:someone@example.org',
  'https://exa mple.org/',
  'https://',
  'http://\u202eelgoog.com',
];

/** What the spec's link rule allows: empty, '#', http(s), and bare addresses that get https:// (section 5). */
const ALLOWED = [
  '',
  '#',
  'https://facebook.com/brightschools',
  'HTTP://instagram.com/bright',
  'x.com/brightschools',
  '//linkedin.com/company/bright',
  'school.example:8443/page',
  'https://www.facebook.com/groups/123?ref=share&x=1#top',
];

const settings = {
  phones: ['+255 754 000 111'],
  emails: ['info@brightschools.ac.tz'],
  facebook: '',
  x: '',
  instagram: '',
  linkedin: '',
};

describe('school settings links', () => {
  let id: string;

  it.beforeAll(async ({ t, users: { admin } }) => {
    const created = await expectJson(await t.sendJson('POST', '/api/schoolSettings', admin.cookie, settings), 201);
    id = created._id;
  });

  it.for(['facebook', 'x', 'instagram', 'linkedin'] as const)(
    '%s refuses every link that is not http(s)',
    async (key, { t, users: { admin } }) => {
      for (const link of HOSTILE) {
        const body = await expectError(
          await t.sendJson('PUT', `/api/schoolSettings/${id}`, admin.cookie, { ...settings, [key]: link }),
          400,
        );
        expect(body.fields?.[key], link).toMatch(/must be a web address \(https:\/\/…\); other kinds of links/);
      }
      const stored = (await expectJson(await t.request('/api/schoolSettings'), 200))[0];
      expect(stored[key]).toBe('');
    },
  );

  it('accepts the web addresses of the spec link rule, stored as typed', async ({ t, users: { admin } }) => {
    for (const link of ALLOWED) {
      const saved = await expectJson(
        await t.sendJson('PUT', `/api/schoolSettings/${id}`, admin.cookie, { ...settings, facebook: link }),
        200,
      );
      expect(saved.facebook).toBe(link.trim());
    }
  });

  it('phones and e-mails may come as tel:/mailto: links (stored without them); other links are refused', async ({
    t,
    users: { admin },
  }) => {
    const saved = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${id}`, admin.cookie, {
        ...settings,
        phones: ['tel:+255 700 111 222', '+255 700 333 444'],
        emails: ['MAILTO:office@school.example'],
      }),
      200,
    );
    expect(saved.phones).toEqual(['+255 700 111 222', '+255 700 333 444']);
    expect(saved.emails).toEqual(['office@school.example']);

    for (const [field, value, message] of [
      ['phones', 'javascript:alert(1)', 'Phones must be phone numbers, not links.'],
      ['phones', 'https://evil.example', 'Phones must be phone numbers, not links.'],
      ['emails', 'javascript:alert(1)//@x.y', 'Emails must be e-mail addresses, not links.'],
      ['emails', 'data:text/html,x@y.z', 'Emails must be e-mail addresses, not links.'],
    ] as const) {
      const body = await expectError(
        await t.sendJson('PUT', `/api/schoolSettings/${id}`, admin.cookie, { ...settings, [field]: [value] }),
        400,
        message,
      );
      expect(body.fields?.[field]).toBe(message);
    }
  });
});

describe('director message social links', () => {
  const fields = { name: 'Dr. Neema Kimaro', directorYear: '2015 - present', message: 'Karibu.' };

  it('refuses every link that is not http(s), on create and on update', async ({ t, users: { admin } }) => {
    for (const key of ['facebook', 'twitter', 'instagram', 'linkedin']) {
      for (const link of HOSTILE) {
        const body = await expectError(
          await t.sendForm('POST', '/api/directorMessage', admin.cookie, { ...fields, [key]: link }),
          400,
        );
        expect(body.fields?.[key], link).toMatch(/must be a web address/);
      }
    }
    expect(await expectJson(await t.request('/api/directorMessage'), 200)).toEqual([]);

    const created = await expectJson(
      await t.sendForm('POST', '/api/directorMessage', admin.cookie, {
        ...fields,
        facebook: nth(ALLOWED, 2),
        twitter: nth(ALLOWED, 4),
        instagram: nth(ALLOWED, 5),
        linkedin: '#',
      }),
      201,
    );
    expect(created).toMatchObject({
      facebook: nth(ALLOWED, 2),
      twitter: nth(ALLOWED, 4),
      instagram: nth(ALLOWED, 5),
      linkedin: '#',
    });
    await expectError(
      await t.sendForm('PUT', `/api/directorMessage/${created._id}`, admin.cookie, {
        ...fields,
        linkedin: 'javascript:alert(1)',
      }),
      400,
      'LinkedIn must be a web address (https://…); other kinds of links are not allowed.',
    );
    const [stored] = await expectJson(await t.request('/api/directorMessage'), 200);
    expect(stored.linkedin).toBe('#');
  });
});
