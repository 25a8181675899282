// The public pages as the site grows (issue 37): a page asked for by many at once right after a save is rendered
// once (the built pages mounted on the test app), and the sitemap becomes an index of parts once its posts need
// more than one part (the part size lowered through the sitemap's parameter instead of writing 5,000 posts).
import { describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import { sitemap } from '../../app/routes/seo/sitemap.ts';
import { buildApp } from '../../server/app.ts';
import { mountPages } from '../../server/pages.ts';
import { siteData } from '../../server/page-data.ts';
import { readPostAddresses } from '../../server/resources/blogs.ts';
import { expectJson } from '../helpers/api.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';

const it = apiTest({ users: { admin: ['Admin', 'Bi Mkuu'] } });
const ORIGIN = 'https://bright.example';

async function post(t: TestApp, cookie: string, title: string, fields: Record<string, string> = {}) {
  t.clock.advance(60_000);
  return expectJson<BlogPost>(
    await t.sendForm('POST', '/api/blogs', cookie, { title, content: 'Text.', ...fields }),
    201,
  );
}

const sitemapText = async (t: TestApp, part: string | null, postsPerPart: number) =>
  (await sitemap(siteData(t.deps, { requestId: 'test', onFailure() {} }), ORIGIN, part, postsPerPart)).text();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('a public page asked for at once', () => {
  it('80 requests for /blog right after a save are all answered from one render', async ({ t, users: { admin } }) => {
    t.clock.set('2027-01-10T08:00:00.000Z');
    // The server's own parts over the test app's data: the API and the built pages.
    const app = buildApp(t.deps);
    const pages = await mountPages(app, t.deps);
    const blog = async () => app.request('/blog');
    await post(t, admin.cookie, 'Before the save');
    expect((await blog()).status).toBe(200);
    await post(t, admin.cookie, 'After the save');
    const before = pages.renders;
    const answers = await Promise.all(Array.from({ length: 80 }, blog));
    expect(answers.map((res) => res.status)).toEqual(Array(80).fill(200));
    expect(pages.renders - before).toBe(1);
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('After the save');
    // Kept: the next visitor's page is not rendered again.
    expect((await blog()).status).toBe(200);
    expect(pages.renders - before).toBe(1);
  }, 90_000); // the first render loads the built pages: slow on a busy machine
});

describe('sitemap parts', () => {
  it('is one list while the posts fit a part, then an index of the pages and each part of posts', async ({
    t,
    users: { admin },
  }) => {
    t.clock.set('2027-02-10T08:00:00.000Z');
    // Whatever the site already holds (the test above), then five more, one with a German translation.
    const translated = await post(t, admin.cookie, 'Translated', {
      translations: JSON.stringify({ de: { title: 'Übersetzt', content: 'Text.' } }),
    });
    for (const title of ['Two', 'Three', 'Four', 'Five']) await post(t, admin.cookie, title);
    const whole = await expectJson<BlogPost[]>(await t.request('/api/blogs'), 200);
    const postUrls = (urls: string[]) => urls.filter((u) => u.includes('/blog/'));

    // Parts of a size that holds every post: one urlset with the pages and the posts.
    const single = await sitemapText(t, null, whole.length);
    expect(single).toContain('<urlset');
    expect(single).not.toContain('<sitemapindex');
    expect(locs(single)).toContain(`${ORIGIN}/about`);
    const everyPostUrl = postUrls(locs(single));

    // Two posts a part: an index naming the pages' part and every part of posts.
    const index = await sitemapText(t, null, 2);
    expect(index).toContain('<sitemapindex');
    const parts = Math.ceil(whole.length / 2);
    expect(locs(index)).toEqual([
      `${ORIGIN}/sitemap.xml?part=pages`,
      ...Array.from({ length: parts }, (_, i) => `${ORIGIN}/sitemap.xml?part=${i + 1}`),
    ]);
    // The index is made from the posts' count alone (a part of size 0 reads no post).
    expect(await readPostAddresses(t.deps, 1, 0)).toEqual({ total: whole.length, posts: [] });
    const pages = await sitemapText(t, 'pages', 2);
    expect(locs(pages)).toContain(`${ORIGIN}/about`);
    expect(postUrls(locs(pages))).toEqual([]);
    // The parts together list every post once, newest first, each in the languages it has.
    const fromParts: string[] = [];
    for (let n = 1; n <= parts; n++) {
      const part = postUrls(locs(await sitemapText(t, String(n), 2)));
      expect(new Set(part.map((u) => u.split('?')[0])).size).toBeLessThanOrEqual(2);
      fromParts.push(...part);
    }
    expect(fromParts).toEqual(everyPostUrl);
    expect(new Set(fromParts.map((u) => u.split('?')[0]))).toEqual(
      new Set(whole.map((p) => `${ORIGIN}/blog/${p._id}`)),
    );
    expect(fromParts.filter((u) => u.includes(translated._id)).sort()).toEqual(
      [`${ORIGIN}/blog/${translated._id}`, `${ORIGIN}/blog/${translated._id}?lang=de`].sort(),
    );
    // A part past the last is an empty list, not an error.
    expect(locs(await sitemapText(t, String(parts + 1), 2))).toEqual([]);
  });
});

describe('a page of the newest posts without their count', () => {
  it('answers the same posts as the counted page, its total -1 (the feed and the home page count nothing)', async ({
    t,
  }) => {
    const data = siteData(t.deps, { requestId: 'test', onFailure() {} });
    const counted = await data.blogPage(1, 3);
    const uncounted = await data.blogPage(1, 3, { count: false });
    expect(counted.total).toBeGreaterThan(3);
    expect(uncounted).toEqual({ ...counted, total: -1 });
  });
});
