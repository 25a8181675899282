// /api/blogs (spec section 7): list, create, update and delete posts, with the fields and fallbacks of
// spec section 3 and the validation of section 5.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { putNewPicture, expectRemoved, expectStored, imageFiles } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID, WORLD_LINE, WORLD_TITLE } from '../helpers/texts.ts';
import { newId } from '../../server/db/ids.ts';

const it = apiTest({
  users: { author: ['Author', 'Asha Mwangi'], admin: ['Admin', 'Head Admin'] },
});

const ID = /^[0-9a-f]{24}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A POST of a blog post, signed in with `cookie`. */
async function createPost(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  files: Record<string, File> = {},
) {
  return t.sendForm('POST', '/api/blogs', cookie, fields, files);
}

describe('GET /api/blogs', () => {
  it('answers a JSON list, newest first', async ({ t, users: { author } }) => {
    const first = await expectJson(await createPost(t, author.cookie, { title: 'Older post', content: 'First' }), 201);
    const second = await expectJson(
      await createPost(t, author.cookie, { title: 'Newer post', content: 'Second' }),
      201,
    );
    const res = await t.request('/api/blogs');
    const list = await expectJson<{ _id: string }[]>(res, 200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(list)).toBe(true);
    const ids = list.map((p) => p._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
  });

  it('reads one post by id, and answers 404 for an unknown id', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, { title: 'Deep link', content: 'Shared on WhatsApp' }),
      201,
    );
    const one = await expectJson(await t.request(`/api/blogs/${post._id}`), 200);
    expect(one).toEqual(post);
    await expectError(await t.request(`/api/blogs/${UNKNOWN_ID}`), 404, 'Blog post not found.');
  });
});

describe('POST /api/blogs (multipart: title, content, image, author)', () => {
  it('saves a post with every field of spec section 3', async ({ t, users: { author } }) => {
    const res = await createPost(
      t,
      author.cookie,
      { title: 'Sports day', content: 'Our pupils ran.', author: 'Asha Mwangi' },
      { image: await uniquePng('sports.png') },
    );
    const post = await expectJson(res, 201);
    expect(post._id).toMatch(ID);
    expect(post.title).toBe('Sports day');
    expect(post.content).toBe('Our pupils ran.');
    expect(post.image).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
    expect(post.postedBy).toBe('Asha Mwangi');
    expect(post.author).toBe('Asha Mwangi');
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.time).toMatch(/^\d{2}:\d{2}$/);
    expect(post.createdAt).toMatch(ISO);
    expect(post.updatedAt).toMatch(ISO);
    await expectStored(t, imageFiles(post));
    const served = await t.request(post.image);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/blogs'), 200);
    expect(list.find((p) => p._id === post._id)).toEqual(post);
  });

  it('makes the signed-in user the author, whatever the form says', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, {
        title: 'Who wrote this?',
        content: 'Text',
        author: 'Mallory',
        postedBy: 'Mallory',
      }),
      201,
    );
    expect(post.author).toBe('Asha Mwangi');
    expect(post.postedBy).toBe('Asha Mwangi');
  });

  it('saves a post without an image (the image is optional)', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, { title: 'No picture', content: 'Just words' }),
      201,
    );
    expect(post.image).toBeNull();
    expect(post.imageVariants).toBeNull();
  });

  it("refuses a missing title with 'Title is required'", async ({ t, users: { author } }) => {
    const body = await expectError(
      await createPost(t, author.cookie, { content: 'Text only' }),
      400,
      'Title is required',
    );
    expect(body.fields).toEqual({ title: 'Title is required' });
  });

  it('refuses a blank title and a blank content, naming both fields', async ({ t, users: { author } }) => {
    const body = await expectError(
      await createPost(t, author.cookie, { title: '   ', content: '' }),
      400,
      'Title is required',
    );
    expect(body.fields).toEqual({ title: 'Title is required', content: 'Content is required' });
  });

  it("refuses a missing content with 'Content is required'", async ({ t, users: { author } }) => {
    const body = await expectError(
      await createPost(t, author.cookie, { title: 'Only a title' }),
      400,
      'Content is required',
    );
    expect(body.fields?.content).toBe('Content is required');
  });

  it('refuses a 10,000-character title with a clear 400 and stores nothing', async ({ t, users: { author } }) => {
    const before = (await expectJson<unknown[]>(await t.request('/api/blogs'), 200)).length;
    const body = await expectError(
      await createPost(t, author.cookie, { title: HUGE_TITLE, content: 'Text' }),
      400,
      'Title must be at most 200 characters.',
    );
    expect(body.fields?.title).toBe('Title must be at most 200 characters.');
    expect(await expectJson<unknown[]>(await t.request('/api/blogs'), 200)).toHaveLength(before);
  });

  it('keeps Kiswahili, German, Chinese, Arabic and emoji text exactly as sent', async ({ t, users: { author } }) => {
    const post = await expectJson(await createPost(t, author.cookie, { title: WORLD_TITLE, content: WORLD_LINE }), 201);
    expect(post.title).toBe(WORLD_TITLE);
    expect(post.content).toBe(WORLD_LINE);
    const again = await expectJson(await t.request(`/api/blogs/${post._id}`), 200);
    expect(again.title).toBe(WORLD_TITLE);
    expect(again.content).toBe(WORLD_LINE);
    const list = await expectJson<{ _id: string; title: string; content: string }[]>(
      await t.request('/api/blogs'),
      200,
    );
    expect(list.find((p) => p._id === post._id)?.content).toBe(WORLD_LINE);
  });
});

describe('PUT /api/blogs/{id} (same form as POST)', () => {
  it('changes title and content and keeps the author', async ({ t, users: { author, admin } }) => {
    const post = await expectJson(await createPost(t, author.cookie, { title: 'Draft', content: 'Old text' }), 201);
    const res = await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, {
      title: 'Final',
      content: 'New text',
      author: 'Head Admin',
    });
    const saved = await expectJson(res, 200);
    expect(saved._id).toBe(post._id);
    expect(saved.title).toBe('Final');
    expect(saved.content).toBe('New text');
    expect(saved.author).toBe('Asha Mwangi');
    expect(saved.postedBy).toBe('Asha Mwangi');
    expect(saved.date).toBe(post.date);
    expect(saved.createdAt).toBe(post.createdAt);
    expect(saved.updatedAt >= post.updatedAt).toBe(true);
    expect((await expectJson(await t.request(`/api/blogs/${post._id}`), 200)).title).toBe('Final');
  });

  it('keeps the image when no new one is sent', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, { title: 'With picture', content: 'x' }, { image: await uniquePng() }),
      201,
    );
    const saved = await expectJson(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, author.cookie, { title: 'Renamed', content: 'x' }),
      200,
    );
    expect(saved.image).toBe(post.image);
    await expectStored(t, imageFiles(saved));
  });

  it('replacing the image deletes the old image files from disk', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, { title: 'Replace me', content: 'x' }, { image: await uniquePng('old.png') }),
      201,
    );
    await expectStored(t, imageFiles(post));
    await putNewPicture(t, '/api/blogs', author.cookie, post, { title: 'Replace me', content: 'x' });
  });

  it('validates like POST', async ({ t, users: { author } }) => {
    const post = await expectJson(await createPost(t, author.cookie, { title: 'Valid', content: 'x' }), 201);
    await expectError(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, author.cookie, { title: '', content: 'x' }),
      400,
      'Title is required',
    );
    await expectError(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, author.cookie, { title: 'x', content: ' ' }),
      400,
      'Content is required',
    );
    await expectError(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, author.cookie, { title: HUGE_TITLE, content: 'x' }),
      400,
      'Title must be at most 200 characters.',
    );
    expect((await expectJson(await t.request(`/api/blogs/${post._id}`), 200)).title).toBe('Valid');
  });

  it('answers 404 for an unknown id', async ({ t, users: { admin } }) => {
    await expectError(
      await t.sendForm('PUT', `/api/blogs/${UNKNOWN_ID}`, admin.cookie, { title: 'x', content: 'y' }),
      404,
      'Blog post not found.',
    );
  });
});

describe('DELETE /api/blogs/{id}', () => {
  it('deletes the post and its image files', async ({ t, users: { author } }) => {
    const post = await expectJson(
      await createPost(t, author.cookie, { title: 'Short-lived', content: 'x' }, { image: await uniquePng() }),
      201,
    );
    const files = imageFiles(post);
    await expectStored(t, files);
    const body = await expectJson(await deleteAs(t, `/api/blogs/${post._id}`, author.cookie), 200);
    expect(body._id).toBe(post._id);
    await expectError(await t.request(`/api/blogs/${post._id}`), 404, 'Blog post not found.');
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/blogs'), 200);
    expect(list.some((p) => p._id === post._id)).toBe(false);
    await expectRemoved(t, files);
  });

  /** Two posts of the author's with the same picture (stored once). */
  async function twoPostsSharingAPicture(t: TestApp, cookie: string) {
    const picture = await uniquePng('shared.png');
    const post = async (title: string) =>
      expectJson(await createPost(t, cookie, { title, content: 'x' }, { image: picture }), 201);
    return [await post('Shared A'), await post('Shared B')];
  }

  it('keeps a picture shared by two posts until both are gone', async ({ t, users: { author } }) => {
    const [a, b] = await twoPostsSharingAPicture(t, author.cookie);
    expect(b.image).toBe(a.image);
    const files = imageFiles(a);
    await expectJson(await deleteAs(t, `/api/blogs/${a._id}`, author.cookie), 200);
    await expectStored(t, files);
    expect((await expectJson(await t.request(`/api/blogs/${b._id}`), 200)).image).toBe(b.image);
    await expectJson(await deleteAs(t, `/api/blogs/${b._id}`, author.cookie), 200);
    await expectRemoved(t, files);
  });

  it('keeps a shared picture when one post replaces it', async ({ t, users: { author } }) => {
    const [a, b] = await twoPostsSharingAPicture(t, author.cookie);
    const files = imageFiles(a);
    await expectJson(
      await t.sendForm(
        'PUT',
        `/api/blogs/${a._id}`,
        author.cookie,
        { title: 'Shared A', content: 'x' },
        { image: await uniquePng() },
      ),
      200,
    );
    await expectStored(t, files);
    await expectJson(await deleteAs(t, `/api/blogs/${b._id}`, author.cookie), 200);
    await expectRemoved(t, files);
  });

  it('answers 404 for an unknown id', async ({ t, users: { admin } }) => {
    await expectError(await deleteAs(t, `/api/blogs/${UNKNOWN_ID}`, admin.cookie), 404, 'Blog post not found.');
  });
});

describe('fallbacks of spec section 3 for stored posts', () => {
  async function insert(t: TestApp, values: { author: string; postedBy: string; date: string; time: string }) {
    const now = new Date().toISOString();
    const id = newId();
    await t.deps.db
      .insertInto('blogs')
      .values({
        _id: id,
        title: 'Imported',
        content: 'From the old site',
        image: null,
        ownerId: null,
        createdAt: now,
        updatedAt: now,
        ...values,
      })
      .execute();
    t.deps.cache.invalidate('blogs');
    return id;
  }

  /** Inserts a post with `values`; GET /api/blogs/{id} answers the fields `shown`. */
  async function expectShown(
    t: TestApp,
    values: Parameters<typeof insert>[1],
    shown: Record<string, string>,
  ): Promise<string> {
    const id = await insert(t, values);
    expect(await expectJson(await t.request(`/api/blogs/${id}`), 200)).toMatchObject(shown);
    return id;
  }

  it("postedBy falls back to author, date to 'Unknown', time to empty", async ({ t }) => {
    const id = await expectShown(
      t,
      { author: 'Mwalimu Juma', postedBy: '', date: '', time: '' },
      { postedBy: 'Mwalimu Juma', date: 'Unknown', time: '' },
    );
    const list = await expectJson<{ _id: string; postedBy: string; date: string }[]>(
      await t.request('/api/blogs'),
      200,
    );
    const listed = list.find((p) => p._id === id);
    expect(listed?.postedBy).toBe('Mwalimu Juma');
    expect(listed?.date).toBe('Unknown');
  });

  it("postedBy falls back to 'Admin' when there is no author either", async ({ t }) => {
    await expectShown(
      t,
      { author: '', postedBy: '', date: '2024-05-01', time: '09:30' },
      { postedBy: 'Admin', date: '2024-05-01', time: '09:30' },
    );
  });

  it('postedBy wins over author when both are present', async ({ t }) => {
    await expectShown(
      t,
      { author: 'Writer', postedBy: 'Editor', date: '2024-05-01', time: '' },
      { postedBy: 'Editor' },
    );
  });
});
