// Lists that read what is shown (issue 37): `?page=&limit=` answers one page and the total (limit at most 100),
// the staff views search and filter on the server, the unpaged reads stay the spec's, and many requests for a page
// not built yet share one build.
import zlib from 'node:zlib';
import { describe, expect } from 'vitest';
import { wholeListsOf } from '../../server/resources/whole-lists.ts';
import type { BlogPost, GalleryItem, ListPage, User, UserWithoutContact } from '../../common/api-types.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';

const it = apiTest({
  users: {
    admin: ['Admin', 'Bi Mkuu'],
    author: ['Author', 'Amani Author'],
    teacher: ['Teacher', 'Tumaini Teacher'],
  },
});

const page = async <T>(t: TestApp, path: string, cookie?: string) =>
  expectJson<ListPage<T>>(await t.request(path, { cookie }), 200);

/** Posts made one minute apart (so newest first is a known order). */
async function posts(t: TestApp, cookie: string, titles: string[], fields: Record<string, string> = {}) {
  const made: BlogPost[] = [];
  for (const title of titles) {
    t.clock.advance(60_000);
    made.push(
      await expectJson(await t.sendForm('POST', '/api/blogs', cookie, { title, content: 'Text.', ...fields }), 201),
    );
  }
  return made;
}

describe('the blog, paged', () => {
  it('answers one page and the total, newest first; without page and limit the whole list as the spec says', async ({
    t,
    users: { admin },
  }) => {
    t.clock.set('2027-01-10T08:00:00.000Z');
    const made = await posts(t, admin.cookie, ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']);
    const second = await page<BlogPost>(t, '/api/blogs?page=2&limit=3');
    expect(second).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(second.items.map((p) => p.title)).toEqual(['Four', 'Three', 'Two']);
    expect((await page<BlogPost>(t, '/api/blogs?page=3&limit=3')).items.map((p) => p.title)).toEqual(['One']);
    expect((await page<BlogPost>(t, '/api/blogs?page=9&limit=3')).items).toEqual([]);
    expect((await page<BlogPost>(t, '/api/blogs?page=2')).items).toEqual([]); // 20 a page by default
    // The items are the spec's records, as the unpaged list answers them.
    const whole = await expectJson<BlogPost[]>(await t.request('/api/blogs'), 200);
    expect(whole).toHaveLength(7);
    expect(second.items).toEqual(whole.slice(3, 6));
    expect(made.map((p) => p._id).reverse()).toEqual(whole.map((p) => p._id));
  });

  it('refuses a page or limit that is not a whole number in range with a clear 400', async ({ t }) => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=1.5', 'limit'],
      [`page=1&q=${'x'.repeat(200)}`, 'q'],
      ['page=1&status=lost', 'status'],
    ]) {
      const body = await expectError(await t.request(`/api/blogs?${query}`), 400);
      expect(body.fields).toHaveProperty(field!);
    }
  });

  it('leaves drafts and posts not due out of public pages; their total counts only public posts', async ({
    t,
    users: { author },
  }) => {
    t.clock.set('2027-02-01T08:00:00.000Z');
    await posts(t, author.cookie, ['Public A']);
    await posts(t, author.cookie, ['A draft'], { status: 'draft' });
    await posts(t, author.cookie, ['Later'], { publishAt: '2027-03-01T07:00' });
    const first = await page<BlogPost>(t, '/api/blogs?page=1&limit=100');
    expect(first.items.map((p) => p.title)).toContain('Public A');
    expect(first.items.map((p) => p.title)).not.toContain('A draft');
    expect(first.items.map((p) => p.title)).not.toContain('Later');
    expect(first.total).toBe(first.items.length);
  });

  it("a staff member's list: searched by title or author, filtered by state and language, on the server", async ({
    t,
    users: { admin, author, teacher },
  }) => {
    t.clock.set('2027-04-01T08:00:00.000Z');
    await posts(t, author.cookie, ['Exam results 100%', 'Sports day']);
    await posts(t, author.cookie, ['Exam timetable draft'], { status: 'draft' });
    await posts(t, teacher.cookie, ['Teacher draft about exams'], { status: 'draft' });
    await posts(t, teacher.cookie, ['Exam prep, in German'], { originalLang: 'de' });
    await posts(t, author.cookie, ['Exam day, scheduled'], { publishAt: '2027-05-01T07:00' });
    const staff = (query: string, cookie: string) => page<BlogPost>(t, `/api/blogs?view=staff&${query}`, cookie);
    const titles = (p: ListPage<BlogPost>) => p.items.map((post) => post.title).sort();

    const exams = await staff('page=1&limit=50&q=EXAM', admin.cookie);
    expect(titles(exams)).toEqual([
      'Exam day, scheduled',
      'Exam prep, in German',
      'Exam results 100%',
      'Exam timetable draft',
      'Teacher draft about exams',
    ]);
    expect(exams.total).toBe(5);
    // % and _ are matched as themselves, not as wildcards.
    expect(titles(await staff('page=1&q=100%25', admin.cookie))).toEqual(['Exam results 100%']);
    expect(titles(await staff('page=1&q=Tumaini', admin.cookie))).toEqual([
      'Exam prep, in German',
      'Teacher draft about exams',
    ]);
    expect(titles(await staff('page=1&q=exam&status=draft', admin.cookie))).toEqual([
      'Exam timetable draft',
      'Teacher draft about exams',
    ]);
    expect(titles(await staff('page=1&q=exam&status=scheduled', admin.cookie))).toEqual(['Exam day, scheduled']);
    expect(titles(await staff('page=1&q=exam&status=published', admin.cookie))).toEqual([
      'Exam prep, in German',
      'Exam results 100%',
    ]);
    expect(titles(await staff('page=1&q=exam&language=de', admin.cookie))).toEqual(['Exam prep, in German']);
    // The Author sees their own posts and the public ones, never another's draft.
    const own = await staff('page=1&limit=50&q=exam', author.cookie);
    expect(titles(own)).not.toContain('Teacher draft about exams');
    expect(titles(own)).toContain('Exam timetable draft');
    expect(own.total).toBe(4);
    // With the staff field, for those who may change every post; the public read refuses it to others.
    const withLanguages = await staff('page=1&limit=5&with=translations', admin.cookie);
    expect(withLanguages.items[0]).toHaveProperty('translations');
    await expectError(await t.request('/api/blogs?page=1&with=translations', { cookie: author.cookie }), 403);
  });
});

describe('the gallery, documents and accounts, paged', () => {
  it('pages the gallery by category, and answers ?lang= in the page too', async ({ t, users: { admin } }) => {
    t.clock.set('2027-06-01T08:00:00.000Z');
    for (const [title, category] of [
      ['Running', 'Sports'],
      ['Football', 'Sports'],
      ['Reading', 'Library Life'],
      ['Jumping', 'Sports'],
    ]) {
      t.clock.advance(60_000);
      await expectJson(
        await t.sendForm(
          'POST',
          '/api/gallery',
          admin.cookie,
          { title: title!, category: category! },
          { image: await uniquePng() },
        ),
        201,
      );
    }
    const sports = await page<GalleryItem>(t, '/api/gallery?page=1&limit=2&category=Sports');
    expect(sports).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(sports.items.map((g) => g.title)).toEqual(['Jumping', 'Football']);
    const searched = await page<GalleryItem>(t, '/api/gallery?page=1&q=library', admin.cookie);
    expect(searched.items.map((g) => g.title)).toEqual(['Reading']);
    const german = await page<GalleryItem & { lang: string }>(t, '/api/gallery?page=1&limit=1&lang=de');
    expect(german.items[0]).toMatchObject({ title: 'Jumping', lang: 'en' });
  });

  it('pages the accounts for the Admin (with contacts) and for other staff (without), searched by name', async ({
    t,
    users: { admin, teacher },
  }) => {
    const byAdmin = await page<User>(t, '/api/users?page=1&limit=10&q=amani', admin.cookie);
    expect(byAdmin.items.map((u) => u.name)).toEqual(['Amani Author']);
    expect(byAdmin.items[0]).toHaveProperty('email');
    const byTeacher = await page<UserWithoutContact>(t, '/api/users?page=1&limit=10', teacher.cookie);
    expect(byTeacher.total).toBeGreaterThanOrEqual(3);
    expect(byTeacher.items[0]).not.toHaveProperty('email');
    await expectError(await t.request('/api/users?page=1'), 401);
  });
});

describe('one build for many requests', () => {
  it('80 requests at once for a page not built yet, right after a save, are answered from one read', async ({
    t,
    users: { admin },
  }) => {
    await posts(t, admin.cookie, ['Warm-up']);
    const before = t.deps.cache.builds;
    const answers = await Promise.all(Array.from({ length: 80 }, () => t.request('/api/blogs?page=1&limit=8')));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(t.deps.cache.builds - before).toBe(1);
    await posts(t, admin.cookie, ['After the save']);
    const again = await Promise.all(Array.from({ length: 80 }, () => t.request('/api/blogs?page=1&limit=8')));
    expect(new Set(await Promise.all(again.map((res) => res.text()))).size).toBe(1);
    expect(t.deps.cache.builds - before).toBe(2);
  });

  it('the unpaged list: 30 requests at once are one build, answered from its files until the next save', async ({
    t,
    users: { admin },
  }) => {
    await posts(t, admin.cookie, ['Alpha', 'Beta']);
    const lists = wholeListsOf(t.deps.cache, t.deps.config.dataDir);
    const before = lists.builds;
    const encodings = ['br', 'gzip', '', 'gzip, deflate, br'];
    const decoded = async (res: Response) => {
      const body = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      const plain =
        encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
      return plain.toString('utf8');
    };
    const burst = () =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.request('/api/blogs', { headers: { 'accept-encoding': encodings[i % encodings.length]! } }),
        ),
      );
    const first = await burst();
    expect(first.map((res) => res.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(first.map((res) => res.headers.get('content-encoding'))).toContain('br');
    expect(first.map((res) => res.headers.get('content-encoding'))).toContain('gzip');
    const texts = new Set(await Promise.all(first.map(decoded)));
    expect(texts.size).toBe(1);
    const listed = (JSON.parse([...texts][0]!) as BlogPost[]).map((p) => p.title);
    expect(listed.slice(0, 2)).toEqual(['Beta', 'Alpha']);
    expect(lists.builds - before).toBe(1);
    // Kept until a change: later requests read the same files, and the browser's copy is confirmed with 304.
    const later = await t.request('/api/blogs');
    expect(await later.json()).toHaveLength(listed.length);
    const etag = later.headers.get('etag')!;
    expect((await t.request('/api/blogs', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(lists.builds - before).toBe(1);
    // A save: the next requests share one new build, which shows it.
    await posts(t, admin.cookie, ['Gamma']);
    const again = await burst();
    const after = new Set(await Promise.all(again.map(decoded)));
    expect(after.size).toBe(1);
    expect((JSON.parse([...after][0]!) as BlogPost[]).map((p) => p.title)).toEqual(['Gamma', ...listed]);
    expect(lists.builds - before).toBe(2);
    expect((await t.request('/api/blogs', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
