// Preview before publishing (issue 38 point 2): a draft's or a scheduled post's own address shows it, with a
// "Preview: not public" band and never kept by a cache, to the staff who may edit it and to the holder of a share
// link; everyone else gets the 404 they got before, even right after the author's view (no page-cache leak). Share
// links expire (the test's clock) and are refused once revoked. Pages are rendered by the built app (npm run build).
import { describe, expect } from 'vitest';
import type { ActivityPage, BlogPost, PreviewLink, PreviewSharing } from '../../common/api-types.ts';
import { PREVIEW_LINK_DAYS } from '../../common/constants.ts';
import type { Hono } from 'hono';
import { buildApp } from '../../server/app.ts';
import type { AppEnv } from '../../server/context.ts';
import { mountPages } from '../../server/pages.ts';
import { apiTest, form, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { previewPage } from '../helpers/preview-page.ts';

const it = apiTest({
  users: { author: ['Author', 'Asha Mwangi'], otherAuthor: ['Author', 'Juma Said'], admin: ['Admin', 'Head Admin'] },
});

const DAY = 24 * 60 * 60 * 1000;
// The clock stands at the start of this minute (the sessions, made now, last longer than a link).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
/** In three days, as the admin's publication time field writes it (East Africa Time is UTC+3 all year). */
const IN_THREE_DAYS = new Date(NOW.getTime() + 3 * DAY + 3 * 60 * 60_000).toISOString().slice(0, 16);
const BAND = 'Preview: not public.';

let draft: BlogPost;
let scheduled: BlogPost;
let published: BlogPost;

const create = async (t: TestApp, cookie: string, fields: Record<string, string>) =>
  expectJson<BlogPost>(
    await t.request('/api/blogs', {
      method: 'POST',
      cookie,
      body: form({ content: 'The text of the post', ...fields }),
    }),
    201,
  );

/** The same server with its built pages (the test app's own routes are fixed once it has answered). */
let site: Hono<AppEnv>;

/** The page at `path` (signed in with `cookie`, if given): status, Cache-Control and whether the band shows. */
async function page(_t: TestApp, path: string, cookie?: string) {
  return previewPage(await site.request(path, { headers: cookie ? { cookie } : {} }));
}

const links = (id: string) => `/api/blogs/${id}/preview-links`;

it.beforeAll(async ({ t, users: { author } }) => {
  site = buildApp(t.deps);
  await mountPages(site, t.deps);
  t.clock.set(NOW);
  draft = await create(t, author.cookie, { title: 'Half written', status: 'draft' });
  scheduled = await create(t, author.cookie, {
    title: 'Sports day next week',
    status: 'published',
    publishAt: IN_THREE_DAYS,
  });
  published = await create(t, author.cookie, { title: 'Already out' });
});

describe('a post that is not public, at its own address', () => {
  it('is shown to its author with the band, kept by no cache', async ({ t, users: { author } }) => {
    const seen = await page(t, `/blog/${draft._id}`, author.cookie);
    expect(seen).toMatchObject({ status: 200, cacheControl: 'private, no-store', band: true });
    expect(seen.html).toContain('Half written');
    expect(seen.html).toContain(BAND);
    expect(seen.html).toMatch(/role="status"[^>]*data-preview-band|data-preview-band[^>]*role="status"/);
    expect(seen.html).toContain('name="robots" content="noindex"');
  });

  it('says when a scheduled post goes public', async ({ t, users: { author } }) => {
    const seen = await page(t, `/blog/${scheduled._id}`, author.cookie);
    expect(seen).toMatchObject({ status: 200, cacheControl: 'private, no-store', band: true });
    const [date, time] = IN_THREE_DAYS.split('T');
    expect([scheduled.date, scheduled.time]).toEqual([date, time]);
    expect(seen.html).toContain(`It goes public on ${date} at ${time} (East Africa Time).`);
  });

  it('is 404 to visitors, also right after its author saw it (no page-cache leak)', async ({
    t,
    users: { author },
  }) => {
    for (const post of [draft, scheduled]) {
      expect((await page(t, `/blog/${post._id}`, author.cookie)).status).toBe(200);
      const visitor = await page(t, `/blog/${post._id}`);
      expect(visitor).toMatchObject({ status: 404, band: false });
      expect(visitor.html).not.toContain(post.title);
      // Nor through the lean page's data address, which the page cache also answers.
      expect((await site.request(`/__page-data?page=/blog/${post._id}`)).status).toBe(404);
    }
  });

  it('is 404 to another Author; an Admin sees the preview', async ({ t, users: { otherAuthor, admin } }) => {
    expect(await page(t, `/blog/${draft._id}`, otherAuthor.cookie)).toMatchObject({ status: 404, band: false });
    expect(await page(t, `/blog/${draft._id}`, admin.cookie)).toMatchObject({ status: 200, band: true });
  });

  it('becomes the public page, without the band, once its time comes', async ({ t, users: { author } }) => {
    const visitor = await page(t, `/blog/${published._id}`);
    expect(visitor).toMatchObject({ status: 200, band: false, cacheControl: 'no-cache' });
    expect(await page(t, `/blog/${published._id}`, author.cookie)).toMatchObject({ status: 200, band: false });
  });
});

describe('share-preview links', () => {
  it('let someone without an account read the preview, until they expire', async ({ t, users: { author } }) => {
    const link = await expectJson<PreviewLink>(
      await t.request(links(draft._id), { method: 'POST', cookie: author.cookie }),
      201,
    );
    expect(link.url).toMatch(new RegExp(`^/blog/${draft._id}\\?preview=[A-Za-z0-9_-]{20,}$`));
    expect(Date.parse(link.expiresAt)).toBe(NOW.getTime() + PREVIEW_LINK_DAYS * DAY);
    expect(await page(t, link.url)).toMatchObject({ status: 200, band: true, cacheControl: 'private, no-store' });
    // The wake-up's data comes with the same link.
    expect((await site.request(`/__page-data?page=${encodeURIComponent(link.url)}`)).status).toBe(200);
    // Not for another post, nor with a token changed by one character.
    expect((await page(t, link.url.replace(draft._id, scheduled._id))).status).toBe(404);
    const wrong = link.url.slice(0, -1) + (link.url.endsWith('A') ? 'B' : 'A');
    expect((await page(t, wrong)).status).toBe(404);
    expect(await expectJson<PreviewSharing>(await t.request(links(draft._id), { cookie: author.cookie }), 200)).toEqual(
      { sharedUntil: link.expiresAt },
    );

    t.clock.advance(PREVIEW_LINK_DAYS * DAY - 60_000);
    expect((await page(t, link.url)).status).toBe(200);
    t.clock.advance(60_000);
    expect(await page(t, link.url)).toMatchObject({ status: 404, band: false });
    expect(await expectJson<PreviewSharing>(await t.request(links(draft._id), { cookie: author.cookie }), 200)).toEqual(
      { sharedUntil: null },
    );
    t.clock.set(NOW);
  });

  it('are refused once sharing is stopped, each change in the activity log', async ({
    t,
    users: { author, admin },
  }) => {
    const made = [];
    for (let i = 0; i < 2; i++)
      made.push(
        await expectJson<PreviewLink>(
          await t.request(links(scheduled._id), { method: 'POST', cookie: author.cookie }),
          201,
        ),
      );
    for (const link of made) expect((await page(t, link.url)).status).toBe(200);
    expect(
      await expectJson<PreviewSharing>(
        await t.request(links(scheduled._id), { method: 'DELETE', cookie: author.cookie }),
        200,
      ),
    ).toEqual({
      sharedUntil: null,
    });
    for (const link of made) expect(await page(t, link.url)).toMatchObject({ status: 404, band: false });

    const log = await expectJson<ActivityPage>(await t.request('/api/activity', { cookie: admin.cookie }), 200);
    const entries = log.items.filter((e) => e.action === 'share-preview' && e.recordId === scheduled._id);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { title: 'Sports day next week', stoppedSharing: true },
        { title: 'Sports day next week', sharedUntil: made[1]!.expiresAt },
        { title: 'Sports day next week', sharedUntil: made[0]!.expiresAt },
      ]),
    );
    // Stopping again, with nothing shared, changes nothing and logs nothing.
    await t.request(links(scheduled._id), { method: 'DELETE', cookie: author.cookie });
    const again = await expectJson<ActivityPage>(await t.request('/api/activity', { cookie: admin.cookie }), 200);
    expect(again.items.filter((e) => e.action === 'share-preview' && e.recordId === scheduled._id)).toHaveLength(3);
  });

  it('are made and stopped only by who may edit the post', async ({ t, users: { otherAuthor, admin } }) => {
    await expectError(await t.request(links(draft._id), { method: 'POST' }), 401);
    await expectError(await t.request(links(draft._id), { method: 'POST', cookie: otherAuthor.cookie }), 403);
    await expectError(await t.request(links(draft._id), { method: 'DELETE', cookie: otherAuthor.cookie }), 403);
    await expectError(await t.request(links('0'.repeat(24)), { method: 'POST', cookie: admin.cookie }), 404);
    await expectError(await t.request(links('nonsense'), { method: 'POST', cookie: admin.cookie }), 400);
    expect((await t.request(links(draft._id), { method: 'POST', cookie: admin.cookie })).status).toBe(201);
  });
});
