// /api/schoolSettings (spec section 7): phones, e-mails and social links, sent as JSON. GET answers a list
// whose first item is used; POST when none exists; PUT answers the record that replaces the local data.
import { describe, expect } from 'vitest';
import { apiTest } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import type { ApiError } from '../../common/api-types.ts';
import { UNKNOWN_ID, WORLD_TEXT } from '../helpers/texts.ts';

const it = apiTest({ users: { admin: 'Admin' } });

const settings = {
  phones: ['+255 754 000 111', '+255 685 222 333'],
  emails: ['info@brightschools.ac.tz', 'admissions@brightschools.ac.tz'],
  facebook: 'https://facebook.com/brightschools',
  x: 'https://x.com/brightschools',
  instagram: 'https://instagram.com/brightschools',
  linkedin: 'https://linkedin.com/company/brightschools',
};

// The tests below run in order: nothing, create, refuse a second, replace.
describe('/api/schoolSettings', () => {
  let saved: typeof settings & { _id: string; createdAt: string; updatedAt: string };

  it('GET answers an empty list before anything is saved', async ({ t }) => {
    expect(await expectJson(await t.request('/api/schoolSettings'), 200)).toEqual([]);
  });

  it('POST (JSON settings object) creates the settings when none exist', async ({ t, users: { admin } }) => {
    saved = await expectJson(await t.sendJson('POST', '/api/schoolSettings', admin.cookie, settings), 201);
    expect(saved._id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved).toMatchObject(settings);
    expect(saved.createdAt).toEqual(expect.any(String));
    expect(saved.updatedAt).toEqual(expect.any(String));
  });

  it('GET answers a list whose first item is the saved settings', async ({ t }) => {
    const list = await expectJson(await t.request('/api/schoolSettings'), 200);
    expect(list).toEqual([saved]);
  });

  it('a second POST is refused with 409', async ({ t, users: { admin } }) => {
    await expectError(
      await t.sendJson('POST', '/api/schoolSettings', admin.cookie, settings),
      409,
      'Contact settings already exist; edit them instead.',
    );
    expect(await expectJson(await t.request('/api/schoolSettings'), 200)).toHaveLength(1);
  });

  it('PUT /api/schoolSettings/{id} replaces the data, and its answer is what GET answers next', async ({
    t,
    users: { admin },
  }) => {
    const next = {
      phones: ['+255 700 999 888'],
      emails: [settings.emails[1], 'grüße@schule.de', '校长@学校.cn'],
      facebook: '',
      x: 'https://x.com/bright_tz',
      instagram: settings.instagram,
      linkedin: '',
    };
    const answer = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, next),
      200,
    );
    expect(answer).toMatchObject({ _id: saved._id, ...next, createdAt: saved.createdAt });
    expect(answer.updatedAt >= saved.updatedAt).toBe(true);
    const [first] = await expectJson(await t.request('/api/schoolSettings'), 200);
    expect(first).toEqual(answer);
  });

  it('PUT drops blank phone and e-mail entries, trims the rest, and keeps the links it leaves out', async ({
    t,
    users: { admin },
  }) => {
    const before = (await expectJson(await t.request('/api/schoolSettings'), 200))[0];
    const answer = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, {
        phones: ['', '  +255 711 000 000  ', ' '],
        emails: [],
      }),
      200,
    );
    expect(answer.phones).toEqual(['+255 711 000 000']);
    expect(answer.emails).toEqual([]);
    // Issue 13.9: fields left out of a PUT keep their stored values.
    expect(answer.x).toBe(before.x);
    expect(answer.x).not.toBe('');
    expect(answer.instagram).toBe(before.instagram);
    expect(answer.facebook).toBe(before.facebook);
    expect(answer.linkedin).toBe(before.linkedin);
    const [first] = await expectJson(await t.request('/api/schoolSettings'), 200);
    expect(first).toEqual(answer);
  });

  it('PUT with one social link keeps the others and the lists; an explicit empty value clears one', async ({
    t,
    users: { admin },
  }) => {
    const base = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, settings),
      200,
    );
    const one = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, {
        facebook: 'https://facebook.com/bright_new',
      }),
      200,
    );
    expect(one).toMatchObject({ ...settings, facebook: 'https://facebook.com/bright_new' });
    const cleared = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, { instagram: '', phones: [] }),
      200,
    );
    expect(cleared).toMatchObject({
      ...settings,
      facebook: 'https://facebook.com/bright_new',
      instagram: '',
      phones: [],
    });
    expect(base._id).toBe(saved._id);
  });

  it('keeps links in any script exactly', async ({ t, users: { admin } }) => {
    const link = `https://example.org/${WORLD_TEXT.chinese.slice(0, 4)}/${WORLD_TEXT.german.slice(0, 5)}`;
    const answer = await expectJson(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, { ...settings, facebook: link }),
      200,
    );
    expect(answer.facebook).toBe(link);
  });

  it('refuses lists that are not lists, and answers 404 for an unknown id', async ({ t, users: { admin } }) => {
    const body = await expectError(
      await t.sendJson('PUT', `/api/schoolSettings/${saved._id}`, admin.cookie, { ...settings, phones: '+255 700' }),
      400,
      'Phones must be a list.',
    );
    expect(body.fields?.phones).toBe('Phones must be a list.');
    await expectError(
      await t.sendJson('PUT', `/api/schoolSettings/${UNKNOWN_ID}`, admin.cookie, settings),
      404,
      'Contact settings not found.',
    );
  });
});

// Issue 38 point 6: "nonsense" became a broken tel: or mailto: link in the footer.
describe('the shape of the contact phones and e-mails', () => {
  it('refuses a phone that is not one and an e-mail that is not one, naming the field and its code', async ({
    t,
    users: { admin },
  }) => {
    const [stored] = await expectJson<{ _id: string }[]>(await t.request('/api/schoolSettings'), 200);
    const put = (body: object) => t.sendJson('PUT', `/api/schoolSettings/${stored!._id}`, admin.cookie, body);
    for (const phone of ['nonsense', '+255 abc 111', '---', 'call me']) {
      const refused = await expectJson<ApiError>(await put({ phones: [phone], emails: [] }), 400);
      expect(refused.fieldCodes, phone).toEqual({ phones: 'invalid_phone' });
      expect(refused.fields?.phones).toBe('A phone number may hold only digits, spaces, +, - and parentheses.');
    }
    for (const email of ['nonsense', 'office@', 'office@school', 'two words@school.tz']) {
      const refused = await expectJson<ApiError>(await put({ phones: [], emails: [email] }), 400);
      expect(refused.fieldCodes, email).toEqual({ emails: 'invalid_email' });
      expect(refused.fields?.emails).toBe('Invalid email address');
    }
    // Numbers as people write them, and the link forms, are kept.
    const kept = await expectJson(
      await put({ phones: ['+255 (0) 754-000-111', 'tel:0754 000 111'], emails: ['mailto:office@school.tz'] }),
      200,
    );
    expect(kept).toMatchObject({ phones: ['+255 (0) 754-000-111', '0754 000 111'], emails: ['office@school.tz'] });
  });
});
