// /api/headers (spec section 7): the home page's hero images, with title (alt text) and image.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { putNewPicture, expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID, WORLD_TITLE } from '../helpers/texts.ts';

const it = apiTest({ users: { admin: 'Admin' } });

/** A header made with a new picture, signed in with `cookie`. */
async function createHeader(t: TestApp, cookie: string, title: string) {
  return expectJson(
    await t.sendForm('POST', '/api/headers', cookie, { title }, { image: await uniquePng('hero.png') }),
    201,
  );
}

describe('GET /api/headers', () => {
  it('answers a list with image and title, in the order they were added', async ({ t, users: { admin } }) => {
    const a = await createHeader(t, admin.cookie, 'Morning assembly');
    const b = await createHeader(t, admin.cookie, 'Graduation day');
    const list = await expectJson<{ _id: string; title: string; image: string }[]>(
      await t.request('/api/headers'),
      200,
    );
    const ids = list.map((h) => h._id);
    expect(ids.indexOf(a._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a._id)).toBeLessThan(ids.indexOf(b._id));
    const listed = list.find((h) => h._id === b._id)!;
    expect(listed.title).toBe('Graduation day');
    expect(listed.image).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
    expect((await t.request(listed.image)).status).toBe(200);
  });
});

describe('POST /api/headers (multipart: title, image)', () => {
  it('saves the title and image', async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, 'Sports field');
    expect(header._id).toMatch(/^[0-9a-f]{24}$/);
    expect(header.title).toBe('Sports field');
    await expectStored(t, imageFiles(header));
    expect(header.createdAt).toEqual(expect.any(String));
  });

  it("refuses a missing image with 'Please select an image.'", async ({ t, users: { admin } }) => {
    const body = await expectError(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'No picture' }),
      400,
      'Please select an image.',
    );
    expect(body.fields).toEqual({ image: 'Please select an image.' });
  });

  it("refuses a blank or missing title with 'Please provide a title.' and keeps no file", async ({
    t,
    users: { admin },
  }) => {
    let body = await expectError(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: '   ' }, { image: await uniquePng() }),
      400,
      'Please provide a title.',
    );
    expect(body.fields).toEqual({ title: 'Please provide a title.' });
    body = await expectError(
      await t.sendForm('POST', '/api/headers', admin.cookie, {}, { image: await uniquePng() }),
      400,
      'Please provide a title.',
    );
    expect(body.fields).toEqual({ title: 'Please provide a title.' });
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('refuses a 10,000-character title with a clear message', async ({ t, users: { admin } }) => {
    await expectError(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: HUGE_TITLE }, { image: await uniquePng() }),
      400,
      'Title must be at most 200 characters.',
    );
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('keeps a title in any script exactly', async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, WORLD_TITLE);
    expect(header.title).toBe(WORLD_TITLE);
    const list = await expectJson<{ _id: string; title: string }[]>(await t.request('/api/headers'), 200);
    expect(list.find((h) => h._id === header._id)?.title).toBe(WORLD_TITLE);
  });
});

describe('PUT /api/headers/{id}', () => {
  it('changes the title and keeps the image when none is sent (image optional on edit)', async ({
    t,
    users: { admin },
  }) => {
    const header = await createHeader(t, admin.cookie, 'Old title');
    const saved = await expectJson(
      await t.sendForm('PUT', `/api/headers/${header._id}`, admin.cookie, { title: 'New title' }),
      200,
    );
    expect(saved.title).toBe('New title');
    expect(saved.image).toBe(header.image);
    await expectStored(t, imageFiles(saved));
  });

  it('keeps the image even when asked to remove it: a header needs one', async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, 'Needs a picture');
    const saved = await expectJson(
      await t.sendForm('PUT', `/api/headers/${header._id}`, admin.cookie, {
        title: 'Needs a picture',
        removeImage: 'true',
      }),
      200,
    );
    expect(saved.image).toBe(header.image);
  });

  it('a new image replaces the old one, whose files are deleted', async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, 'Replace picture');
    await putNewPicture(t, '/api/headers', admin.cookie, header, { title: 'Replace picture' });
  });

  it("refuses a blank title with 'Please provide a title.'", async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, 'Keep me');
    await expectError(
      await t.sendForm('PUT', `/api/headers/${header._id}`, admin.cookie, { title: '' }),
      400,
      'Please provide a title.',
    );
    const list = await expectJson<{ _id: string; title: string }[]>(await t.request('/api/headers'), 200);
    expect(list.find((h) => h._id === header._id)?.title).toBe('Keep me');
  });

  it('answers 404 with an error field for an unknown id', async ({ t, users: { admin } }) => {
    await expectError(
      await t.sendForm('PUT', `/api/headers/${UNKNOWN_ID}`, admin.cookie, { title: 'x' }),
      404,
      'Header image not found.',
    );
  });
});

describe('DELETE /api/headers/{id}', () => {
  it('deletes the header and its image files', async ({ t, users: { admin } }) => {
    const header = await createHeader(t, admin.cookie, 'Going away');
    const files = imageFiles(header);
    await expectJson(await deleteAs(t, `/api/headers/${header._id}`, admin.cookie), 200);
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/headers'), 200);
    expect(list.some((h) => h._id === header._id)).toBe(false);
    await expectRemoved(t, files);
  });

  it('keeps a picture used by two headers until both are deleted', async ({ t, users: { admin } }) => {
    const picture = await uniquePng('twice.png');
    const a = await expectJson(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'Twice A' }, { image: picture }),
      201,
    );
    const b = await expectJson(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'Twice B' }, { image: picture }),
      201,
    );
    expect(a.image).toBe(b.image);
    const files = imageFiles(a);
    await expectJson(await deleteAs(t, `/api/headers/${a._id}`, admin.cookie), 200);
    await expectStored(t, files);
    await expectJson(await deleteAs(t, `/api/headers/${b._id}`, admin.cookie), 200);
    await expectRemoved(t, files);
  });

  it('answers 404 with an error field for an unknown id', async ({ t, users: { admin } }) => {
    await expectError(await deleteAs(t, `/api/headers/${UNKNOWN_ID}`, admin.cookie), 404, 'Header image not found.');
  });
});
