// Drafts and scheduled posts (issue 14, points 1 and 2): a post's `status` and `publishAt`, what every public
// read shows (the API's list and single reads, and the pages' reads through server/page-data.ts), and the
// caches letting a scheduled post appear at its minute, on one server and on two sharing PostgreSQL.
// The app's clock is moved by the test (tests/helpers/test-clock.ts), never slept on.
import { afterAll, describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import { siteData } from '../../server/page-data.ts';
import { apiTest, createTestApp, form, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';

const it = apiTest({
  users: { author: ['Author', 'Asha Mwangi'], otherAuthor: ['Teacher', 'Juma Said'], admin: ['Admin', 'Head Admin'] },
});

// 06:30 in Dar es Salaam (East Africa Time is UTC+3 all year).
const MONDAY_0630 = '2027-03-01T03:30:00.000Z';
const MONDAY_0700 = '2027-03-01T04:00:00.000Z';

/** A POST of a blog post, signed in with `cookie`. */
const create = (app: TestApp, cookie: string, fields: Record<string, string>) =>
  app.request('/api/blogs', { method: 'POST', cookie, body: form({ content: 'Text of the post', ...fields }) });
/** A PUT of the post `id`, signed in with `cookie`. */
const update = (app: TestApp, cookie: string, id: string, fields: Record<string, string>) =>
  app.request(`/api/blogs/${id}`, { method: 'PUT', cookie, body: form(fields) });
const publicIds = async (app: TestApp) =>
  (await expectJson<BlogPost[]>(await app.request('/api/blogs'), 200)).map((p) => p._id);
/** What the public pages (home, /blog, /blog/:id, RSS, sitemap, link previews) read. */
const pages = (app: TestApp) => siteData(app.deps, { requestId: 'test', onFailure: () => {} });

describe("a post saved the spec's way (no status, no publishAt)", () => {
  it('is published at once, its date and time those of the save', async ({ t, users: { author } }) => {
    t.clock.set(MONDAY_0630);
    const post = await expectJson<BlogPost>(await create(t, author.cookie, { title: 'Published on save' }), 201);
    expect(post.status).toBe('published');
    expect(post.publishAt).toBe(MONDAY_0630);
    expect(post.createdAt).toBe(MONDAY_0630);
    expect([post.date, post.time]).toEqual(['2027-03-01', '06:30']);
    expect(await publicIds(t)).toContain(post._id);

    // An edit without the new fields keeps status, publication time, date and time.
    t.clock.advance(60 * 60_000);
    const edited = await expectJson<BlogPost>(await update(t, author.cookie, post._id, { title: 'Edited later' }), 200);
    expect(edited).toMatchObject({ status: 'published', publishAt: MONDAY_0630, date: '2027-03-01', time: '06:30' });
  });
});

describe('drafts', () => {
  let draft: BlogPost;

  it.beforeAll(async ({ t, users: { author } }) => {
    t.clock.set(MONDAY_0630);
    draft = await expectJson<BlogPost>(await create(t, author.cookie, { title: 'Half written', status: 'draft' }), 201);
  });

  it('are answered with status draft and no publication time', () => {
    expect(draft.status).toBe('draft');
    expect(draft.publishAt).toBeNull();
  });

  it('never reach the public list, a single read, or the pages', async ({ t, users: { author } }) => {
    expect(await publicIds(t)).not.toContain(draft._id);
    await expectError(await t.request(`/api/blogs/${draft._id}`), 404, 'Blog post not found.');
    expect((await pages(t).blogPage(1, 100)).items.map((p) => p._id)).not.toContain(draft._id);
    expect(await pages(t).blog(draft._id)).toBeNull();
    // Not even for a signed-in visitor asking the public list.
    const listed = await expectJson<BlogPost[]>(await t.request('/api/blogs', { cookie: author.cookie }), 200);
    expect(listed.map((p) => p._id)).not.toContain(draft._id);
  });

  it('are seen by their owner and the Admin only', async ({ t, users: { author, otherAuthor, admin } }) => {
    const own = await expectJson<BlogPost>(await t.request(`/api/blogs/${draft._id}`, { cookie: author.cookie }), 200);
    expect(own.title).toBe('Half written');
    await expectJson(await t.request(`/api/blogs/${draft._id}`, { cookie: admin.cookie }), 200);
    await expectError(await t.request(`/api/blogs/${draft._id}`, { cookie: otherAuthor.cookie }), 404);

    const staffList = async (cookie: string) =>
      (await expectJson<BlogPost[]>(await t.request('/api/blogs?view=staff', { cookie }), 200)).map((p) => p._id);
    expect(await staffList(author.cookie)).toContain(draft._id);
    expect(await staffList(admin.cookie)).toContain(draft._id);
    expect(await staffList(otherAuthor.cookie)).not.toContain(draft._id);
    // The staff list also holds the public posts of others.
    const published = await expectJson<BlogPost>(await create(t, admin.cookie, { title: 'Public one' }), 201);
    expect(await staffList(otherAuthor.cookie)).toContain(published._id);
    await expectError(await t.request('/api/blogs?view=staff'), 401);
    const partner = await t.userWithSession('Partner');
    await expectError(await t.request('/api/blogs?view=staff', { cookie: partner.cookie }), 403);
  });

  it('go public when published, dated then', async ({ t, users: { author } }) => {
    const second = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'Finished later', status: 'draft' }),
      201,
    );
    t.clock.set('2027-03-02T05:15:00.000Z');
    const published = await expectJson<BlogPost>(
      await update(t, author.cookie, second._id, { status: 'published' }),
      200,
    );
    expect(published).toMatchObject({
      status: 'published',
      publishAt: '2027-03-02T05:15:00.000Z',
      date: '2027-03-02',
      time: '08:15',
    });
    expect(await publicIds(t)).toContain(second._id);
    expect(await pages(t).blog(second._id)).toMatchObject({ _id: second._id });

    // Back to draft: gone from every public read at once (cached or not).
    await expectJson(await update(t, author.cookie, second._id, { status: 'draft' }), 200);
    expect(await publicIds(t)).not.toContain(second._id);
    expect((await pages(t).blogPage(1, 100)).items.map((p) => p._id)).not.toContain(second._id);
    expect(await pages(t).blog(second._id)).toBeNull();
  });
});

describe('scheduled posts on one server', () => {
  it('appear at their minute (East Africa Time) without an edit, and not a second before', async ({
    t,
    users: { author },
  }) => {
    t.clock.set(MONDAY_0630);
    const scheduled = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'Monday 7:00', status: 'published', publishAt: '2027-03-01T07:00' }),
      201,
    );
    // The spec's date and time show the publication time, in the school's time zone.
    expect(scheduled).toMatchObject({ status: 'published', publishAt: MONDAY_0700, date: '2027-03-01', time: '07:00' });

    // Read (and so cached) while hidden: the list, the pages' list, and the version pages are kept under.
    expect(await publicIds(t)).not.toContain(scheduled._id);
    expect((await pages(t).blogPage(1, 100)).items.map((p) => p._id)).not.toContain(scheduled._id);
    const version = t.deps.cache.version;

    t.clock.set('2027-03-01T03:59:59.000Z');
    expect(t.deps.cache.version).toBe(version);
    expect(await publicIds(t)).not.toContain(scheduled._id);
    await expectError(await t.request(`/api/blogs/${scheduled._id}`), 404);
    expect(await pages(t).blog(scheduled._id)).toBeNull();

    t.clock.set(MONDAY_0700);
    // Every kept page is dropped (server/pages.ts renders again when the version moves).
    expect(t.deps.cache.version).not.toBe(version);
    const list = await publicIds(t);
    expect(list).toContain(scheduled._id);
    // Newest publication first.
    expect(list[0]).toBe(scheduled._id);
    expect((await pages(t).blogPage(1, 100)).items.map((p) => p._id)).toContain(scheduled._id);
    expect(await pages(t).blog(scheduled._id)).toMatchObject({ title: 'Monday 7:00' });
    await expectJson(await t.request(`/api/blogs/${scheduled._id}`), 200);
  });

  it('reads times with an offset or Z, and a post moved to later hides again', async ({ t, users: { author } }) => {
    t.clock.set(MONDAY_0630);
    const post = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'Offset given', publishAt: '2027-03-01T09:00:00+05:00' }),
      201,
    );
    expect(post.publishAt).toBe(MONDAY_0630.replace('03:30', '04:00'));
    t.clock.set(MONDAY_0700);
    expect(await publicIds(t)).toContain(post._id);
    const later = await expectJson<BlogPost>(
      await update(t, author.cookie, post._id, { publishAt: '2027-03-08T04:00:00Z' }),
      200,
    );
    expect(later).toMatchObject({ date: '2027-03-08', time: '07:00' });
    expect(await publicIds(t)).not.toContain(post._id);
    t.clock.set('2027-03-08T04:00:00.000Z');
    expect(await publicIds(t)).toContain(post._id);
  });

  it('a draft keeps its planned time and stays hidden when it passes', async ({ t, users: { author } }) => {
    t.clock.set(MONDAY_0630);
    const draft = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'Planned draft', status: 'draft', publishAt: '2027-03-01T07:00' }),
      201,
    );
    expect(draft.publishAt).toBe(MONDAY_0700);
    t.clock.set(MONDAY_0700);
    expect(await publicIds(t)).not.toContain(draft._id);
  });
});

describe('bad input', () => {
  it.for([
    ['tomorrow morning'],
    ['2027-02-30T07:00'],
    ['2027-03-01T25:00'],
    ['07:00'],
    ['2027-03-01T07:00+3'],
  ] as const)(
    'refuses the publication time %j with 400, storing nothing',
    async ([publishAt], { t, users: { author } }) => {
      const before = (await t.deps.db.selectFrom('blogs').select('_id').execute()).length;
      const body = await expectError(await create(t, author.cookie, { title: 'Bad time', publishAt }), 400);
      expect(body).toMatchObject({ code: 'validation', fieldCodes: { publishAt: 'invalid' } });
      expect(body.fields?.publishAt).toMatch(/Publication time must be a date and time/);
      expect((await t.deps.db.selectFrom('blogs').select('_id').execute()).length).toBe(before);
    },
  );

  it('refuses a status that does not exist, on create and update', async ({ t, users: { author } }) => {
    const body = await expectError(await create(t, author.cookie, { title: 'Bad status', status: 'archived' }), 400);
    expect(body).toMatchObject({ fieldCodes: { status: 'invalid_choice' } });
    expect(body.fields?.status).toBe('Status must be one of draft, published.');
    const post = await expectJson<BlogPost>(await create(t, author.cookie, { title: 'Good one' }), 201);
    await expectError(await update(t, author.cookie, post._id, { status: 'secret' }), 400);
    await expectError(await update(t, author.cookie, post._id, { publishAt: 'soon' }), 400);
    const stored = await expectJson<BlogPost>(await t.request(`/api/blogs/${post._id}`), 200);
    expect(stored).toMatchObject({ status: 'published', publishAt: post.publishAt });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two servers sharing one PostgreSQL database', () => {
  let second: TestApp;

  it.beforeAll(async ({ t }) => {
    second = await createTestApp({}, { sharedSchema: t.pgSchema! });
  });
  afterAll(async () => second?.close());

  /** Sets the clocks of both servers (the file's app `t` and the second). */
  const both = (t: TestApp, time: string) => {
    t.clock.set(time);
    second.clock.set(time);
  };

  it('each shows a post scheduled on the other at its minute', async ({ t, users: { author } }) => {
    both(t, MONDAY_0630);
    expect(await publicIds(second)).toBeInstanceOf(Array); // the second server keeps its list from now
    const post = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'Scheduled on the first', publishAt: '2027-03-01T07:00' }),
      201,
    );
    both(t, '2027-03-01T03:59:59.000Z');
    expect(await publicIds(second)).not.toContain(post._id);
    await expectError(await second.request(`/api/blogs/${post._id}`), 404);
    both(t, MONDAY_0700);
    expect(await publicIds(second)).toContain(post._id);
    expect(await pages(second).blog(post._id)).toMatchObject({ title: 'Scheduled on the first' });
    expect(await publicIds(t)).toContain(post._id);
  });

  it('a server that read the schedule shows the post at its time, before its cache would expire anyway', async ({
    t,
    users: { author },
  }) => {
    both(t, '2027-03-02T03:30:00.000Z');
    // One second ahead: the other server's list is kept until a change, so only the schedule can show it.
    const soon = '2027-03-02T03:30:01.000Z';
    const heard = second.deps.cache.version;
    const post = await expectJson<BlogPost>(
      await create(t, author.cookie, { title: 'In a second', publishAt: soon }),
      201,
    );
    // The other server hears of the change (server/db/change-feed.ts), then reads its list afresh.
    await expect.poll(() => second.deps.cache.version, { timeout: 5_000, interval: 20 }).not.toBe(heard);
    expect(await publicIds(second)).not.toContain(post._id); // read now: learns the schedule from the database
    both(t, '2027-03-02T03:30:00.999Z');
    expect(await publicIds(second)).not.toContain(post._id);
    both(t, soon);
    expect(await publicIds(second)).toContain(post._id);
  });

  it('a post unpublished on one server leaves the other at once (no clock moves: the change is told)', async ({
    t,
    users: { author },
  }) => {
    both(t, '2027-03-03T04:00:00.000Z');
    const post = await expectJson<BlogPost>(await create(t, author.cookie, { title: 'Soon withdrawn' }), 201);
    // The notices travel through PostgreSQL: each reaches the other server a moment after the change.
    await expect.poll(() => publicIds(second), { timeout: 5_000, interval: 20 }).toContain(post._id);
    await expectJson(await update(t, author.cookie, post._id, { status: 'draft' }), 200);
    expect(await publicIds(t)).not.toContain(post._id);
    await expect.poll(() => publicIds(second), { timeout: 5_000, interval: 20 }).not.toContain(post._id);
    await expectError(await second.request(`/api/blogs/${post._id}`), 404);
  });
});
