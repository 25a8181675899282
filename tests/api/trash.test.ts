// The trash (issue 14 point 4, decision 019): a DELETE moves the record and its files to the trash, the spec's
// answer unchanged; the Admin lists, restores (same id, createdAt and place, files at their old addresses) or
// deletes for good; the daily sweep purges what is older than 30 days, then its files.
import { describe, expect } from 'vitest';
import type { TrashItem } from '../../common/api-types.ts';
import { DEFAULT_SCHOOL_NAMES, TRASH_KEEP_DAYS } from '../../common/constants.ts';
import { dailySweep } from '../../server/maintenance.ts';
import { expectError, expectJson, newGalleryPicture, deleteAs } from '../helpers/api.ts';
import { pdfFile, uniquePng } from '../helpers/images.ts';
import { SAMPLE_SCHOOL, SAMPLE_SCHOOL_CONTACT } from '../helpers/sample-records.ts';
import { expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { ONE_OF_EACH_ROLE, apiTest, type TestApp } from '../helpers/test-app.ts';
import { UNKNOWN_ID } from '../helpers/texts.ts';

const it = apiTest({ users: { ...ONE_OF_EACH_ROLE, otherAuthor: ['Author', 'Mwandishi Mwingine'] } });
const DAY_MS = 24 * 60 * 60 * 1000;

// The helpers below take the app and the cookie to sign in with (the Admin's, or a Teacher's where a test says).
const trashList = async (t: TestApp, cookie: string) =>
  (await expectJson<{ items: TrashItem[] }>(await t.request('/api/trash', { cookie }), 200)).items;
const entryFor = async (t: TestApp, cookie: string, recordId: string) =>
  (await trashList(t, cookie)).find((item) => item.recordId === recordId);
const remove = (t: TestApp, cookie: string, path: string) => t.request(path, { method: 'DELETE', cookie });
const restore = (t: TestApp, cookie: string, entryId: string) =>
  t.request(`/api/trash/${entryId}/restore`, { method: 'POST', cookie });
const postGallery = (t: TestApp, cookie: string, title: string, image?: File) =>
  newGalleryPicture(t, cookie, { title }, image);

/** A record made through the API, signed in with `cookie`. */
const created = async (
  t: TestApp,
  cookie: string,
  path: string,
  fields: Record<string, string>,
  files: Record<string, File>,
) => expectJson(await t.sendForm('POST', path, cookie, fields, files), 201);

/** Deletes through the API (as `deleterCookie`, by default the Admin) and answers the record's trash entry. */
async function trashed(
  t: TestApp,
  adminCookie: string,
  path: string,
  recordId: string,
  deleterCookie = adminCookie,
): Promise<TrashItem> {
  expect(await expectJson(await remove(t, deleterCookie, `${path}/${recordId}`), 200)).toEqual({
    message: 'Deleted.',
    _id: recordId,
  });
  const entry = await entryFor(t, adminCookie, recordId);
  expect(entry, `${recordId} in the trash`).toBeTruthy();
  return entry!;
}

/** Whether the trash keeps a copy of a stored file (in the uploads folder's .trash, or in PostgreSQL). */
const inTrashFolder = (t: TestApp, name: string) => t.deps.media.trash.exists(name);

describe('deleting moves a record to the trash', () => {
  it('a gallery picture: listed with kind, title, who and when; its files leave /uploads at once', async ({
    t,
    users: { admin, teacher },
  }) => {
    const item = await postGallery(t, teacher.cookie, 'Sports day');
    const files = imageFiles(item);
    const before = Date.now();
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id, teacher.cookie);
    expect(entry).toMatchObject({
      recordType: 'gallery',
      title: 'Sports day',
      deletedById: teacher.id,
      deletedByName: 'Mwalimu Juma',
    });
    expect(Date.parse(entry.deletedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(TRASH_KEEP_DAYS * DAY_MS);
    await expectError(await t.request(`/api/gallery/${item._id}`), 404, 'Gallery image not found.');
    await expectRemoved(t, files);
    for (const name of files) expect(await inTrashFolder(t, name), name).toBe(true);
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('restoring brings back the same record in its place in the list, and its files at their addresses', async ({
    t,
    users: { admin, teacher },
  }) => {
    const first = await postGallery(t, teacher.cookie, 'First');
    const middle = await postGallery(t, teacher.cookie, 'Middle');
    const last = await postGallery(t, teacher.cookie, 'Last');
    const order = async () =>
      (await expectJson<{ _id: string }[]>(await t.request('/api/gallery'), 200))
        .map((g) => g._id)
        .filter((id) => [first._id, middle._id, last._id].includes(id));
    const listed = await order();
    const entry = await trashed(t, admin.cookie, '/api/gallery', middle._id);
    expect(await order()).toEqual(listed.filter((id) => id !== middle._id));

    expect(await expectJson(await restore(t, admin.cookie, entry._id), 200)).toEqual({
      message: 'Restored.',
      _id: entry._id,
      recordType: 'gallery',
      recordId: middle._id,
    });
    expect(await expectJson(await t.request(`/api/gallery/${middle._id}`), 200)).toEqual(middle);
    expect(await order()).toEqual(listed);
    await expectStored(t, imageFiles(middle));
    for (const name of imageFiles(middle)) expect(await inTrashFolder(t, name), name).toBe(false);
    expect(await entryFor(t, admin.cookie, middle._id)).toBeUndefined();

    const log = await expectJson(await t.request(`/api/activity?type=gallery`, { cookie: admin.cookie }), 200);
    expect(log.items[0]).toMatchObject({
      action: 'restore',
      recordId: middle._id,
      summary: 'Restored "Middle"',
      userName: 'Bi Mkuu',
    });
  });

  it('deleting for good removes the entry and its files; a restore then answers 404', async ({
    t,
    users: { admin, teacher },
  }) => {
    const item = await postGallery(t, teacher.cookie, 'Gone for good');
    const files = imageFiles(item);
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id);
    expect(await expectJson(await remove(t, admin.cookie, `/api/trash/${entry._id}`), 200)).toEqual({
      message: 'Deleted.',
      _id: entry._id,
    });
    for (const name of files) expect(await inTrashFolder(t, name), name).toBe(false);
    await expectRemoved(t, files);
    await expectError(await restore(t, admin.cookie, entry._id), 404, 'This item is no longer in the trash.');
    await expectError(
      await remove(t, admin.cookie, `/api/trash/${entry._id}`),
      404,
      'This item is no longer in the trash.',
    );
    const log = await expectJson(await t.request(`/api/activity?type=gallery`, { cookie: admin.cookie }), 200);
    expect(log.items[0]).toMatchObject({ action: 'delete', summary: 'Deleted "Gone for good" for good' });
  });

  it("a post's versions wait in the trash with it, come back with it, and go when it is deleted for good", async ({
    t,
    users: { admin },
  }) => {
    const post = await created(t, admin.cookie, '/api/blogs', { title: 'Parents day', content: 'First text.' }, {});
    expect(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { content: 'Second text.' })).toHaveProperty(
      'status',
      200,
    );
    const versionsOf = (id: string) =>
      t.deps.db.selectFrom('versions').select('fields').where('recordId', '=', id).execute();
    expect(await versionsOf(post._id)).toHaveLength(1);
    await expectJson(await restore(t, admin.cookie, (await trashed(t, admin.cookie, '/api/blogs', post._id))._id), 200);
    const list = await expectJson<{ items: unknown[] }>(
      await t.request(`/api/versions?type=blogs&id=${post._id}`, { cookie: admin.cookie }),
      200,
    );
    expect(list.items).toHaveLength(1);
    await expectJson(
      await remove(t, admin.cookie, `/api/trash/${(await trashed(t, admin.cookie, '/api/blogs', post._id))._id}`),
      200,
    );
    expect(await versionsOf(post._id)).toEqual([]);
  });

  it('a picture two records share: the trash keeps it while the other record drops it, and gives it back', async ({
    t,
    users: { admin, teacher },
  }) => {
    const picture = await uniquePng('shared.png');
    const a = await postGallery(t, teacher.cookie, 'Shared A', picture);
    const b = await postGallery(t, teacher.cookie, 'Shared B', picture);
    const files = imageFiles(a);
    const entry = await trashed(t, admin.cookie, '/api/gallery', a._id);
    await expectStored(t, files); // B still shows it
    await expectJson(
      await t.sendForm('PUT', `/api/gallery/${b._id}`, teacher.cookie, {}, { image: await uniquePng() }),
      200,
    );
    await expectRemoved(t, files);
    await expectJson(await restore(t, admin.cookie, entry._id), 200);
    await expectStored(t, files);
    // Deleting both for good leaves no copy behind.
    const again = await trashed(t, admin.cookie, '/api/gallery', a._id);
    await expectJson(await remove(t, admin.cookie, `/api/trash/${again._id}`), 200);
    for (const name of files) expect(await inTrashFolder(t, name), name).toBe(false);
    await expectRemoved(t, files);
  });

  it('two DELETEs of one record at once: one moves it, the other answers 404, and a shared picture stays', async ({
    t,
    users: { admin, teacher },
  }) => {
    const picture = await uniquePng('twice.png');
    const a = await postGallery(t, teacher.cookie, 'Deleted twice', picture);
    await postGallery(t, teacher.cookie, 'Keeps the picture', picture);
    const answers = await Promise.all([
      remove(t, admin.cookie, `/api/gallery/${a._id}`),
      remove(t, admin.cookie, `/api/gallery/${a._id}`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await trashList(t, admin.cookie)).filter((item) => item.recordId === a._id)).toHaveLength(1);
    await expectStored(t, imageFiles(a));
  });

  it('every kind of record comes back as it was: post, header, document, contact message', async ({
    t,
    users: { admin },
  }) => {
    const picture = { image: await uniquePng() };
    const post = await created(t, admin.cookie, '/api/blogs', { title: 'Trash post', content: 'Text' }, picture);
    const header = await created(
      t,
      admin.cookie,
      '/api/headers',
      { title: 'Trash header' },
      { image: await uniquePng() },
    );
    const fees = { category: 'School Fee', documentName: 'Fees', description: 'Fees for 2027.' };
    const doc = await created(t, admin.cookie, '/api/documents', fees, {
      file: pdfFile('fees.pdf', `trash ${Date.now()}`),
    });
    await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Baba Trash', email: 'baba@example.org', message: 'Karibu!' }),
    });
    const inbox = await expectJson<{ _id: string; name: string }[]>(
      await t.request('/api/contact', { cookie: admin.cookie }),
      200,
    );
    const message = inbox.find((m) => m.name === 'Baba Trash')!;
    const cases = [
      { path: '/api/blogs', record: post, title: 'Trash post', kind: 'blogs' },
      { path: '/api/headers', record: header, title: 'Trash header', kind: 'headers' },
      { path: '/api/documents', record: doc, title: 'School Fee (fees.pdf)', kind: 'documents' },
      { path: '/api/contact', record: message, title: 'Message from Baba Trash', kind: 'contactMessages' },
    ];
    for (const { path, record, title, kind } of cases) {
      const entry = await trashed(t, admin.cookie, path, record._id);
      expect(entry).toMatchObject({ recordType: kind, title });
      await expectJson(await restore(t, admin.cookie, entry._id), 200);
    }
    expect(await expectJson(await t.request(`/api/blogs/${post._id}`), 200)).toEqual(post);
    expect(await expectJson(await t.request(`/api/headers/${header._id}`), 200)).toEqual(header);
    expect(await expectJson(await t.request(`/api/documents/${doc._id}`), 200)).toEqual(doc);
    const after = await expectJson<{ _id: string }[]>(await t.request('/api/contact', { cookie: admin.cookie }), 200);
    expect(after.find((m) => m._id === message._id)).toEqual(message);
  });
});

describe('restores that clash with what is stored now', () => {
  const school = {
    schoolName: DEFAULT_SCHOOL_NAMES[2],
    ...SAMPLE_SCHOOL,
    contactList: JSON.stringify([['+255 700 111 222', 'info@brightschools.ac.tz']]),
    ...SAMPLE_SCHOOL_CONTACT,
  };

  it('a school whose name another school has taken since: 409 school_name_taken, and it stays in the trash', async ({
    t,
    users: { admin },
  }) => {
    for (const row of await t.deps.db
      .selectFrom('schoolDetails')
      .select('_id')
      .where('schoolName', '=', school.schoolName)
      .execute())
      await expectJson(await remove(t, admin.cookie, `/api/brightSchoolDetails/${row._id}`), 200);
    const old = await expectJson(
      await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, school, { image1: await uniquePng() }),
      201,
    );
    const entry = await trashed(t, admin.cookie, '/api/brightSchoolDetails', old._id);
    const newer = await expectJson(await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, school), 201);
    const body = await expectError(
      await restore(t, admin.cookie, entry._id),
      409,
      'A school with this name already exists.',
    );
    expect(body).toMatchObject({ code: 'school_name_taken' });
    expect(await entryFor(t, admin.cookie, old._id)).toBeTruthy();
    await expectRemoved(t, imageFiles(old, 'image1'));
    expect(await orphanFiles(t)).toEqual([]);
    // Once the name is free again, the school comes back with its picture.
    await trashed(t, admin.cookie, '/api/brightSchoolDetails', newer._id);
    await expectJson(await restore(t, admin.cookie, entry._id), 200);
    expect(await expectJson(await t.request(`/api/brightSchoolDetails/${old._id}`), 200)).toEqual(old);
    await expectStored(t, imageFiles(old, 'image1'));
  });

  it('a user comes back without sessions; with its e-mail taken since, 409 email_taken', async ({
    t,
    users: { admin },
  }) => {
    const user = await t.userWithSession('Author', 'Mwandishi');
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    const entry = await trashed(t, admin.cookie, '/api/users', user.id);
    expect(entry).toMatchObject({ recordType: 'users', title: 'Mwandishi' });
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    await expectJson(await restore(t, admin.cookie, entry._id), 200);
    const stored = await t.deps.db.selectFrom('users').selectAll().where('_id', '=', user.id).executeTakeFirst();
    expect(stored).toMatchObject({ email: user.email, name: 'Mwandishi', role: 'Author' });
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect(await t.deps.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);

    const again = await trashed(t, admin.cookie, '/api/users', user.id);
    await expectJson(
      await t.sendForm('POST', '/api/users', admin.cookie, {
        name: 'Another',
        email: user.email,
        phone: '+255 700 000 001',
        role: 'Teacher',
        password: 'Kilimanjaro-2026',
      }),
      201,
    );
    const body = await expectError(
      await restore(t, admin.cookie, again._id),
      409,
      'A user with this email already exists.',
    );
    expect(body).toMatchObject({ code: 'email_taken' });
  });

  it("a user's two-step sign-in goes to the trash and comes back with the account", async ({ t, users: { admin } }) => {
    const user = await t.userWithSession('director', 'Mkurugenzi Msaidizi');
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('twoStep')
      .values({ userId: user.id, secret: 'sealed-secret', enabledAt: now, lastStep: 7, createdAt: now })
      .execute();
    await t.deps.db
      .insertInto('recoveryCodes')
      .values({ userId: user.id, codeHash: 'digest-1', usedAt: null })
      .execute();
    const rowsOf = async () => ({
      twoStep: await t.deps.db.selectFrom('twoStep').selectAll().where('userId', '=', user.id).execute(),
      codes: await t.deps.db.selectFrom('recoveryCodes').selectAll().where('userId', '=', user.id).execute(),
    });
    const before = await rowsOf();
    const entry = await trashed(t, admin.cookie, '/api/users', user.id);
    expect(await rowsOf()).toEqual({ twoStep: [], codes: [] });
    await expectJson(await restore(t, admin.cookie, entry._id), 200);
    expect(await rowsOf()).toEqual(before);
  });

  it('an item whose copies in the trash are gone cannot be restored: 409, and it stays in the trash', async ({
    t,
    users: { admin, teacher },
  }) => {
    const item = await postGallery(t, teacher.cookie, 'Lost copies');
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id);
    await t.deps.media.trash.remove(imageFiles(item));
    await expectError(await restore(t, admin.cookie, entry._id), 409, /files of this item are missing/);
    expect(await entryFor(t, admin.cookie, item._id)).toBeTruthy();
    await expectError(await t.request(`/api/gallery/${item._id}`), 404);
  });

  it('a refused delete (the last Admin) leaves nothing in the trash', async ({ t, users: { admin } }) => {
    const count = (await trashList(t, admin.cookie)).length;
    await expectError(await remove(t, admin.cookie, `/api/users/${admin.id}`), 409);
    expect((await trashList(t, admin.cookie)).length).toBe(count);
  });
});

describe('the Admin sees and changes the whole trash; other staff see and restore their own mistakes (issue 38)', () => {
  it('answers 401 without a session, 403 to the Partner; others see neither what is not theirs nor may purge', async ({
    t,
    users: { admin, director, teacher, author, partner },
  }) => {
    const item = await postGallery(t, teacher.cookie, 'Private');
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id);
    for (const [cookie, status] of [
      [undefined, 401],
      [partner.cookie, 403],
    ] as const) {
      expect((await t.request('/api/trash', { cookie })).status).toBe(status);
      expect((await t.request(`/api/trash/${entry._id}/restore`, { method: 'POST', cookie })).status).toBe(status);
      expect((await deleteAs(t, `/api/trash/${entry._id}`, cookie)).status).toBe(status);
    }
    // The Teacher uploaded it but the Admin deleted it: not the Teacher's mistake, so not theirs to see.
    for (const cookie of [director.cookie, teacher.cookie, author.cookie]) {
      expect(await entryFor(t, cookie, item._id)).toBeUndefined();
      await expectError(await restore(t, cookie, entry._id), 404, 'This item is no longer in the trash.');
      expect((await t.request(`/api/trash/${entry._id}`, { method: 'DELETE', cookie })).status).toBe(403);
    }
    expect(await entryFor(t, admin.cookie, item._id)).toBeTruthy();
  });

  it("an Author sees and restores their own deleted post, never another Author's; deleting for good stays the Admin's", async ({
    t,
    users: { admin, author, otherAuthor, teacher },
  }) => {
    const post = await created(t, author.cookie, '/api/blogs', { title: 'Mistake', content: 'Text' }, {});
    const entry = await trashed(t, admin.cookie, '/api/blogs', post._id, author.cookie);
    expect((await trashList(t, author.cookie)).map((item) => item.recordId)).toContain(post._id);
    for (const cookie of [otherAuthor.cookie, teacher.cookie]) {
      expect(await entryFor(t, cookie, post._id)).toBeUndefined();
      await expectError(await restore(t, cookie, entry._id), 404);
    }
    expect((await t.request(`/api/trash/${entry._id}`, { method: 'DELETE', cookie: author.cookie })).status).toBe(403);
    expect(await expectJson(await restore(t, author.cookie, entry._id), 200)).toMatchObject({ recordId: post._id });
    expect(await expectJson(await t.request(`/api/blogs/${post._id}`), 200)).toEqual(post);
    // Their post deleted by the Admin is theirs too; the restore is in the activity log as theirs.
    const again = await trashed(t, admin.cookie, '/api/blogs', post._id);
    expect(await entryFor(t, author.cookie, post._id)).toBeTruthy();
    await expectJson(await restore(t, author.cookie, again._id), 200);
    const restores = await t.deps.db
      .selectFrom('activity')
      .selectAll()
      .where('action', '=', 'restore')
      .where('recordId', '=', post._id)
      .execute();
    expect(restores.map((row) => row.userId)).toEqual([author.id, author.id]);
  });

  it('a Teacher sees and restores a gallery picture they deleted themselves', async ({
    t,
    users: { admin, teacher },
  }) => {
    const item = await postGallery(t, teacher.cookie, 'Oops');
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id, teacher.cookie);
    expect(await entryFor(t, teacher.cookie, item._id)).toMatchObject({ _id: entry._id, deletedById: teacher.id });
    await expectJson(await restore(t, teacher.cookie, entry._id), 200);
    expect((await t.request(`/api/gallery/${item._id}`)).status).toBe(200);
  });

  it('refuses a malformed id (400) and an unknown one (404)', async ({ t, users: { admin } }) => {
    await expectError(await restore(t, admin.cookie, 'not-an-id'), 400);
    await expectError(await remove(t, admin.cookie, '/api/trash/not-an-id'), 400);
    await expectError(await restore(t, admin.cookie, UNKNOWN_ID), 404, 'This item is no longer in the trash.');
    await expectError(
      await remove(t, admin.cookie, `/api/trash/${UNKNOWN_ID}`),
      404,
      'This item is no longer in the trash.',
    );
  });
});

// Last: it moves the app's clock 30 days on.
describe('the daily sweep purges the trash after 30 days', () => {
  it('keeps an item for 30 days, then deletes it and its files', async ({ t, users: { admin, teacher } }) => {
    t.clock.set(new Date());
    const item = await postGallery(t, teacher.cookie, 'Old picture');
    const files = imageFiles(item);
    const entry = await trashed(t, admin.cookie, '/api/gallery', item._id);
    t.clock.advance(TRASH_KEEP_DAYS * DAY_MS - 60_000);
    await dailySweep(t.deps);
    expect(await entryFor(t, admin.cookie, item._id)).toBeTruthy();
    for (const name of files) expect(await inTrashFolder(t, name), name).toBe(true);
    t.clock.advance(120_000);
    const result = await dailySweep(t.deps);
    expect(result.trashPurged).toBeGreaterThanOrEqual(1);
    expect(await entryFor(t, admin.cookie, item._id)).toBeUndefined();
    for (const name of files) expect(await inTrashFolder(t, name), name).toBe(false);
    await expectRemoved(t, files);
    await expectError(await restore(t, admin.cookie, entry._id), 404, 'This item is no longer in the trash.');
  });

  it('removes copies in the trash folder that no entry names (a crash between copying and deleting)', async ({
    t,
    users: { admin, teacher },
  }) => {
    const kept = await postGallery(t, teacher.cookie, 'Still in the trash');
    await trashed(t, admin.cookie, '/api/gallery', kept._id);
    const stray = `${'ab'.repeat(16)}-400.webp`;
    await t.deps.media.trash.write(stray, Buffer.from('left behind'));
    await dailySweep(t.deps);
    expect(await inTrashFolder(t, stray)).toBe(false);
    for (const name of imageFiles(kept)) expect(await inTrashFolder(t, name), name).toBe(true);
  });
});
