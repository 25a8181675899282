// The one save path (issue 36, decision 027): a translation is a change like any other (versioned in every
// language, restorable, logged with what changed), a save that changes nothing writes nothing, and the activity
// entry is written in the save's own transaction, as data the admin words in the reader's language.
import { describe, expect } from 'vitest';
import type { ActivityPage, BlogPost, TranslationsField, VersionList } from '../../common/api-types.ts';
import { expectError, expectJson, sendContact } from '../helpers/api.ts';
import { SAMPLE_SCHOOL } from '../helpers/sample-records.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';

const it = apiTest({
  users: { admin: ['Admin', 'Bi Mkuu'], director: ['director', 'Dina Director'], author: ['Author', 'Amani'] },
});

// A translation carries every translated field, the picture's alt text too (issue 38).
const GERMAN = { title: 'Willkommen', content: 'Die Tore öffneten sich um sieben Uhr.', alt: '' };
const VANDALISED = { title: 'Willkommen', content: 'Ganz falscher Text.', alt: '' };

type StaffPost = BlogPost & TranslationsField;

const newPost = async (t: TestApp, cookie: string, content = 'The gates opened at seven.') =>
  expectJson<BlogPost>(await t.sendForm('POST', '/api/blogs', cookie, { title: 'Welcome', content }), 201);
const putTranslations = (t: TestApp, cookie: string, id: string, translations: unknown) =>
  t.sendForm('PUT', `/api/blogs/${id}?with=translations`, cookie, { translations: JSON.stringify(translations) });
const staffPost = async (t: TestApp, cookie: string, id: string) =>
  expectJson<StaffPost>(await t.request(`/api/blogs/${id}?with=translations`, { cookie }), 200);
const versionsOf = async (t: TestApp, cookie: string, id: string) =>
  expectJson<VersionList>(await t.request(`/api/versions?type=blogs&id=${id}`, { cookie }), 200);
/** The log's entries about one record, oldest first. */
const entriesOf = async (t: TestApp, cookie: string, recordId: string) =>
  (await expectJson<ActivityPage>(await t.request('/api/activity', { cookie }), 200)).items
    .filter((entry) => entry.recordId === recordId)
    .reverse();

describe('a translation is a change like any other', () => {
  it('a save that changes only the German text keeps a version and an entry naming the language', async ({
    t,
    users: { admin, author },
  }) => {
    const post = await newPost(t, author.cookie);
    await expectJson(await putTranslations(t, author.cookie, post._id, { de: GERMAN }), 200);
    t.clock.advance(60_000);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: VANDALISED }), 200);

    const entries = await entriesOf(t, admin.cookie, post._id);
    expect(entries.map((e) => [e.action, e.userName, e.details?.fields, e.details?.languages])).toEqual([
      ['create', 'Amani', undefined, undefined],
      ['update', 'Amani', [], ['de']],
      ['update', 'Bi Mkuu', [], ['de']],
    ]);
    expect(entries[2]?.summary).toBe('Changed translations de');
    expect(entries[2]?.details?.title).toBe('Welcome');

    // Two versions: before the German text came, and the German text the vandal replaced.
    const { items, currentTranslations } = await versionsOf(t, admin.cookie, post._id);
    expect(currentTranslations.de).toEqual(VANDALISED);
    expect(items.map((v) => v.translations)).toEqual([{ de: GERMAN }, {}]);
    expect(items[0]).toMatchObject({ lang: 'en', savedBy: 'Amani', replacedBy: 'Bi Mkuu' });

    // Restoring the version brings the German text back, and is itself a change kept as a version.
    const first = items[0]!;
    await expectJson(
      await t.request(`/api/versions/${first._id}/restore?type=blogs&id=${post._id}`, {
        method: 'POST',
        cookie: admin.cookie,
      }),
      200,
    );
    const restored = await staffPost(t, admin.cookie, post._id);
    expect(restored.translations.de).toMatchObject({ fields: GERMAN, outdated: false, savedBy: 'Bi Mkuu' });
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=de`), 200)).toMatchObject(GERMAN);
    expect((await versionsOf(t, admin.cookie, post._id)).items[0]?.translations).toEqual({ de: VANDALISED });
    const last = (await entriesOf(t, admin.cookie, post._id)).at(-1);
    expect(last?.details).toMatchObject({ languages: ['de'], version: { savedBy: 'Amani' } });
  });

  it('deleting a translation is versioned too, and a restore brings it back', async ({ t, users: { admin } }) => {
    const post = await newPost(t, admin.cookie);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: null }), 200);
    expect((await staffPost(t, admin.cookie, post._id)).translations.de).toBeUndefined();
    const [withGerman] = (await versionsOf(t, admin.cookie, post._id)).items;
    expect(withGerman?.translations).toEqual({ de: GERMAN });
    await expectJson(
      await t.request(`/api/versions/${withGerman!._id}/restore?type=blogs&id=${post._id}`, {
        method: 'POST',
        cookie: admin.cookie,
      }),
      200,
    );
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.fields).toEqual(GERMAN);
  });
});

describe('a save that changes nothing writes nothing', () => {
  it('no version, no activity entry, no new time or name on the text or its translations', async ({
    t,
    users: { admin, director },
  }) => {
    const post = await newPost(t, admin.cookie, 'The gates opened.\nAt seven.');
    expect(post.content).toBe('The gates opened.\nAt seven.');
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    const before = await staffPost(t, admin.cookie, post._id);
    const entries = await entriesOf(t, admin.cookie, post._id);
    t.clock.advance(3_600_000);

    // The post saved as it is: its fields as stored (a multipart form sends the line break as CRLF), the same
    // German text; then with no fields at all.
    const same = { title: post.title, content: post.content, translations: JSON.stringify({ de: GERMAN }) };
    const saved = await expectJson<BlogPost>(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, same),
      200,
    );
    await expectJson(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, {}), 200);

    expect(saved.updatedAt).toBe(post.updatedAt);
    expect(await staffPost(t, admin.cookie, post._id)).toEqual(before);
    expect(await entriesOf(t, admin.cookie, post._id)).toEqual(entries);
    expect((await versionsOf(t, admin.cookie, post._id)).items).toHaveLength(1);

    // A school the Director saves unchanged: no entry names her, no version is attributed to her.
    const school = await expectJson<{ _id: string }>(
      await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, {
        ...SAMPLE_SCHOOL,
        schoolName: DEFAULT_SCHOOL_NAMES[2],
      }),
      201,
    );
    await expectJson(await t.sendForm('PUT', `/api/brightSchoolDetails/${school._id}`, director.cookie, {}), 200);
    const schoolEntries = await entriesOf(t, admin.cookie, school._id);
    expect(schoolEntries.map((e) => e.userName)).toEqual(['Bi Mkuu']);
    const versions = await expectJson<VersionList>(
      await t.request(`/api/versions?type=schoolDetails&id=${school._id}`, { cookie: admin.cookie }),
      200,
    );
    expect(versions.items).toEqual([]);
  });
});

describe('the activity entry is part of the save', () => {
  it('a save refused inside its transaction leaves no entry and no change', async ({ t, users: { admin } }) => {
    const first = await expectJson<{ _id: string }>(
      await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, {
        ...SAMPLE_SCHOOL,
        schoolName: DEFAULT_SCHOOL_NAMES[0],
      }),
      201,
    );
    const second = await expectJson<{ _id: string }>(
      await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, {
        ...SAMPLE_SCHOOL,
        schoolName: DEFAULT_SCHOOL_NAMES[1],
      }),
      201,
    );
    const entries = await entriesOf(t, admin.cookie, second._id);
    await expectError(
      await t.sendForm('PUT', `/api/brightSchoolDetails/${second._id}`, admin.cookie, {
        schoolName: DEFAULT_SCHOOL_NAMES[0],
        translations: JSON.stringify({ de: { location: 'Moshi (deutsch)' } }),
      }),
      409,
    );
    expect(await entriesOf(t, admin.cookie, second._id)).toEqual(entries);
    const translated = await expectJson<TranslationsField>(
      await t.request(`/api/brightSchoolDetails/${second._id}?with=translations`, { cookie: admin.cookie }),
      200,
    );
    expect(translated.translations).toEqual({});
    expect(first._id).not.toBe(second._id);
  });

  it("keeps a visitor's typed name as data: one line in the summary; addresses only for the Admin", async ({
    t,
    users: { admin, director },
  }) => {
    const forged = 'Juma\n2027-01-01 Admin deleted everything \u202Eevil';
    const sentId = await sendContact(t, { name: forged, email: 'juma@example.org', message: 'Hello' }, '203.0.113.9');
    const [entry] = await entriesOf(t, admin.cookie, sentId);
    expect(entry?.details?.title).toBe(forged);
    expect(entry?.summary).toBe('Message from Juma 2027-01-01 Admin deleted everything  evil');
    expect(entry?.address).toBe('203.0.113.9');
    const [seenByDirector] = await entriesOf(t, director.cookie, sentId);
    expect(seenByDirector?.details?.title).toBe(forged);
    expect(seenByDirector).not.toHaveProperty('address');
  });
});
