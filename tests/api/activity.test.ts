// The activity log (issue 14 point 5): every change through the API recorded with who, when, from where, which
// record and what changed (never a password or its hash); GET /api/activity with its filters, pages and roles;
// the retention of ACTIVITY_KEEP_DAYS applied by the daily sweep.
import { describe, expect } from 'vitest';
import type { ActivityEntry, ActivityPage, BlogPost } from '../../common/api-types.ts';
import { ACTIVITY_PAGE_SIZE, LOGIN_MAX_FAILURES } from '../../common/constants.ts';
import { dailySweep } from '../../server/maintenance.ts';
import { CLI_ACTOR, recordActivity } from '../../server/repositories/activity.ts';
import {
  TEST_PASSWORD,
  apiTest,
  createTestApp,
  form,
  insertTestUser,
  json,
  signInRequest,
  type TestApp,
} from '../helpers/test-app.ts';
import { expectError, expectJson, deleteAs, sendContact } from '../helpers/api.ts';
import { nth } from '../helpers/nth.ts';

const ADDRESS = '203.0.113.7';

const it = apiTest({
  users: {
    admin: ['Admin', 'Head Admin'],
    author: ['Author', 'Asha Mwangi'],
    director: ['director', 'Grace Director'],
  },
});

async function activity(t: TestApp, cookie: string, query = ''): Promise<ActivityPage> {
  return expectJson<ActivityPage>(await t.request(`/api/activity${query}`, { cookie }), 200);
}
/** The entries about one record, oldest first, as `cookie` (the Admin's) sees them. */
async function entriesOf(t: TestApp, cookie: string, recordId: string): Promise<ActivityEntry[]> {
  const page = await activity(t, cookie, '?page=1');
  const all = [...page.items];
  for (let n = 2; (n - 1) * page.pageSize < page.total; n++)
    all.push(...(await activity(t, cookie, `?page=${n}`)).items);
  return all.filter((e) => e.recordId === recordId).reverse();
}
/** A POST of a blog post from ADDRESS, signed in with `cookie`. */
const post = (t: TestApp, cookie: string, fields: Record<string, string>) =>
  t.request('/api/blogs', { method: 'POST', cookie, address: ADDRESS, body: form({ content: 'Text', ...fields }) });

describe('what is recorded', () => {
  it('creating, editing, publishing and deleting a post: who, when, from where and what changed', async ({
    t,
    users: { admin, author },
  }) => {
    t.clock.set('2027-05-03T06:00:00.000Z');
    const draft = await expectJson<BlogPost>(
      await post(t, author.cookie, { title: 'Sports day', status: 'draft' }),
      201,
    );
    t.clock.advance(60_000);
    await expectJson(
      await t.request(`/api/blogs/${draft._id}`, {
        method: 'PUT',
        cookie: author.cookie,
        address: ADDRESS,
        body: form({ title: 'Sports day 2027' }),
      }),
      200,
    );
    await expectJson(await t.sendForm('PUT', `/api/blogs/${draft._id}`, author.cookie, { status: 'published' }), 200);
    await expectJson(await deleteAs(t, `/api/blogs/${draft._id}`, admin.cookie), 200);

    const entries = await entriesOf(t, admin.cookie, draft._id);
    expect(entries.map((e) => [e.action, e.userName, e.summary])).toEqual([
      ['create', 'Asha Mwangi', 'Created "Sports day (draft)"'],
      ['update', 'Asha Mwangi', 'Changed title'],
      ['publish', 'Asha Mwangi', 'Changed time, status, publishAt'],
      ['delete', 'Head Admin', 'Deleted "Sports day 2027"'],
    ]);
    expect(entries[0]).toMatchObject({
      at: '2027-05-03T06:00:00.000Z',
      userId: author.id,
      address: ADDRESS,
      source: 'api',
      recordType: 'blogs',
    });
    expect(nth(entries, 1).at).toBe('2027-05-03T06:01:00.000Z');
  });

  it('sign-ins, a lockout after the last failed attempt, password and role changes: never a password', async ({
    t,
    users: { admin, author },
  }) => {
    const created = await expectJson<{ _id: string; email: string }>(
      await t.sendForm('POST', '/api/users', admin.cookie, {
        name: 'New Teacher',
        email: 'new.teacher@example.org',
        phone: '+255 700 000 001',
        role: 'Teacher',
        password: 'a first secret 123',
      }),
      201,
    );
    await expectJson(await t.sendForm('PUT', `/api/users/${created._id}`, admin.cookie, { role: 'Author' }), 200);
    await expectJson(
      await t.sendJson('PUT', `/api/users/${created._id}/password`, admin.cookie, {
        newPassword: 'the second secret 456',
      }),
      200,
    );

    const entries = await entriesOf(t, admin.cookie, created._id);
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Created "New Teacher (Teacher)"'],
      ['role', 'Role of New Teacher: Teacher → Author'],
      ['password', 'Set a new password for New Teacher'],
    ]);

    // Signing in, and the failed attempt that locks the account for this address (recorded once).
    const { id, email } = await insertTestUser(t.deps.db, 'Teacher', 'Locked Teacher');
    const signIn = (password: string) => signInRequest(t.request, email, password, undefined, ADDRESS);
    expect((await signIn(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn('wrong guess')).status).toBe(401);
    expect((await signIn(TEST_PASSWORD)).status).toBe(429);
    const signIns = await entriesOf(t, admin.cookie, id);
    expect(signIns.map((e) => [e.action, e.summary])).toEqual([
      ['sign-in', 'Signed in'],
      ['lockout', `Sign-in locked for 15 minutes after ${LOGIN_MAX_FAILURES} failed attempts`],
    ]);
    expect(signIns[0]).toMatchObject({ userId: id, userName: 'Locked Teacher', address: ADDRESS });
    expect(signIns[1]).toMatchObject({ userId: null, address: ADDRESS });

    // One's own password change.
    await expectJson(
      await t.request('/api/auth/password', {
        method: 'PUT',
        cookie: author.cookie,
        ...json({ currentPassword: TEST_PASSWORD, newPassword: 'my own new secret 789' }),
      }),
      200,
    );
    expect((await entriesOf(t, admin.cookie, author.id)).at(-1)).toMatchObject({
      action: 'password',
      summary: 'Changed own password',
    });

    // No password or hash anywhere in the log.
    const rows = await t.deps.db.selectFrom('activity').selectAll().execute();
    const text = JSON.stringify(rows);
    const hashes = await t.deps.db.selectFrom('users').select('passwordHash').execute();
    for (const secret of ['a first secret 123', 'the second secret 456', 'my own new secret 789', 'wrong guess'])
      expect(text).not.toContain(secret);
    for (const { passwordHash } of hashes) expect(text).not.toContain(passwordHash);
  });

  it('a visitor’s contact message, and the staff reading it', async ({ t, users: { admin, director } }) => {
    const message = { name: 'Parent Juma', email: 'juma@example.org', phone: '', message: 'When does term start?' };
    const sentId = await sendContact(t, message, ADDRESS);
    await expectJson(
      await t.request(`/api/contact/${sentId}`, { method: 'PUT', cookie: director.cookie, ...json({ read: true }) }),
      200,
    );
    const entries = await entriesOf(t, admin.cookie, sentId);
    expect(entries.map((e) => [e.action, e.userId, e.userName, e.summary])).toEqual([
      ['create', null, 'visitor', 'Message from Parent Juma'],
      ['update', director.id, 'Grace Director', 'Marked the message of Parent Juma as read'],
    ]);
  });
});

describe('what visitors type, and who sees addresses (issue 35)', () => {
  // A line break, a carriage return, a line separator and a right-to-left override: typed to forge a second
  // entry ("Signed in" by the Admin) or to turn "txt.exe" round.
  const FORGED = 'Juma\n2027-01-01 Head Admin Signed in\r\u2028\u202Eexe.txt\u2066x';

  it('a visitor’s name is kept as data and summed up on one line, without direction overrides', async ({
    t,
    users: { admin },
  }) => {
    const message = { name: FORGED, email: 'juma@example.org', phone: '', message: 'A question about fees.' };
    const sentId = await sendContact(t, message, '203.0.113.77');
    const [entry] = await entriesOf(t, admin.cookie, sentId);
    // As typed, as data: the admin shows it as text of its own (app/routes/admin/activity.tsx).
    expect(entry!.details?.title).toBe(FORGED);
    expect(entry!.userName).toBe('visitor');
    // The English summary of the API and the table: one line, no control or direction characters.
    expect(entry!.summary).toBe('Message from Juma 2027-01-01 Head Admin Signed in exe.txt x');
    const stored = await t.deps.db.selectFrom('activity').select('summary').where('recordId', '=', sentId).execute();
    expect(stored.map((r) => r.summary)).toEqual([entry!.summary]);
    for (const text of [entry!.summary, stored[0]!.summary])
      expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('only the Admin reads network addresses: the Director’s answer has none', async ({
    t,
    users: { admin, director },
  }) => {
    const address = '203.0.113.78';
    const message = { name: 'Parent Asha', email: 'asha@example.org', phone: '', message: 'Is there a bus?' };
    const sentId = await sendContact(t, message, address);
    await expectJson(
      await t.request(`/api/contact/${sentId}`, {
        method: 'PUT',
        cookie: director.cookie,
        address: '198.51.100.79',
        ...json({ read: true }),
      }),
      200,
    );
    const adminView = await entriesOf(t, admin.cookie, sentId);
    expect(adminView.map((e) => e.address)).toEqual([address, '198.51.100.79']);
    const res = await t.request('/api/activity?type=contactMessages', { cookie: director.cookie });
    const text = await res.clone().text();
    const directorView = (await expectJson<ActivityPage>(res, 200)).items.filter((e) => e.recordId === sentId);
    expect(directorView).toHaveLength(2);
    for (const e of directorView) expect(Object.keys(e)).not.toContain('address');
    expect(text).not.toContain(address);
    expect(text).not.toContain('198.51.100.79');
    // The contact messages themselves carry no address either.
    const messages = await t.request('/api/contact', { cookie: director.cookie });
    expect(await messages.text()).not.toContain(address);
  });
});

describe('GET /api/activity', () => {
  let other: { id: string; cookie: string };
  let ownPostId: string;
  let othersPostId: string;

  it.beforeAll(async ({ t, users: { admin, director } }) => {
    other = await t.userWithSession('Teacher', 'Other Teacher');
    t.clock.set('2027-06-01T09:00:00.000Z');
    ownPostId = (await expectJson<BlogPost>(await post(t, director.cookie, { title: 'Director post' }), 201))._id;
    othersPostId = (await expectJson<BlogPost>(await post(t, other.cookie, { title: 'Teacher post' }), 201))._id;
    await t.request('/api/schoolSettings', {
      method: 'POST',
      cookie: admin.cookie,
      ...json({ phones: [], emails: [], instagram: '', linkedin: '', facebook: '', x: '' }),
    });
  });

  it('is for the Admin and the Director only', async ({ t, users: { admin } }) => {
    await expectError(await t.request('/api/activity'), 401);
    const freshAuthor = await t.userWithSession('Author');
    await expectError(await t.request('/api/activity', { cookie: freshAuthor.cookie }), 403);
    await expectError(await t.request('/api/activity', { cookie: other.cookie }), 403);
    const page = await activity(t, admin.cookie);
    expect(page).toMatchObject({ page: 1, pageSize: ACTIVITY_PAGE_SIZE });
    expect(page.total).toBeGreaterThan(0);
    // Newest first.
    const times = page.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the Director the records the Director may change, and of blog posts only their own', async ({
    t,
    users: { admin, director },
  }) => {
    const all = async (cookie: string) => {
      const first = await activity(t, cookie);
      const items = [...first.items];
      for (let n = 2; (n - 1) * first.pageSize < first.total; n++)
        items.push(...(await activity(t, cookie, `?page=${n}`)).items);
      return items;
    };
    const seen = await all(director.cookie);
    const ids = seen.map((e) => e.recordId);
    expect(ids).toContain(ownPostId);
    expect(ids).not.toContain(othersPostId);
    expect(new Set(seen.map((e) => e.recordType))).toEqual(new Set(['blogs', 'contactMessages']));
    // Sign-ins, accounts and the settings are the Admin's.
    const everything = await all(admin.cookie);
    expect(everything.some((e) => e.recordType === 'users')).toBe(true);
    expect(everything.some((e) => e.recordType === 'schoolSettings')).toBe(true);
    expect(everything.map((e) => e.recordId)).toContain(othersPostId);
  });

  it('filters by person, kind of record and days (East Africa Time)', async ({ t, users: { admin } }) => {
    const byOther = await activity(t, admin.cookie, `?user=${other.id}`);
    expect(byOther.items.length).toBeGreaterThan(0);
    expect(byOther.items.every((e) => e.userId === other.id)).toBe(true);
    const settings = await activity(t, admin.cookie, '?type=schoolSettings');
    expect(settings.items.map((e) => e.recordType)).toEqual(['schoolSettings']);

    // 2027-06-01T09:00Z is 12:00 on 1 June in Dar es Salaam; 22:30Z on 31 May is 01:30 on 1 June there.
    await recordActivity(t.deps.db, new Date('2027-05-31T22:30:00.000Z'), CLI_ACTOR, {
      action: 'create',
      recordType: 'gallery',
      details: { title: 'Early in the morning' },
    });
    const june1 = await activity(t, admin.cookie, '?from=2027-06-01&to=2027-06-01');
    expect(june1.items.map((e) => e.summary)).toContain('Created "Early in the morning"');
    expect(june1.items.every((e) => e.at >= '2027-05-31T21:00:00.000Z' && e.at < '2027-06-01T21:00:00.000Z')).toBe(
      true,
    );
    const may = await activity(t, admin.cookie, '?to=2027-05-31');
    expect(may.items.map((e) => e.summary)).not.toContain('Created "Early in the morning"');
  });

  it('pages through the log', async ({ t, users: { admin } }) => {
    const at = new Date('2027-07-01T08:00:00.000Z');
    for (let i = 0; i < ACTIVITY_PAGE_SIZE + 5; i++) {
      await recordActivity(t.deps.db, new Date(at.getTime() + i * 1000), CLI_ACTOR, {
        action: 'create',
        recordType: 'headers',
        details: { title: `Picture ${i}` },
      });
    }
    const first = await activity(t, admin.cookie, '?type=headers&from=2027-07-01');
    expect(first.total).toBe(ACTIVITY_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(nth(first.items, 0).details?.title).toBe(`Picture ${ACTIVITY_PAGE_SIZE + 4}`);
    const second = await activity(t, admin.cookie, '?type=headers&from=2027-07-01&page=2');
    expect(second.items.map((e) => e.details?.title)).toEqual([
      'Picture 4',
      'Picture 3',
      'Picture 2',
      'Picture 1',
      'Picture 0',
    ]);
    expect(second.items[0]).toMatchObject({ source: 'cli', userName: 'command line', address: 'cli' });
  });

  it.for([
    ['?type=pictures', 'type'],
    ['?from=2027-13-01', 'from'],
    ['?to=yesterday', 'to'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?user=somebody', 'user'],
  ] as const)('answers %s with a clear 400', async ([query, field], { t, users: { admin } }) => {
    const body = await expectError(await t.request(`/api/activity${query}`, { cookie: admin.cookie }), 400);
    expect(body.fields).toHaveProperty(field);
  });

  it('answers a 10,000-character person or day with a clear 400', async ({ t, users: { admin } }) => {
    for (const [query, field] of [
      [`?user=${'a'.repeat(10_000)}`, 'user'],
      [`?from=${'9'.repeat(10_000)}`, 'from'],
    ]) {
      const body = await expectError(await t.request(`/api/activity${query}`, { cookie: admin.cookie }), 400);
      expect(body.fields).toHaveProperty(field!);
    }
  });
});

describe('retention', () => {
  it('the daily sweep deletes entries older than ACTIVITY_KEEP_DAYS (a year unless set)', async ({ t }) => {
    expect(t.deps.config.activityKeepDays).toBe(365);
    const short = await createTestApp({ activityKeepDays: 30 });
    try {
      short.clock.set('2027-09-01T00:00:00.000Z');
      const note = { action: 'update', recordType: 'gallery' } as const;
      const old = { ...note, details: { title: 'Old' } };
      await recordActivity(short.deps.db, new Date('2027-08-01T00:00:00.000Z'), CLI_ACTOR, old);
      await recordActivity(short.deps.db, new Date('2027-08-03T00:00:00.000Z'), CLI_ACTOR, {
        ...note,
        details: { title: 'Kept' },
      });
      expect(await dailySweep(short.deps)).toEqual({ activityPurged: 1 });
      const left = await short.deps.db.selectFrom('activity').select('details').execute();
      expect(left.map((r) => JSON.parse(r.details ?? '{}').title)).toEqual(['Kept']);
    } finally {
      await short.close();
    }
  });
});
