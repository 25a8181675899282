// The order staff choose (issue 38 point 5): PUT /api/<list>/<id>/position places a hero picture, gallery
// picture, document or school before or after another; the spec's lists and the paged ones follow it at once
// (the cached answers dropped), a list nobody ordered keeps its order by creation, new records go first where the
// newest come first (gallery, documents) and last where the oldest do (headers, schools), and each move is one
// activity entry written through the save path.
import { describe, expect } from 'vitest';
import type { ActivityEntry } from '../../common/api-types.ts';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';
import { expectError, expectJson, newGalleryPicture } from '../helpers/api.ts';
import { pdfFile, uniquePng } from '../helpers/images.ts';
import { SAMPLE_SCHOOL } from '../helpers/sample-records.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { UNKNOWN_ID } from '../helpers/texts.ts';

const it = apiTest({ users: { admin: 'Admin', teacher: 'Teacher', director: 'director' } });

type Item = { _id: string };
const ids = (items: Item[]) => items.map((item) => item._id);
/** The ids of the spec's (whole) list, kept to those of `mine` (other tests of the file add their own). */
const listed = async (t: TestApp, path: string, mine: string[]) =>
  ids(await expectJson<Item[]>(await t.request(path), 200)).filter((id) => mine.includes(id));
const move = (t: TestApp, cookie: string, path: string, id: string, body: unknown) =>
  t.sendJson('PUT', `${path}/${id}/position`, cookie, body);

const header = async (t: TestApp, cookie: string, title: string) =>
  (
    await expectJson<Item>(
      await t.sendForm('POST', '/api/headers', cookie, { title }, { image: await uniquePng('hero.png') }),
      201,
    )
  )._id;
const picture = async (t: TestApp, cookie: string, title: string, category = 'Sports') =>
  (await newGalleryPicture(t, cookie, { title, category }))._id as string;

describe('PUT /api/<list>/<id>/position', () => {
  it('moves a hero picture; the list follows at once, a new one goes last, one activity entry per move', async ({
    t,
    users: { admin },
  }) => {
    const [a, b, c] = [
      await header(t, admin.cookie, 'A'),
      await header(t, admin.cookie, 'B'),
      await header(t, admin.cookie, 'C'),
    ];
    const mine = [a, b, c];
    // Nobody ordered it: oldest first, as before (the answer is kept in the cache now).
    expect(await listed(t, '/api/headers', mine)).toEqual([a, b, c]);
    expect(await expectJson(await move(t, admin.cookie, '/api/headers', c, { before: a }), 200)).toEqual({
      _id: c,
      place: 1,
      total: 3,
    });
    expect(await listed(t, '/api/headers', mine)).toEqual([c, a, b]);
    await expectJson(await move(t, admin.cookie, '/api/headers', c, { after: b }), 200);
    expect(await listed(t, '/api/headers', mine)).toEqual([a, b, c]);
    await expectJson(await move(t, admin.cookie, '/api/headers', a, { after: b }), 200);
    expect(await listed(t, '/api/headers', mine)).toEqual([b, a, c]);
    // A new one goes last (the oldest come first); the paged list has the same order.
    const d = await header(t, admin.cookie, 'D');
    mine.push(d);
    expect(await listed(t, '/api/headers', mine)).toEqual([b, a, c, d]);
    const page = await expectJson<{ items: Item[] }>(await t.request('/api/headers?page=1&limit=10'), 200);
    expect(ids(page.items).filter((id) => mine.includes(id))).toEqual([b, a, c, d]);

    // One entry per move, as data, with the places before and after; a move to where it is writes nothing.
    await expectJson(await move(t, admin.cookie, '/api/headers', b, { before: a }), 200);
    const rows = await t.deps.db
      .selectFrom('activity')
      .selectAll()
      .where('action', '=', 'reorder')
      .where('recordType', '=', 'headers')
      .orderBy('at')
      .orderBy('_id')
      .execute();
    expect(rows.map((row) => [row.recordId, JSON.parse(row.details ?? '{}').position])).toEqual([
      [c, { from: 3, to: 1 }],
      [c, { from: 1, to: 3 }],
      [a, { from: 1, to: 2 }],
    ]);
    expect(rows[0]!.summary).toBe('Moved "C" from place 3 to place 1');
    const entries = await expectJson<{ items: ActivityEntry[] }>(
      await t.request('/api/activity?type=headers', { cookie: admin.cookie }),
      200,
    );
    expect(entries.items.filter((entry) => entry.action === 'reorder')).toHaveLength(3);
  });

  it('moves a gallery picture: newest first until moved, a category keeps the order, a new one goes first', async ({
    t,
    users: { teacher },
  }) => {
    const a = await picture(t, teacher.cookie, 'Relay');
    const other = await picture(t, teacher.cookie, 'Choir', 'Class Life');
    const b = await picture(t, teacher.cookie, 'High jump');
    const c = await picture(t, teacher.cookie, 'Football');
    const mine = [a, b, c, other];
    expect(await listed(t, '/api/gallery', mine)).toEqual([c, b, other, a]);
    await expectJson(await move(t, teacher.cookie, '/api/gallery', a, { before: c }), 200);
    expect(await listed(t, '/api/gallery', mine)).toEqual([a, c, b, other]);
    const sports = await expectJson<{ items: Item[] }>(
      await t.request('/api/gallery?page=1&limit=10&category=Sports'),
      200,
    );
    expect(ids(sports.items).filter((id) => mine.includes(id))).toEqual([a, c, b]);
    const e = await picture(t, teacher.cookie, 'Sack race');
    mine.push(e);
    expect(await listed(t, '/api/gallery', mine)).toEqual([e, a, c, b, other]);
  });

  it('moves documents and schools', async ({ t, users: { admin, director } }) => {
    const doc = async (description: string) =>
      (
        await expectJson<Item>(
          await t.sendForm(
            'POST',
            '/api/documents',
            admin.cookie,
            { category: 'School Fee', description },
            { file: pdfFile() },
          ),
          201,
        )
      )._id;
    const [d1, d2] = [await doc('Fees 2026'), await doc('Fees 2027')];
    expect(await listed(t, '/api/documents', [d1, d2])).toEqual([d2, d1]);
    await expectJson(await move(t, admin.cookie, '/api/documents', d2, { after: d1 }), 200);
    expect(await listed(t, '/api/documents', [d1, d2])).toEqual([d1, d2]);

    const school = async (schoolName: string) =>
      (
        await expectJson<Item>(
          await t.sendForm('POST', '/api/brightSchoolDetails', director.cookie, { ...SAMPLE_SCHOOL, schoolName }),
          201,
        )
      )._id;
    const [s1, s2] = [await school(DEFAULT_SCHOOL_NAMES[0]!), await school(DEFAULT_SCHOOL_NAMES[1]!)];
    expect(await listed(t, '/api/brightSchoolDetails', [s1, s2])).toEqual([s1, s2]);
    await expectJson(await move(t, director.cookie, '/api/brightSchoolDetails', s2, { before: s1 }), 200);
    expect(await listed(t, '/api/brightSchoolDetails', [s1, s2])).toEqual([s2, s1]);
  });

  it('keeps the order over many moves into the same gap (the list is spaced out again)', async ({
    t,
    users: { admin },
  }) => {
    const made: string[] = [];
    for (const title of ['P', 'Q', 'R', 'S']) made.push(await picture(t, admin.cookie, title, 'Graduation'));
    let expected = await listed(t, '/api/gallery', made);
    for (let i = 0; i < 24; i++) {
      // The last one, placed second: always between the same two neighbours' positions, halving the room.
      const last = expected.at(-1)!;
      await expectJson(await move(t, admin.cookie, '/api/gallery', last, { after: expected[0] }), 200);
      expected = [expected[0]!, last, ...expected.slice(1, -1)];
      expect(await listed(t, '/api/gallery', made)).toEqual(expected);
    }
  });

  it('refuses: signed out 401, a role that may not change the list 403, a bad body 400 or 415, an unknown record 404', async ({
    t,
    users: { admin, teacher },
  }) => {
    const [a, b] = [await header(t, admin.cookie, 'X'), await header(t, admin.cookie, 'Y')];
    await expectError(await move(t, '', '/api/headers', a, { before: b }), 401);
    await expectError(await move(t, teacher.cookie, '/api/headers', a, { before: b }), 403);
    await expectError(await move(t, admin.cookie, '/api/headers', a, {}), 400, /before.*after/);
    await expectError(await move(t, admin.cookie, '/api/headers', a, { before: 'nope' }), 400);
    await expectError(await move(t, admin.cookie, '/api/headers', a, { before: b, after: b }), 400);
    await expectError(await move(t, admin.cookie, '/api/headers', a, { before: a }), 400);
    await expectError(await move(t, admin.cookie, '/api/headers', UNKNOWN_ID, { before: a }), 404);
    await expectError(await move(t, admin.cookie, '/api/headers', a, { before: UNKNOWN_ID }), 404);
    await expectError(await t.sendForm('PUT', `/api/headers/${a}/position`, admin.cookie, { before: b }), 415);
    // The blog is ordered by publication time, not by staff.
    expect((await t.sendJson('PUT', `/api/blogs/${a}/position`, admin.cookie, { before: b })).status).toBe(404);
  });
});
