// "Preview changes" (issue 38 point 2, docs/decisions/019): the blog editor's unsaved values POSTed to the post's
// own address are shown there, under the preview band, to the staff who may change the post, checked and cleaned
// as a save would (a script sent does not reach the page); nothing is saved, and visitors (and the page cache)
// keep the saved post. What a save would refuse gets its sentence and 4xx, a stranger 403, another site's POST
// 403. Pages are rendered by the built app (npm run build).
import { describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import type { Hono } from 'hono';
import { buildApp } from '../../server/app.ts';
import type { AppEnv } from '../../server/context.ts';
import { mountPages } from '../../server/pages.ts';
import { apiTest, form } from '../helpers/test-app.ts';
import { expectJson } from '../helpers/api.ts';
import { previewPage } from '../helpers/preview-page.ts';

const it = apiTest({
  users: { author: ['Author', 'Asha Mwangi'], otherAuthor: ['Author', 'Juma Said'], admin: ['Admin', 'Head Admin'] },
});

const CHANGES = 'These are your unsaved changes: nothing is saved yet, and visitors see the post as it was last saved.';

let site: Hono<AppEnv>;
let published: BlogPost;
let draft: BlogPost;

/** The page of a GET of `path` (with `cookie`, if given). */
async function view(path: string, cookie?: string) {
  const res = await site.request(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
}

/** The editor's values POSTed to the post's address, as its "Preview changes" form sends them. */
async function preview(id: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await site.request(`/blog/${id}`, {
    method: 'POST',
    headers: { origin: 'http://localhost', ...headers },
    body: new URLSearchParams(fields),
  });
  return previewPage(res);
}

it.beforeAll(async ({ t, users: { author } }) => {
  site = buildApp(t.deps);
  await mountPages(site, t.deps);
  const create = async (fields: Record<string, string>) =>
    expectJson<BlogPost>(
      await t.request('/api/blogs', { method: 'POST', cookie: author.cookie, body: form(fields) }),
      201,
    );
  published = await create({ title: 'Sports day results', content: '<p>The blue team won.</p>' });
  draft = await create({ title: 'Half written', content: '<p>Notes</p>', status: 'draft' });
});

describe('previewing unsaved changes of a post', () => {
  it('shows the sent title and formatting under the band, cleaned as a save cleans them', async ({
    users: { author },
  }) => {
    // A visitor's view first, so that the page cache holds the saved post.
    expect((await view(`/blog/${published._id}`)).html).toContain('Sports day results');
    const seen = await preview(
      published._id,
      {
        title: 'Sports day results (corrected)',
        content:
          '<p>The <strong>red</strong> team won.</p><script>window.hacked=1</script>' +
          '<p><img src="x" onerror="window.hacked=2">Photos</p>',
        alt: '',
      },
      { cookie: author.cookie },
    );
    expect(seen).toMatchObject({ status: 200, cacheControl: 'private, no-store', band: true });
    const html = seen.html;
    expect(html).toContain('data-preview-band');
    expect(html).toContain(CHANGES);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain('Sports day results (corrected)');
    expect(html).toContain('<strong>red</strong>');
    expect(html).not.toContain('window.hacked');
    expect(html).not.toContain('onerror');
    // The author and the date are the saved post's (a published post keeps its time).
    expect(html).toContain(published.postedBy);
    expect(html).toContain(published.date);
  });

  it('saves nothing: visitors, the cache and the API keep the saved post', async ({ t, users: { author } }) => {
    const sent = { title: 'Not saved title', content: '<p>Not saved text</p>' };
    expect((await preview(published._id, sent, { cookie: author.cookie })).status).toBe(200);
    for (const cookie of [undefined, author.cookie]) {
      const seen = await view(`/blog/${published._id}`, cookie);
      expect(seen.status).toBe(200);
      expect(seen.html).toContain('Sports day results');
      expect(seen.html).not.toContain('Not saved');
      expect(seen.html).not.toContain('data-preview-band');
    }
    const data = await site.request(`/__page-data?page=/blog/${published._id}`);
    expect(await data.text()).not.toContain('Not saved');
    const stored = await expectJson<BlogPost>(await t.request(`/api/blogs/${published._id}`), 200);
    expect(stored).toMatchObject({ title: 'Sports day results', updatedAt: published.updatedAt });
  });

  it("previews a draft's changes as Save would publish it", async ({ users: { admin } }) => {
    const seen = await preview(
      draft._id,
      { title: 'Half written, now whole', content: '<p>Done</p>', status: 'published', publishAt: '' },
      { cookie: admin.cookie },
    );
    expect(seen).toMatchObject({ status: 200, band: true, cacheControl: 'private, no-store' });
    expect(seen.html).toContain('Half written, now whole');
    expect(seen.html).toContain(CHANGES);
  });

  it('refuses what a save would refuse, with its sentence, never a 500', async ({ users: { author } }) => {
    const cookie = author.cookie;
    const noTitle = await preview(published._id, { title: ' ', content: '<p>Text</p>' }, { cookie });
    expect(noTitle).toMatchObject({ status: 400, band: false });
    expect(noTitle.html).toContain('Title is required');
    // A text with nothing left once cleaned is refused as the save refuses it.
    const onlyScript = await preview(published._id, { title: 'T', content: '<script>x()</script>' }, { cookie });
    expect(onlyScript).toMatchObject({ status: 400, band: false });
    expect(onlyScript.html).toContain('Content is required');
    expect(onlyScript.html).not.toContain('x()');
    const badTime = await preview(published._id, { title: 'T', content: '<p>a</p>', publishAt: 'soon' }, { cookie });
    expect(badTime.status).toBe(400);
    expect((await preview(published._id, { title: 'T', content: 'x'.repeat(100_001) }, { cookie })).status).toBe(400);
  });

  it('is only for staff who may change the post, and only from this site', async ({
    users: { author, otherAuthor },
  }) => {
    const sent = { title: 'Taken over', content: '<p>Taken over</p>' };
    for (const cookie of [undefined, otherAuthor.cookie]) {
      const seen = await preview(published._id, sent, cookie ? { cookie } : {});
      expect(seen).toMatchObject({ status: 403, band: false });
      expect(seen.html).not.toContain('Taken over');
    }
    expect((await preview('0'.repeat(24), sent, { cookie: author.cookie })).status).toBe(404);
    expect((await preview('nonsense', sent, { cookie: author.cookie })).status).toBe(404);
    const elsewhere = await preview(published._id, sent, { cookie: author.cookie, origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.html).not.toContain('Taken over');
  });
});
