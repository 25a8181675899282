// The pictures a post's formatted text shows (issue 38, decision 030) on both databases: a stored file its content
// or a translation's names counts as the post's use of it, so deleting, purging or replacing the gallery picture
// keeps the file served while a post names it, and it goes once no post names it and nothing else uses it; a
// src naming no stored file counts nothing; the trash and its restore keep the counts; the post's page gives
// each stored picture its width and height.
import { describe, expect } from 'vitest';
import type { BlogPost, TrashItem } from '../../common/api-types.ts';
import { buildApp } from '../../server/app.ts';
import { mountPages } from '../../server/pages.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectRemoved, expectStored, imageFiles } from '../helpers/stored-files.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';

const it = apiTest({ users: { admin: ['Admin', 'Bi Mkuu'], author: ['Author', 'Mwandishi'] } });

const withPicture = (url: string, words = 'Sports day') => `<p>${words}</p><p><img src="${url}" alt="The race"></p>`;

const newPost = async (t: TestApp, cookie: string, content: string) =>
  expectJson<BlogPost>(await t.sendForm('POST', '/api/blogs', cookie, { title: 'Sports', content }), 201);

const edit = async (t: TestApp, cookie: string, id: string, fields: Record<string, string>) =>
  expectJson<BlogPost>(await t.sendForm('PUT', `/api/blogs/${id}`, cookie, fields), 200);

const refsOf = async (t: TestApp, key: string) =>
  (await t.deps.db.selectFrom('media').select('refs').where('key', '=', key).executeTakeFirst())?.refs ?? 0;

const keyOf = (url: string) => url.replace(/^\/uploads\//, '').slice(0, 32);

/** Deletes the record (to the trash) and answers its trash entry's id. */
async function toTrash(t: TestApp, cookie: string, path: string, id: string): Promise<string> {
  expect((await t.request(`${path}/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
  const { items } = await expectJson<{ items: TrashItem[] }>(await t.request('/api/trash', { cookie }), 200);
  return items.find((item) => item.recordId === id)!._id;
}

const purge = async (t: TestApp, cookie: string, entry: string) =>
  expect((await t.request(`/api/trash/${entry}`, { method: 'DELETE', cookie })).status).toBe(200);

describe('a picture in a post’s text', () => {
  it('stays served when its gallery picture is deleted and purged, and goes once the post no longer names it', async ({
    t,
    users: { admin, author },
  }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Race' });
    const files = imageFiles(picture);
    // A smaller width of it names the same stored file.
    const post = await newPost(t, author.cookie, withPicture(picture.imageVariants.sources[0].url));
    expect(await refsOf(t, keyOf(picture.image))).toBe(2);

    await purge(t, admin.cookie, await toTrash(t, admin.cookie, '/api/gallery', picture._id));
    await expectStored(t, files);

    // Another edit that keeps the picture keeps its count.
    await edit(t, author.cookie, post._id, { content: withPicture(picture.image, 'Sports day, again') });
    expect(await refsOf(t, keyOf(picture.image))).toBe(1);
    await expectStored(t, files);

    await edit(t, author.cookie, post._id, { content: '<p>No picture now</p>' });
    await expectRemoved(t, files);
    expect(await refsOf(t, keyOf(picture.image))).toBe(0);
  });

  it('held by a translation alone keeps the file until the translation is deleted', async ({
    t,
    users: { admin, author },
  }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Wimbo' });
    const files = imageFiles(picture);
    const post = await newPost(t, author.cookie, '<p>No picture in English</p>');
    await edit(t, author.cookie, post._id, {
      translations: JSON.stringify({
        sw: { title: 'Michezo', content: withPicture(picture.image, 'Siku ya michezo') },
      }),
    });
    await purge(t, admin.cookie, await toTrash(t, admin.cookie, '/api/gallery', picture._id));
    await expectStored(t, files);

    await edit(t, author.cookie, post._id, { translations: JSON.stringify({ sw: null }) });
    await expectRemoved(t, files);
  });

  it('stays when its gallery picture is replaced by another', async ({ t, users: { admin, author } }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Before' });
    await newPost(t, author.cookie, withPicture(picture.image));
    const replaced = await expectJson(
      await t.sendForm('PUT', `/api/gallery/${picture._id}`, admin.cookie, {}, { image: await uniquePng() }),
      200,
    );
    expect(replaced.image).not.toBe(picture.image);
    await expectStored(t, imageFiles(picture));
  });

  it('goes to the trash with its post and comes back with it', async ({ t, users: { admin, author } }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Choir' });
    const files = imageFiles(picture);
    const post = await newPost(t, author.cookie, withPicture(picture.image));
    await purge(t, admin.cookie, await toTrash(t, admin.cookie, '/api/gallery', picture._id));

    const entry = await toTrash(t, admin.cookie, '/api/blogs', post._id);
    await expectRemoved(t, files);
    expect((await t.request(`/api/trash/${entry}/restore`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    await expectStored(t, files);
    expect(await refsOf(t, keyOf(picture.image))).toBe(1);

    await purge(t, admin.cookie, await toTrash(t, admin.cookie, '/api/blogs', post._id));
    await expectRemoved(t, files);
  });

  it('naming no stored file counts nothing and stays as sent', async ({ t, users: { author } }) => {
    const missing = `/uploads/${'0'.repeat(32)}-800.webp`;
    const post = await newPost(t, author.cookie, withPicture(missing));
    expect(post.content).toContain(`src="${missing}"`);
    // Only a post whose text shows stored pictures has them: every other answer stays the spec's.
    expect(post).not.toHaveProperty('pictureSizes');
    expect(await refsOf(t, '0'.repeat(32))).toBe(0);
  });
});

describe('the post’s page', () => {
  it('gives each stored picture of the text its width and height, and loads it lazily', async ({
    t,
    users: { admin, author },
  }) => {
    const site = buildApp(t.deps);
    await mountPages(site, t.deps);
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Race' });
    const { width, height } = picture.imageVariants;
    const missing = `/uploads/${'1'.repeat(32)}.webp`;
    const post = await newPost(t, author.cookie, withPicture(picture.image) + withPicture(missing));
    expect(post.pictureSizes).toEqual({ [keyOf(picture.image)]: { width, height } });

    const page = await (await site.request(`/blog/${post._id}`)).text();
    expect(page).toContain(
      `<img loading="lazy" decoding="async" src="${picture.image}" width="${width}" height="${height}" alt="The race" />`,
    );
    expect(page).toContain(`<img loading="lazy" decoding="async" src="${missing}" alt="The race" />`);

    const feed = await (await site.request('/rss.xml')).text();
    expect(feed).toContain(`${picture.image}&quot; width=&quot;${width}&quot; height=&quot;${height}&quot;`);
  });
});
