// Formatted posts (issue 38 point 3, decision 030) on both databases: whatever is sent to the API, a post's text and
// its translations' are stored sanitised (no script, event attribute, hostile link or foreign frame), formatting
// and the site's own pictures and documents stay, a plain text stays as sent, and the pages and the RSS feed show
// the formatted text (sanitised) with plain-text excerpts and descriptions. Mounts the built pages.
import { describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import { buildApp } from '../../server/app.ts';
import { mountPages } from '../../server/pages.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import { ATTACKS, expectHarmless } from '../helpers/rich-text.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';

const it = apiTest({ users: { author: ['Author', 'Asha Mwangi'], admin: ['Admin', 'Head Admin'] } });

/** An app of the same data with the built pages mounted (the test app's routes are fixed by its first request). */
let site: ReturnType<typeof buildApp>;
it.beforeAll(async ({ t }) => {
  site = buildApp(t.deps);
  await mountPages(site, t.deps);
});
const visit = async (address: string) => (await site.request(address)).text();

type StaffPost = BlogPost & { translations: Record<string, { fields: Record<string, string> }> };

const post = async (t: TestApp, cookie: string, content: string) =>
  expectJson<BlogPost>(await t.sendForm('POST', '/api/blogs', cookie, { title: 'Formatted', content }), 201);

/** Every attack, one by one, in a text that keeps something to show. */
const EACH = ATTACKS.map((attack) => `<p>Keep me</p>${attack}`);

describe('what an attacker sends in a post', () => {
  it('never gets through a POST: the answer and the stored post hold only the allow-list', async ({
    t,
    users: { author },
  }) => {
    for (const content of EACH) {
      const saved = await post(t, author.cookie, content);
      expectHarmless(saved.content);
      expect(saved.content).toContain('<p>Keep me</p>');
      const read = await expectJson<BlogPost>(await t.request(`/api/blogs/${saved._id}`), 200);
      expectHarmless(read.content);
    }
  });

  it('never gets through a PUT', async ({ t, users: { author } }) => {
    const saved = await post(t, author.cookie, '<p>First</p>');
    for (const content of EACH) {
      const res = await t.sendForm('PUT', `/api/blogs/${saved._id}`, author.cookie, { title: 'Formatted', content });
      expectHarmless((await expectJson<BlogPost>(res, 200)).content);
    }
  });

  it("never gets through a translation, sent with a PUT or with the post's POST", async ({ t, users: { author } }) => {
    const saved = await post(t, author.cookie, '<p>English</p>');
    for (const content of EACH) {
      const res = await t.sendForm('PUT', `/api/blogs/${saved._id}?with=translations`, author.cookie, {
        translations: JSON.stringify({ de: { title: 'Formatiert', content }, sw: { title: 'Maandishi', content } }),
      });
      const staff = await expectJson<StaffPost>(res, 200);
      expectHarmless(staff.translations.de!.fields.content!);
      expectHarmless(staff.translations.sw!.fields.content!);
      const german = await expectJson<BlogPost>(await t.request(`/api/blogs/${saved._id}?lang=de`), 200);
      expectHarmless(german.content);
    }
    const created = await t.sendForm('POST', '/api/blogs?with=translations', author.cookie, {
      title: 'Both',
      content: EACH[1]!,
      translations: JSON.stringify({ de: { title: 'Beide', content: EACH[0]! } }),
    });
    const both = await expectJson<StaffPost>(created, 201);
    expectHarmless(both.content);
    expect(both.translations.de!.fields.content).toBe('<p>Keep me</p><p>a</p>');
  });

  it("is refused with 'Content is required' when nothing is left to show", async ({ t, users: { author } }) => {
    const res = await t.sendForm('POST', '/api/blogs', author.cookie, {
      title: 'Only script',
      content: '<script>alert(1)</script><iframe src="https://evil.example/"></iframe>',
    });
    const body = await expectJson(res, 400);
    expect(body).toMatchObject({ error: 'Content is required', fieldCodes: { content: 'required' } });
    const saved = await post(t, author.cookie, '<p>Here</p>');
    const translated = await t.sendForm('PUT', `/api/blogs/${saved._id}`, author.cookie, {
      translations: JSON.stringify({ de: { title: 'Nur Skript', content: '<script>alert(1)</script>' } }),
    });
    expect(await expectJson(translated, 400)).toMatchObject({ fields: { content: 'Content is required' } });
  });
});

describe('a formatted post', () => {
  it('keeps its headings, bold, italic, lists, links, gallery pictures and document links', async ({
    t,
    users: { author, admin },
  }) => {
    const picture = await newGalleryPicture(t, admin.cookie, { title: 'Sports', category: 'Sports' });
    const content =
      '<h2>Sports day</h2><p>We <strong>ran</strong> and <em>sang</em>.</p><ol><li>Race</li><li>Song</li></ol>' +
      `<p><img src="${picture.image}" alt="The race"></p>` +
      '<p><a href="/api/documents/0123456789abcdef01234567/download">Fees (PDF)</a> ' +
      '<a href="https://example.org/">partner</a> <a href="tel:+255700000000">call</a></p>';
    const saved = await post(t, author.cookie, content);
    expect(saved.content).toBe(content.replace('alt="The race">', 'alt="The race" />'));
  });

  it('written as plain text comes back as sent; with a < it is stored as the HTML that shows it', async ({
    t,
    users: { author },
  }) => {
    expect((await post(t, author.cookie, 'Line one\nLine two\n\nhttps://example.org')).content).toBe(
      'Line one\nLine two\n\nhttps://example.org',
    );
    expect((await post(t, author.cookie, 'a <b> c\n<script>x</script>')).content).toBe(
      '<p>a &lt;b&gt; c<br>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
});

describe('the pages and the feed of a formatted post', () => {
  it('show the formatted text sanitised, addresses linked, with plain-text excerpts and descriptions', async ({
    t,
    users: { author },
  }) => {
    const rich = await post(
      t,
      author.cookie,
      '<p>Read <strong>this</strong> &amp; www.example.org/fees now.</p><ul><li>One</li></ul>' +
        '<p><img src="/uploads/not-there.webp" alt="x" onerror="alert(1)"></p>',
    );
    const old = await post(t, author.cookie, 'An old post.\nSecond line https://example.org/a.\n\nNext part.');

    const page = await visit(`/blog/${rich._id}`);
    const body = /<div[^>]*data-post-content=""[^>]*>(.*?)<\/div>/s.exec(page)?.[1] ?? '';
    expect(body).toBe(
      '<p>Read <strong>this</strong> &amp; <a href="https://www.example.org/fees">www.example.org/fees</a> now.</p>' +
        '<ul><li>One</li></ul><p><img loading="lazy" decoding="async" src="/uploads/not-there.webp" alt="x" /></p>',
    );
    expectHarmless(body.replace(/ loading="lazy" decoding="async"/g, ''));
    // The description and the link preview's are plain text.
    expect(page).toContain('<meta name="description" content="Read this &amp; www.example.org/fees now.');

    const oldPage = await visit(`/blog/${old._id}`);
    expect(/<div[^>]*data-post-content=""[^>]*>(.*?)<\/div>/s.exec(oldPage)?.[1]).toBe(
      '<p>An old post.<br>Second line <a href="https://example.org/a">https://example.org/a</a>.</p><p>Next part.</p>',
    );

    const feed = await visit('/rss.xml');
    const item = feed.split('<item>').find((part) => part.includes(`/blog/${rich._id}`)) ?? '';
    const description = /<description>(.*)<\/description>/s.exec(item)?.[1] ?? '';
    const html = description
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(html).toContain('<p>Read <strong>this</strong> &amp; <a href="https://www.example.org/fees">');
    expect(html).toMatch(/<img src="http:\/\/[^/"]+\/uploads\/not-there\.webp" alt="x" \/>/);
    expect(html).not.toMatch(/onerror/);
  });
});
