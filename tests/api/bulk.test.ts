// Several at once (issue 38 point 5): the admin's bulk actions send one request per item through the API's own
// routes, so each is checked, saved and logged as one change would be. These are the answers they rely on: a PUT
// with the category alone changes only the category (one activity entry each), several DELETEs put each record
// in the trash, and an item the user may not change is refused alone (403) while the others go through.
import { describe, expect } from 'vitest';
import type { GalleryItem, TrashItem } from '../../common/api-types.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import { apiTest } from '../helpers/test-app.ts';
import { pdfFile } from '../helpers/images.ts';

const it = apiTest({
  users: { admin: 'Admin', teacher: 'Teacher', author: ['Author', 'Asha'], other: ['Author', 'Baraka'] },
});

describe('bulk actions through the single routes', () => {
  it('a new category for several pictures changes the category alone, one activity entry each', async ({
    t,
    users: { teacher },
  }) => {
    const pictures: GalleryItem[] = [];
    for (const title of ['Relay', 'High jump'])
      pictures.push(
        await newGalleryPicture(t, teacher.cookie, {
          title,
          category: 'Sports',
          description: 'Day 1',
          alt: `${title} race`,
        }),
      );
    for (const picture of pictures) {
      const changed = await expectJson<GalleryItem>(
        await t.sendForm('PUT', `/api/gallery/${picture._id}`, teacher.cookie, { category: 'Graduation' }),
        200,
      );
      expect(changed).toEqual({ ...picture, category: 'Graduation', updatedAt: changed.updatedAt });
    }
    const entries = await t.deps.db
      .selectFrom('activity')
      .selectAll()
      .where(
        'recordId',
        'in',
        pictures.map((p) => p._id),
      )
      .where('action', '=', 'update')
      .execute();
    expect(entries.map((e) => JSON.parse(e.details ?? '{}').fields)).toEqual([['category'], ['category']]);
  });

  it('a new type for a document changes the type alone', async ({ t, users: { admin } }) => {
    const doc = await expectJson<{ _id: string; category: string; description: string; fileUrl: string }>(
      await t.sendForm(
        'POST',
        '/api/documents',
        admin.cookie,
        { category: 'School Fee', description: 'Fees' },
        { file: pdfFile() },
      ),
      201,
    );
    const changed = await expectJson<typeof doc>(
      await t.sendForm('PUT', `/api/documents/${doc._id}`, admin.cookie, { category: 'Timetable' }),
      200,
    );
    expect(changed).toMatchObject({ category: 'Timetable', description: 'Fees', fileUrl: doc.fileUrl });
  });

  it("several posts deleted: each in the trash; another Author's post refused alone", async ({
    t,
    users: { author, other },
  }) => {
    const post = async (cookie: string, title: string) =>
      (
        await expectJson<{ _id: string }>(
          await t.sendForm('POST', '/api/blogs', cookie, { title, content: 'Text' }),
          201,
        )
      )._id;
    const mine = [await post(author.cookie, 'First'), await post(author.cookie, 'Second')];
    const theirs = await post(other.cookie, 'Not hers');
    const statuses: number[] = [];
    for (const id of [mine[0]!, theirs, mine[1]!])
      statuses.push((await t.request(`/api/blogs/${id}`, { method: 'DELETE', cookie: author.cookie })).status);
    expect(statuses).toEqual([200, 403, 200]);
    const trash = await expectJson<{ items: TrashItem[] }>(
      await t.request('/api/trash', { cookie: author.cookie }),
      200,
    );
    expect(trash.items.map((item) => item.recordId).sort()).toEqual([...mine].sort());
    expect((await t.request(`/api/blogs/${theirs}`, { cookie: other.cookie })).status).toBe(200);
  });
});
