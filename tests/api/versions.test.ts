// Versions (issue 14 point 3): a save of a blog post, the director's message, a school or the partner profile
// keeps the text it replaces (the last 20 per record), with who saved that text and when; GET /api/versions
// lists them, POST /api/versions/:id/restore saves one again as a new save. Whoever may change a record may see
// and restore its versions; bad input gets a clear 4xx and writes nothing.
import { describe, expect } from 'vitest';
import type { ActivityPage, BlogPost, RecordVersion, SchoolDetail, VersionList } from '../../common/api-types.ts';
import { VERSIONS_KEPT } from '../../common/constants.ts';
import { newId } from '../../server/db/ids.ts';
import { ONE_OF_EACH_ROLE, apiTest, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import {
  SAMPLE_DIRECTOR_MESSAGE,
  SAMPLE_PARTNER,
  SAMPLE_SCHOOL,
  SAMPLE_SCHOOL_CONTACT,
} from '../helpers/sample-records.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: ONE_OF_EACH_ROLE });

const versionsOf = (t: TestApp, type: string, id: string, who: SignedInUser) =>
  t.request(`/api/versions?type=${type}&id=${id}`, { cookie: who.cookie });
const list = async (t: TestApp, type: string, id: string, who: SignedInUser) =>
  expectJson<VersionList>(await versionsOf(t, type, id, who), 200);
const restore = (t: TestApp, versionId: string, type: string, id: string, who: SignedInUser) =>
  t.request(`/api/versions/${versionId}/restore?type=${type}&id=${id}`, { method: 'POST', cookie: who.cookie });

async function newPost(t: TestApp, who: SignedInUser, title: string, content = 'First text.'): Promise<BlogPost> {
  return expectJson<BlogPost>(await t.sendForm('POST', '/api/blogs', who.cookie, { title, content }), 201);
}
async function editPost(t: TestApp, who: SignedInUser, id: string, fields: Record<string, string>): Promise<BlogPost> {
  return expectJson<BlogPost>(await t.sendForm('PUT', `/api/blogs/${id}`, who.cookie, fields), 200);
}
/** A new school of this name and contact list (pairs of phone and e-mail), made with `cookie`. */
async function newSchool(
  t: TestApp,
  cookie: string,
  schoolName: string,
  contacts: [string, string][],
): Promise<SchoolDetail> {
  const fields = { ...SAMPLE_SCHOOL, schoolName, contactList: JSON.stringify(contacts), ...SAMPLE_SCHOOL_CONTACT };
  return expectJson(await t.sendForm('POST', '/api/brightSchoolDetails', cookie, fields), 201);
}
async function versionCount(t: TestApp): Promise<number> {
  const row = await t.deps.db
    .selectFrom('versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a save keeps the text it replaces', () => {
  it('lists a post’s earlier texts newest first: who saved each and when, and the save that replaced it', async ({
    t,
    users: { admin, author },
  }) => {
    t.clock.set('2027-03-01T06:00:00.000Z');
    const post = await newPost(t, author, 'Sports day', 'On Friday.');
    expect((await list(t, 'blogs', post._id, author)).items).toEqual([]);

    t.clock.set('2027-03-01T07:00:00.000Z');
    await editPost(t, author, post._id, { title: 'Sports day 2027', content: 'On Friday at 9.' });
    t.clock.set('2027-03-02T07:00:00.000Z');
    await editPost(t, admin, post._id, { content: 'On Saturday at 9.' });

    const versions = await list(t, 'blogs', post._id, author);
    // Every field of the form is versioned, the pictures' alt text too (issue 38).
    expect(versions.current).toEqual({ title: 'Sports day 2027', content: 'On Saturday at 9.', alt: '' });
    expect(versions.items.map((v) => [v.fields, v.savedBy, v.savedAt, v.replacedBy, v.replacedAt])).toEqual([
      [
        { title: 'Sports day 2027', content: 'On Friday at 9.', alt: '' },
        'Mwandishi',
        '2027-03-01T07:00:00.000Z',
        'Bi Mkuu',
        '2027-03-02T07:00:00.000Z',
      ],
      // The first text: saved when the post was made, by its author (the activity log's entry).
      [
        { title: 'Sports day', content: 'On Friday.', alt: '' },
        'Mwandishi',
        '2027-03-01T06:00:00.000Z',
        'Mwandishi',
        '2027-03-01T07:00:00.000Z',
      ],
    ]);
    expect(versions.items[0]).toMatchObject({ recordType: 'blogs', recordId: post._id });
  });

  it('keeps no version for a save that leaves the text as it was (a new picture only)', async ({
    t,
    users: { admin, author },
  }) => {
    const post = await newPost(t, author, 'Library week');
    await editPost(t, author, post._id, { title: 'Library week' });
    const res = await t.sendForm('PUT', `/api/blogs/${post._id}`, author.cookie, {}, { image: await uniquePng() });
    await expectJson(res, 200);
    expect((await list(t, 'blogs', post._id, admin)).items).toEqual([]);
  });

  it(`keeps the last ${VERSIONS_KEPT} versions of a record, and those of other records untouched`, async ({
    t,
    users: { admin, author },
  }) => {
    const post = await newPost(t, author, 'Save 0');
    const other = await newPost(t, author, 'Other 0');
    await editPost(t, author, other._id, { title: 'Other 1' });
    for (let n = 1; n <= VERSIONS_KEPT + 3; n++) await editPost(t, author, post._id, { title: `Save ${n}` });
    const { items, current } = await list(t, 'blogs', post._id, admin);
    expect(current.title).toBe(`Save ${VERSIONS_KEPT + 3}`);
    expect(items.map((v) => v.fields.title)).toEqual(
      Array.from({ length: VERSIONS_KEPT }, (_, i) => `Save ${VERSIONS_KEPT + 2 - i}`),
    );
    expect((await list(t, 'blogs', other._id, admin)).items.map((v) => v.fields.title)).toEqual(['Other 0']);
  });

  it('versions the director’s message, a school and the partner profile, their pictures aside', async ({
    t,
    users: { admin, director, partner },
  }) => {
    const message = await expectJson(
      await t.sendForm('POST', '/api/directorMessage', director.cookie, SAMPLE_DIRECTOR_MESSAGE),
      201,
    );
    await t.sendForm('PUT', `/api/directorMessage/${message._id}`, director.cookie, { message: 'Karibu sana.' });
    expect((await list(t, 'directorMessage', message._id, director)).items).toEqual([
      expect.objectContaining({ fields: { ...SAMPLE_DIRECTOR_MESSAGE, alt: '' }, savedBy: 'Mkurugenzi' }),
    ]);

    const school = await newSchool(t, admin.cookie, 'Bright Secondary School', [['+255 700 000 001', '']]);
    await t.sendForm('PUT', `/api/brightSchoolDetails/${school._id}`, director.cookie, { students: '500' });
    const schoolVersion = nth((await list(t, 'schoolDetails', school._id, director)).items, 0);
    expect(schoolVersion.fields).toMatchObject({ students: 480, contactList: '[["+255 700 000 001",""]]' });
    expect(schoolVersion.fields).not.toHaveProperty('headImage');
    expect(schoolVersion.replacedBy).toBe('Mkurugenzi');

    const profile = await expectJson(
      await t.sendForm('POST', '/api/partners', partner.cookie, SAMPLE_PARTNER, { topImage: await uniquePng() }),
      201,
    );
    await t.sendForm('PUT', `/api/partners/${profile._id}`, partner.cookie, { vision: 'Fed and learning.' });
    const partnerVersion = nth((await list(t, 'partners', profile._id, partner)).items, 0);
    expect(partnerVersion.fields).toMatchObject({ vision: 'Healthy learners.', startYear: 2012 });
    expect(Object.keys(partnerVersion.fields)).not.toContain('topImage');
  });
});

describe('restoring a version', () => {
  it('saves the version’s text as a new save, keeps the replaced text, and says so in the activity log', async ({
    t,
    users: { admin, author },
  }) => {
    const post = await newPost(t, author, 'Open day', 'Come at 8.');
    await editPost(t, author, post._id, { content: 'Come at 10.' });
    const first = nth((await list(t, 'blogs', post._id, author)).items, 0);

    t.clock.set('2027-04-01T05:00:00.000Z');
    const restored = await expectJson<BlogPost>(await restore(t, first._id, 'blogs', post._id, author), 200);
    expect(restored).toMatchObject({ _id: post._id, title: 'Open day', content: 'Come at 8.' });
    expect(restored.updatedAt).toBe('2027-04-01T05:00:00.000Z');
    // The public answer shows it at once (the cached list was dropped).
    const publicPost = await expectJson<BlogPost>(await t.request(`/api/blogs/${post._id}`), 200);
    expect(publicPost.content).toBe('Come at 8.');
    const publicList = await expectJson<BlogPost[]>(await t.request('/api/blogs'), 200);
    expect(publicList.find((p) => p._id === post._id)?.content).toBe('Come at 8.');

    const after = await list(t, 'blogs', post._id, author);
    expect(after.current.content).toBe('Come at 8.');
    expect(after.items.map((v) => [v.fields.content, v.replacedBy])).toEqual([
      ['Come at 10.', 'Mwandishi'],
      ['Come at 8.', 'Mwandishi'],
    ]);

    const log = await expectJson<ActivityPage>(await t.request('/api/activity', { cookie: admin.cookie }), 200);
    const entry = log.items.find((e) => e.recordId === post._id);
    expect(entry).toMatchObject({ action: 'update', userName: 'Mwandishi' });
    expect(entry?.summary).toMatch(/^Restored the version saved .+ by Mwandishi: Changed content$/);
  });

  it('restores a school (its contact list too) and refuses a name another school has taken since', async ({
    t,
    users: { admin },
  }) => {
    const school = await newSchool(t, admin.cookie, 'Bright Day Care & Nursery', [['', 'info@nursery.example']]);
    await t.sendForm('PUT', `/api/brightSchoolDetails/${school._id}`, admin.cookie, {
      schoolName: 'Bright Pre & Primary School',
      contactList: JSON.stringify([['+255 700 000 009', '']]),
    });
    const old = nth((await list(t, 'schoolDetails', school._id, admin)).items, 0);
    const back = await expectJson(await restore(t, old._id, 'schoolDetails', school._id, admin), 200);
    expect(back).toMatchObject({
      schoolName: 'Bright Day Care & Nursery',
      contactList: [['', 'info@nursery.example']],
    });

    // Move it away again, let another school take the old name: the restore is refused and writes nothing.
    await t.sendForm('PUT', `/api/brightSchoolDetails/${school._id}`, admin.cookie, {
      schoolName: 'Bright Pre & Primary School',
    });
    await newSchool(t, admin.cookie, 'Bright Day Care & Nursery', []);
    const before = await list(t, 'schoolDetails', school._id, admin);
    const body = await expectError(await restore(t, old._id, 'schoolDetails', school._id, admin), 409);
    expect(body).toMatchObject({ code: 'school_name_taken' });
    expect(await list(t, 'schoolDetails', school._id, admin)).toEqual(before);
  });

  it('refuses a version that today’s rules do not accept (400), writing nothing', async ({
    t,
    users: { admin, author },
  }) => {
    const post = await newPost(t, author, 'Rules');
    await editPost(t, author, post._id, { title: 'Rules 2' });
    // A version whose title is blank, as no save of today's would keep.
    const version = nth((await list(t, 'blogs', post._id, admin)).items, 0);
    const broken = version._id;
    const fields = JSON.stringify({ title: '   ', content: 'Text' });
    await t.deps.db.updateTable('versions').set({ fields }).where('_id', '=', broken).execute();
    const count = await versionCount(t);
    const body = await expectError(await restore(t, broken, 'blogs', post._id, author), 400, 'Title is required');
    expect(body).toMatchObject({ code: 'validation' });
    expect(await versionCount(t)).toBe(count);
    const stored = await expectJson<BlogPost>(await t.request(`/api/blogs/${post._id}`), 200);
    expect(stored.title).toBe('Rules 2');
  });
});

describe('bad input', () => {
  it('answers a clear 4xx for every kind of wrong request', async ({ t, users: { admin, author } }) => {
    const post = await newPost(t, author, 'Bad input');
    await editPost(t, author, post._id, { title: 'Bad input 2' });
    const other = await newPost(t, author, 'Another');
    await editPost(t, author, other._id, { title: 'Another 2' });
    const version = nth((await list(t, 'blogs', post._id, admin)).items, 0);

    expect(await expectError(await t.request(`/api/versions?type=blogs&id=${post._id}`), 401)).toMatchObject({
      code: 'unauthenticated',
    });
    let body = await expectError(await t.request('/api/versions', { cookie: admin.cookie }), 400);
    expect(body).toMatchObject({ code: 'validation' });
    body = await expectError(await versionsOf(t, 'gallery', post._id, admin), 400, /type must be one of/);
    expect(body).toMatchObject({ fieldCodes: { type: 'invalid_choice' } });
    body = await expectError(await versionsOf(t, 'blogs', 'not-an-id', admin), 400, 'id must be the id of a record.');
    await expectError(await versionsOf(t, 'blogs', newId(), admin), 404, 'Record not found.');

    await expectError(await restore(t, 'nope', 'blogs', post._id, admin), 400);
    await expectError(await restore(t, newId(), 'blogs', post._id, admin), 404, 'Version not found.');
    // A version of another record, or named under another kind of record.
    body = await expectError(await restore(t, version._id, 'blogs', other._id, admin), 409);
    expect(body).toMatchObject({ error: 'This version belongs to another record.', code: 'conflict' });
    await expectError(await restore(t, version._id, 'partners', post._id, admin), 404, 'Record not found.');
    const count = await versionCount(t);
    await expectError(await restore(t, version._id, 'blogs', newId(), admin), 404);
    expect(await versionCount(t)).toBe(count);
    // Only POST restores; any other address is not found.
    expect((await t.request(`/api/versions/${version._id}/restore`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('who may see and restore versions', () => {
  let own: BlogPost;
  let others: BlogPost;
  let ownVersion: RecordVersion;
  let othersVersion: RecordVersion;

  it('Authors and Teachers their own posts only; the Admin every post', async ({
    t,
    users: { admin, author, teacher, director },
  }) => {
    own = await newPost(t, teacher, 'Teacher’s post');
    await editPost(t, teacher, own._id, { title: 'Teacher’s post 2' });
    others = await newPost(t, author, 'Author’s post');
    await editPost(t, author, others._id, { title: 'Author’s post 2' });
    ownVersion = nth((await list(t, 'blogs', own._id, teacher)).items, 0);
    othersVersion = nth((await list(t, 'blogs', others._id, author)).items, 0);

    await expectError(await versionsOf(t, 'blogs', others._id, teacher), 403, 'You may only change your own records.');
    await expectError(await versionsOf(t, 'blogs', own._id, author), 403);
    await expectError(await restore(t, othersVersion._id, 'blogs', others._id, teacher), 403);
    await expectError(await restore(t, ownVersion._id, 'blogs', own._id, author), 403);
    expect((await list(t, 'blogs', own._id, admin)).items).toHaveLength(1);
    await expectError(await versionsOf(t, 'blogs', others._id, director), 403);
    await expectJson(await restore(t, ownVersion._id, 'blogs', own._id, teacher), 200);
    await expectJson(await restore(t, othersVersion._id, 'blogs', others._id, admin), 200);
  });

  it('the other records follow the permissions table: whoever may change a record', async ({
    t,
    users: { admin, author, teacher, director, partner },
  }) => {
    const message = (await expectJson(await t.request('/api/directorMessage'), 200))[0];
    const profile = (await expectJson(await t.request('/api/partners'), 200))[0];
    const school = (await expectJson(await t.request('/api/brightSchoolDetails'), 200))[0];
    for (const who of [teacher, author, partner]) {
      await expectError(await versionsOf(t, 'directorMessage', message._id, who), 403);
      await expectError(await versionsOf(t, 'schoolDetails', school._id, who), 403);
    }
    for (const who of [teacher, author, director])
      await expectError(await versionsOf(t, 'partners', profile._id, who), 403);
    await expectError(await versionsOf(t, 'blogs', own._id, partner), 403);
    for (const who of [admin, director]) {
      expect((await list(t, 'directorMessage', message._id, who)).items.length).toBeGreaterThan(0);
      expect((await list(t, 'schoolDetails', school._id, who)).current.schoolName).toBe(school.schoolName);
    }
    for (const who of [admin, partner]) expect((await list(t, 'partners', profile._id, who)).items.length).toBe(1);

    const partnerVersion = nth((await list(t, 'partners', profile._id, partner)).items, 0);
    await expectError(await restore(t, partnerVersion._id, 'partners', profile._id, director), 403);
    const restored = await expectJson(await restore(t, partnerVersion._id, 'partners', profile._id, partner), 200);
    expect(restored.vision).toBe('Healthy learners.');
    // The picture stays as it is: pictures are not versioned.
    expect(restored.topImage).toBe(profile.topImage);
  });
});
