// /api/gallery (spec section 7): photos with title, category (default All), image and description.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { GALLERY_CATEGORIES } from '../../common/constants.ts';
import { expectError, expectJson, newGalleryPicture, deleteAs } from '../helpers/api.ts';
import { putNewPicture, expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID, WORLD_LINE, WORLD_TITLE } from '../helpers/texts.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: { teacher: ['Teacher', 'Mwalimu Baraka'] } });

/** A POST of a gallery item, signed in with `cookie`. */
async function post(t: TestApp, cookie: string, fields: Record<string, string>, image?: File) {
  return t.sendForm('POST', '/api/gallery', cookie, fields, image ? { image } : {});
}

/** A new picture of the category Sports, with a picture of its own. */
const added = (t: TestApp, cookie: string, title: string) =>
  newGalleryPicture(t, cookie, { title, category: 'Sports' });

describe('POST /api/gallery (multipart: title, category, image)', () => {
  it('saves title, category, image and description', async ({ t, users: { teacher } }) => {
    const item = await expectJson(
      await post(
        t,
        teacher.cookie,
        { title: 'Science fair', category: 'Laboratory', description: 'Volcanoes!' },
        await uniquePng('lab.png'),
      ),
      201,
    );
    expect(item._id).toMatch(/^[0-9a-f]{24}$/);
    expect(item.title).toBe('Science fair');
    expect(item.category).toBe('Laboratory');
    expect(item.description).toBe('Volcanoes!');
    expect(item.image).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
    await expectStored(t, imageFiles(item));
  });

  it('defaults the category to All when it is missing or blank', async ({ t, users: { teacher } }) => {
    const missing = await expectJson(await post(t, teacher.cookie, { title: 'No category' }, await uniquePng()), 201);
    expect(missing.category).toBe('All');
    const blank = await expectJson(
      await post(t, teacher.cookie, { title: 'Blank category', category: '  ' }, await uniquePng()),
      201,
    );
    expect(blank.category).toBe('All');
    expect(blank.description).toBe('');
  });

  it('accepts every category of spec section 3, in any letter case', async ({ t, users: { teacher } }) => {
    for (const category of GALLERY_CATEGORIES) {
      const item = await expectJson(
        await post(t, teacher.cookie, { title: category, category: category.toUpperCase() }, await uniquePng()),
        201,
      );
      expect(item.category).toBe(category);
    }
  });

  it('refuses an unknown category and keeps no file', async ({ t, users: { teacher } }) => {
    const body = await expectError(
      await post(t, teacher.cookie, { title: 'Wrong', category: 'Holidays' }, await uniquePng()),
      400,
      /^Category must be one of All, Class Life/,
    );
    expect(body.fields?.category).toBe(body.error);
    expect(await orphanFiles(t)).toEqual([]);
  });

  it("refuses a missing image with 'Please select an image.'", async ({ t, users: { teacher } }) => {
    const body = await expectError(
      await post(t, teacher.cookie, { title: 'No picture', category: 'Sports' }),
      400,
      'Please select an image.',
    );
    expect(body.fields).toEqual({ image: 'Please select an image.' });
  });

  it("refuses a missing title with 'Title is required' and a huge one with a length message", async ({
    t,
    users: { teacher },
  }) => {
    await expectError(
      await post(t, teacher.cookie, { category: 'Sports' }, await uniquePng()),
      400,
      'Title is required',
    );
    await expectError(
      await post(t, teacher.cookie, { title: HUGE_TITLE }, await uniquePng()),
      400,
      'Title must be at most 200 characters.',
    );
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('keeps text in any script exactly', async ({ t, users: { teacher } }) => {
    const item = await expectJson(
      await post(
        t,
        teacher.cookie,
        { title: WORLD_TITLE, category: 'Campus Life', description: WORLD_LINE },
        await uniquePng(),
      ),
      201,
    );
    expect(item.title).toBe(WORLD_TITLE);
    expect(item.description).toBe(WORLD_LINE);
    const list = await expectJson<{ _id: string; title: string; description: string }[]>(
      await t.request('/api/gallery'),
      200,
    );
    const listed = list.find((g) => g._id === item._id);
    expect(listed?.title).toBe(WORLD_TITLE);
    expect(listed?.description).toBe(WORLD_LINE);
  });
});

describe('POST /api/gallery with several image files (issue 38)', () => {
  /** The ids of the stored pictures. */
  const ids = async (t: TestApp): Promise<string[]> =>
    (await expectJson(await t.request('/api/gallery'), 200)).map((item: { _id: string }) => item._id);
  /** A text file named like a photo: the server refuses it by its content. */
  const notAPicture = () => new File(['this is not a picture'], 'broken.jpg', { type: 'image/jpeg' });

  it('makes one picture of each file; a broken one is reported and loses none of the others', async ({
    t,
    users: { teacher },
  }) => {
    const before = await ids(t);
    const files = [await uniquePng('first.png'), notAPicture(), await uniquePng('third.png')];
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      teacher.cookie,
      { title: 'Sports day', category: 'Sports', alt: 'Pupils at the sports day' },
      { image: files },
    );
    const body = await expectJson(res, 201);
    expect(body.saved).toBe(2);
    expect(body.failed).toBe(1);
    expect(body.results.map((r: { file: string; saved: boolean }) => [r.file, r.saved])).toEqual([
      ['first.png', true],
      ['broken.jpg', false],
      ['third.png', true],
    ]);
    expect(body.results[1]).toMatchObject({ status: 415, code: 'unsupported_type' });
    expect(body.results[1].error).toMatch(/^"broken\.jpg" is not an image we accept/);
    for (const result of [body.results[0], body.results[2]]) {
      expect(result.record).toMatchObject({ title: 'Sports day', category: 'Sports', alt: 'Pupils at the sports day' });
      await expectStored(t, imageFiles(result.record));
    }
    // Each picture is its own record, as a GET answers it.
    const list = await expectJson(await t.request('/api/gallery'), 200);
    expect((await ids(t)).filter((id) => !before.includes(id)).sort()).toEqual(
      [body.results[0].record._id, body.results[2].record._id].sort(),
    );
    expect(body.results[0].record).toEqual(
      list.find((item: { _id: string }) => item._id === body.results[0].record._id),
    );
    expect(await orphanFiles(t)).toEqual([]);
  });

  it("answers one file as the spec's form always did: the saved record itself", async ({ t, users: { teacher } }) => {
    const item = await expectJson(await post(t, teacher.cookie, { title: 'One' }, await uniquePng()), 201);
    expect(item).not.toHaveProperty('results');
    expect(item).toEqual(await expectJson(await t.request(`/api/gallery/${item._id}`), 200));
  });

  it('answers 400 with every reason when no file could be saved', async ({ t, users: { teacher } }) => {
    const before = await ids(t);
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      teacher.cookie,
      { title: 'Broken' },
      {
        image: [notAPicture(), notAPicture()],
      },
    );
    const body = await expectJson(res, 400);
    expect(body).toMatchObject({ saved: 0, failed: 2 });
    expect(body.results.every((r: { saved: boolean; status: number }) => !r.saved && r.status === 415)).toBe(true);
    expect(await ids(t)).toEqual(before);
  });

  it('checks the shared fields once, and refuses more than 10 files', async ({ t, users: { teacher } }) => {
    const before = await ids(t);
    await expectError(
      await t.sendForm(
        'POST',
        '/api/gallery',
        teacher.cookie,
        { title: ' ' },
        {
          image: [await uniquePng(), await uniquePng()],
        },
      ),
      400,
      'Title is required',
    );
    const many = await Promise.all(Array.from({ length: 11 }, (_, i) => uniquePng(`p${i}.png`, 20, 15)));
    const body = await expectError(
      await t.sendForm('POST', '/api/gallery', teacher.cookie, { title: 'Many' }, { image: many }),
      400,
      'At most 10 pictures in one request.',
    );
    expect(body.fields).toEqual({ image: 'At most 10 pictures in one request.' });
    expect(await ids(t)).toEqual(before);
    expect(await orphanFiles(t)).toEqual([]);
  });
});

describe('GET /api/gallery', () => {
  it('answers a list, newest first', async ({ t, users: { teacher } }) => {
    const a = await added(t, teacher.cookie, 'First');
    const b = await added(t, teacher.cookie, 'Second');
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/gallery'), 200);
    expect(nth(list, 0)._id).toBe(b._id);
    expect(nth(list, 1)._id).toBe(a._id);
    expect(list.find((g) => g._id === b._id)).toEqual(b);
  });
});

describe('PUT /api/gallery/{id}', () => {
  it('changes title and category and keeps the image when none is sent', async ({ t, users: { teacher } }) => {
    const item = await added(t, teacher.cookie, 'Before');
    const saved = await expectJson(
      await t.sendForm('PUT', `/api/gallery/${item._id}`, teacher.cookie, { title: 'After', category: 'Graduation' }),
      200,
    );
    expect(saved.title).toBe('After');
    expect(saved.category).toBe('Graduation');
    expect(saved.image).toBe(item.image);
  });

  it('keeps fields a PUT leaves out (description, category); an explicit empty description clears it', async ({
    t,
    users: { teacher },
  }) => {
    const item = await expectJson(
      await post(
        t,
        teacher.cookie,
        { title: 'Kept', category: 'Sports', description: 'Inter-school football final' },
        await uniquePng(),
      ),
      201,
    );
    const put = (fields: Record<string, string>) =>
      t.sendForm('PUT', `/api/gallery/${item._id}`, teacher.cookie, fields);
    const renamed = await expectJson(await put({ title: 'Kept, renamed' }), 200);
    expect(renamed).toMatchObject({
      title: 'Kept, renamed',
      category: 'Sports',
      description: 'Inter-school football final',
      image: item.image,
    });
    const cleared = await expectJson(await put({ title: 'Kept, renamed', description: '' }), 200);
    expect(cleared.description).toBe('');
    expect(cleared.category).toBe('Sports');
  });

  it('a new image replaces the old one, whose files are deleted', async ({ t, users: { teacher } }) => {
    const item = await expectJson(
      await post(t, teacher.cookie, { title: 'Swap', category: 'Sports' }, await uniquePng('a.png')),
      201,
    );
    await putNewPicture(t, '/api/gallery', teacher.cookie, item, { title: 'Swap', category: 'Sports' });
  });

  it('refuses an unknown category on edit, and answers 404 for an unknown id', async ({ t, users: { teacher } }) => {
    const item = await added(t, teacher.cookie, 'Stay');
    await expectError(
      await t.sendForm('PUT', `/api/gallery/${item._id}`, teacher.cookie, { title: 'Stay', category: 'Nope' }),
      400,
      /^Category must be one of/,
    );
    await expectError(
      await t.sendForm('PUT', `/api/gallery/${UNKNOWN_ID}`, teacher.cookie, { title: 'x' }),
      404,
      'Gallery image not found.',
    );
  });
});

describe('DELETE /api/gallery/{id}', () => {
  it('deletes the item and its image files', async ({ t, users: { teacher } }) => {
    const item = await added(t, teacher.cookie, 'Bye');
    const files = imageFiles(item);
    await expectJson(await deleteAs(t, `/api/gallery/${item._id}`, teacher.cookie), 200);
    await expectError(await t.request(`/api/gallery/${item._id}`), 404, 'Gallery image not found.');
    await expectRemoved(t, files);
  });

  it('keeps a photo uploaded twice until both items are deleted', async ({ t, users: { teacher } }) => {
    const picture = await uniquePng('same.png');
    const a = await expectJson(await post(t, teacher.cookie, { title: 'Copy 1' }, picture), 201);
    const b = await expectJson(await post(t, teacher.cookie, { title: 'Copy 2' }, picture), 201);
    const files = imageFiles(a);
    await expectJson(await deleteAs(t, `/api/gallery/${b._id}`, teacher.cookie), 200);
    await expectStored(t, files);
    await expectJson(await deleteAs(t, `/api/gallery/${a._id}`, teacher.cookie), 200);
    await expectRemoved(t, files);
  });
});
