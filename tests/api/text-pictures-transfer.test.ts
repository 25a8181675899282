// Export and import keep the counts of the pictures inside posts (decision 030): an import holds the picture a
// post's text shows as the exported site did, and an export made before they were counted (rows without
// `textFiles`, counts without the posts' uses) has them counted on import.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { TrashItem } from '../../common/api-types.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import { expectStored, imageFiles } from '../helpers/stored-files.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { editManifest, transferTest } from '../helpers/transfer.ts';

const it = transferTest({ users: { admin: ['Admin', 'Bi Mkuu'] } });

const refsOf = async (site: TestApp, key: string) =>
  (await site.deps.db.selectFrom('media').select('refs').where('key', '=', key).executeTakeFirst())?.refs ?? 0;

/** Deletes the gallery picture on `site` and purges it from the trash. */
async function deleteForGood(site: TestApp, cookie: string, id: string) {
  expect((await site.request(`/api/gallery/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
  const { items } = await expectJson<{ items: TrashItem[] }>(await site.request('/api/trash', { cookie }), 200);
  const entry = items.find((item) => item.recordId === id)!;
  expect((await site.request(`/api/trash/${entry._id}`, { method: 'DELETE', cookie })).status).toBe(200);
}

/** A gallery picture and a post whose text shows it. */
async function postShowingPicture(t: TestApp, cookie: string) {
  const picture = await newGalleryPicture(t, cookie, { title: 'Race' });
  const content = `<p>Sports day</p><p><img src="${picture.image}" alt="The race"></p>`;
  expect((await t.sendForm('POST', '/api/blogs', cookie, { title: 'Sports', content })).status).toBe(201);
  return { picture, key: String(picture.image).slice('/uploads/'.length, '/uploads/'.length + 32) };
}

describe('export and import of the pictures inside posts', () => {
  it('carry their counts: the imported post holds its picture', async ({
    t,
    users: { admin },
    transfers: { exported, importedInto },
  }) => {
    const { picture, key } = await postShowingPicture(t, admin.cookie);
    const { site, cookie } = await importedInto(await exported());
    expect(await refsOf(site, key)).toBe(2);
    await deleteForGood(site, cookie, picture._id);
    await expectStored(site, imageFiles(picture));
  });

  it('count them on import of an export made before they were counted', async ({
    t,
    users: { admin },
    transfers: { exported, importedInto },
  }) => {
    const { picture, key } = await postShowingPicture(t, admin.cookie);
    const dir = await exported();
    // As the older site wrote it: no column, and the file counted for the gallery picture alone.
    const blogsFile = path.join(dir, 'blogs.json');
    const blogs = JSON.parse(await fs.readFile(blogsFile, 'utf8')) as Record<string, unknown>[];
    await fs.writeFile(blogsFile, JSON.stringify(blogs.map(({ textFiles: _textFiles, ...row }) => row)));
    const mediaFile = path.join(dir, 'media.json');
    const media = JSON.parse(await fs.readFile(mediaFile, 'utf8')) as { key: string; refs: number }[];
    await fs.writeFile(mediaFile, JSON.stringify(media.map((row) => (row.key === key ? { ...row, refs: 1 } : row))));
    await editManifest(dir, (manifest) => {
      manifest.migrations = (manifest.migrations as string[]).filter((name) => name !== '2026-12-10-text-files');
    });

    const { site, cookie } = await importedInto(dir);
    expect(await refsOf(site, key)).toBe(2);
    await deleteForGood(site, cookie, picture._id);
    await expectStored(site, imageFiles(picture));
  });
});
