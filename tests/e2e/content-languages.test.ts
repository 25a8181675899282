// Content in English, German and Kiswahili on the public pages (issue 15, docs/decisions/021): a post written
// in English with its German and Kiswahili texts is shown in each language on /blog and its own page; a post
// without a Kiswahili text shows the English one on the Kiswahili site, with `lang="en"` and a note; hreflang
// alternates, the sitemap and the feeds name only the languages a post really has; link previews use the
// translated text; a translation saved shows at once; an edited original marks its translations outdated, and
// the pages show the original with its language note until they are saved again (decision 029).
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BlogPost, Localized, SchoolDetail, TranslationsField } from '../../common/api-types.ts';
import { DESKTOP, PHONE, closePage, openPage, type RunningServer } from './harness.ts';
import { it, shot, test, withAdmin, type AdminApi } from './fixtures.ts';

const ENGLISH = { title: 'Tree planting by the river', content: 'Every class planted ten young trees by the river.' };
const GERMAN = { title: 'Bäume pflanzen am Fluss', content: 'Jede Klasse pflanzte zehn junge Bäume am Fluss.' };
const SWAHILI = {
  title: 'Kupanda miti kando ya mto',
  content: 'Kila darasa lilipanda miti kumi michanga kando ya mto.',
};
/** The second post has a German text only. */
const ONLY_ENGLISH = { title: 'Parents meeting on Friday', content: 'All parents are invited to the school hall.' };
const ONLY_GERMAN = { title: 'Elternversammlung am Freitag', content: 'Alle Eltern sind in die Aula eingeladen.' };
const LATER_SWAHILI = { title: 'Mkutano wa wazazi Ijumaa', content: 'Wazazi wote wanaalikwa ukumbini mwa shule.' };

let server: RunningServer;
let browser: Browser;
let api: AdminApi;
let full: BlogPost;
let partial: BlogPost;

test.beforeAll(async ({ adminSite, browser: shared }) => {
  ({ server, browser, api } = await withAdmin(adminSite, shared));
  // Written in English, then the translations saved as the admin's tabs save them (a PUT with only them).
  partial = await api.send<BlogPost>('/api/blogs', ONLY_ENGLISH);
  full = await api.send<BlogPost>('/api/blogs', ENGLISH);
  await api.send(`/api/blogs/${full._id}`, { translations: JSON.stringify({ de: GERMAN, sw: SWAHILI }) }, 'PUT');
  await api.send(`/api/blogs/${partial._id}`, { translations: JSON.stringify({ de: ONLY_GERMAN }) }, 'PUT');
});

const card = (page: Page, post: BlogPost) => page.locator(`article[data-post-id="${post._id}"]`);

/** The head's hreflang alternates of the open page: language → address. */
const alternates = (page: Page) =>
  page.$$eval('head link[rel="alternate"][hreflang]', (links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  );
const metaContent = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).first().getAttribute('content');

interface FeedItem {
  title: string;
  link: string;
}
/** The items of a feed, read with the browser's XML parser (a malformed feed fails here). */
async function feed(page: Page, path: string): Promise<{ language: string; self: string; items: FeedItem[] }> {
  const text = await (await fetch(`${server.url}${path}`)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
    const channel = doc.querySelector('rss > channel')!;
    return {
      language: channel.querySelector(':scope > language')?.textContent ?? '',
      self: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? '',
      items: [...channel.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
      })),
    };
  }, text);
}

describe('the blog in three languages', () => {
  it('shows each language on /blog, the English text with lang="en" and its note where a translation is missing', async () => {
    for (const [lang, fullTitle, partialTitle] of [
      ['en', ENGLISH.title, ONLY_ENGLISH.title],
      ['de', GERMAN.title, ONLY_GERMAN.title],
      ['sw', SWAHILI.title, ONLY_ENGLISH.title],
    ] as const) {
      const opened = await openPage(browser, `${server.url}/blog?lang=${lang}`, PHONE);
      const { page } = opened;
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // A text in the page's language: no note, no lang of its own.
      await expect.poll(() => card(page, full).locator('[data-post-title]').textContent()).toBe(fullTitle);
      expect(await card(page, full).locator('[data-post-title]').getAttribute('lang')).toBeNull();
      expect(await card(page, full).locator('[data-content-lang]').count()).toBe(0);
      const partialCard = card(page, partial);
      expect(await partialCard.locator('[data-post-title]').textContent()).toBe(partialTitle);
      if (lang === 'sw') {
        expect(await partialCard.locator('[data-post-title]').getAttribute('lang')).toBe('en');
        expect(await partialCard.locator('[data-excerpt]').getAttribute('lang')).toBe('en');
        await expect.poll(() => partialCard.locator('[data-content-lang="en"]').textContent()).toBe('Kwa Kiingereza');
        expect(await partialCard.locator('[data-content-lang="en"]').isVisible()).toBe(true);
        await partialCard.scrollIntoViewIfNeeded();
        await shot(page, 'content-languages-blog-card-sw-390', false);
        // The Read More dialog shows the same text, marked the same way.
        await partialCard.locator('[data-read-more]').click();
        const dialog = page.locator('[data-blog-dialog][open]');
        await dialog.waitFor();
        expect(await dialog.locator('h2').getAttribute('lang')).toBe('en');
        expect(await dialog.locator('[data-post-content]').getAttribute('lang')).toBe('en');
        expect(await dialog.locator('[data-content-lang="en"]').textContent()).toBe('Kwa Kiingereza');
        await shot(page, 'content-languages-dialog-sw-390', false, 300);
      } else {
        expect(await partialCard.locator('[data-content-lang]').count()).toBe(0);
      }
      // The phone's page does not scroll sideways with the note in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await closePage(opened);
    }
  });

  it("shows the post's own page in each language it has, with hreflang, canonical and link previews to match", async () => {
    const opened = await openPage(browser, `${server.url}/blog/${full._id}?lang=de`, DESKTOP);
    const { page } = opened;
    const h1 = page.locator('h1');
    expect(await h1.textContent()).toBe(GERMAN.title);
    expect(await h1.getAttribute('lang')).toBeNull();
    expect(await page.locator('[data-post-content]').textContent()).toContain(GERMAN.content);
    expect(await page.locator('[data-content-lang]').count()).toBe(0);
    const path = `${server.url}/blog/${full._id}`;
    expect(await alternates(page)).toEqual({
      en: path,
      de: `${path}?lang=de`,
      sw: `${path}?lang=sw`,
      'x-default': path,
    });
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${path}?lang=de`);
    expect(await metaContent(page, 'og:title')).toBe(`${GERMAN.title} | Bright-Schulen`);
    expect(await metaContent(page, 'og:description')).toContain('Jede Klasse');
    expect(await metaContent(page, 'twitter:title')).toBe(`${GERMAN.title} | Bright-Schulen`);
    await closePage(opened);
  });

  it('shows the English text with its note on the Kiswahili page of a post without Kiswahili', async () => {
    const opened = await openPage(browser, `${server.url}/blog/${partial._id}?lang=sw`, PHONE);
    const { page } = opened;
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    const h1 = page.locator('h1');
    expect(await h1.textContent()).toBe(ONLY_ENGLISH.title);
    expect(await h1.getAttribute('lang')).toBe('en');
    expect(await page.locator('[data-post-content]').getAttribute('lang')).toBe('en');
    const note = page.locator('[data-byline] [data-content-lang="en"]');
    expect(await note.textContent()).toBe('Kwa Kiingereza');
    expect(await note.isVisible()).toBe(true);
    // The interface around it stays Kiswahili.
    expect(await page.getByRole('link', { name: 'Rudi kwenye blogu' }).count()).toBe(1);
    // Only the languages it has: no Kiswahili alternate; the canonical address is the English page.
    const path = `${server.url}/blog/${partial._id}`;
    expect(await alternates(page)).toEqual({ en: path, de: `${path}?lang=de`, 'x-default': path });
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(path);
    expect(await metaContent(page, 'og:title')).toMatch(new RegExp(`^${ONLY_ENGLISH.title} \\|`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'content-languages-post-sw-390', false);
    await closePage(opened);
  });

  it('lists the posts in the sitemap and in each feed only in the languages they have', async () => {
    const opened = await openPage(browser, `${server.url}/blog?lang=de`, DESKTOP);
    const { page } = opened;
    // The head names the three feeds, the page's language first.
    const feeds = await page.$$eval('head link[rel="alternate"][type="application/rss+xml"]', (links) =>
      links.map((l) => [l.getAttribute('href'), l.getAttribute('title')]),
    );
    expect(feeds).toEqual([
      ['/rss.xml?lang=de', 'Bright-Schulen: Blog (Deutsch)'],
      ['/rss.xml', 'Bright-Schulen: Blog (English)'],
      ['/rss.xml?lang=sw', 'Bright-Schulen: Blog (Kiswahili)'],
    ]);

    const english = await feed(page, '/rss.xml');
    const german = await feed(page, '/rss.xml?lang=de');
    const swahili = await feed(page, '/rss.xml?lang=sw');
    expect([english.language, german.language, swahili.language]).toEqual(['en', 'de', 'sw']);
    expect(swahili.self).toBe(`${server.url}/rss.xml?lang=sw`);
    const titles = (f: { items: FeedItem[] }) => f.items.map((i) => i.title);
    expect(titles(english)).toEqual(expect.arrayContaining([ENGLISH.title, ONLY_ENGLISH.title]));
    expect(titles(german)).toEqual(expect.arrayContaining([GERMAN.title, ONLY_GERMAN.title]));
    expect(titles(swahili)).toContain(SWAHILI.title);
    expect(titles(swahili)).not.toContain(ONLY_ENGLISH.title);
    expect(swahili.items.find((i) => i.title === SWAHILI.title)!.link).toBe(`${server.url}/blog/${full._id}?lang=sw`);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = (id: string) =>
      [...sitemap.matchAll(new RegExp(`<loc>([^<]*/blog/${id}[^<]*)</loc>`, 'g'))].map((m) => m[1]);
    const path = (id: string) => `${server.url}/blog/${id}`;
    expect(locs(full._id)).toEqual([path(full._id), `${path(full._id)}?lang=de`, `${path(full._id)}?lang=sw`]);
    expect(locs(partial._id)).toEqual([path(partial._id), `${path(partial._id)}?lang=de`]);
    expect(sitemap).not.toContain(`hreflang="sw" href="${path(partial._id)}?lang=sw"`);
    await closePage(opened);
  });

  it('shows a translation at once when it is saved, in its page, the sitemap and the feed', async () => {
    const address = `${server.url}/blog/${partial._id}?lang=sw`;
    const title = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(address)).text())?.[1];
    // Rendered (and kept) before the save...
    expect(await title()).toBe(ONLY_ENGLISH.title);
    expect(await title()).toBe(ONLY_ENGLISH.title);
    await api.send(`/api/blogs/${partial._id}`, { translations: JSON.stringify({ sw: LATER_SWAHILI }) }, 'PUT');
    // ...and the next visit shows the Kiswahili text.
    expect(await title()).toBe(LATER_SWAHILI.title);
    const opened = await openPage(browser, address, PHONE);
    expect(await opened.page.locator('h1').getAttribute('lang')).toBeNull();
    expect(await opened.page.locator('[data-content-lang]').count()).toBe(0);
    expect(Object.keys(await alternates(opened.page)).sort()).toEqual(['de', 'en', 'sw', 'x-default']);
    expect((await feed(opened.page, '/rss.xml?lang=sw')).items.map((i) => i.title)).toContain(LATER_SWAHILI.title);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(
      `<loc>${server.url}/blog/${partial._id}?lang=sw</loc>`,
    );
    await closePage(opened);
  });

  it('marks the translations outdated when the original is edited: the pages show the original with its note', async () => {
    const edited = await api.send<BlogPost & TranslationsField>(
      `/api/blogs/${full._id}?with=translations`,
      { title: `${ENGLISH.title}, with photos` },
      'PUT',
    );
    expect(edited.translations.de?.outdated).toBe(true);
    expect(edited.translations.sw?.outdated).toBe(true);
    expect(edited.outdatedTranslations).toEqual(['de', 'sw']);
    // Decision 029: the old German text is not shown as current; the English original is, marked as English.
    for (const [lang, size, note] of [
      ['de', PHONE, 'Auf Englisch'],
      ['sw', DESKTOP, 'Kwa Kiingereza'],
    ] as const) {
      const opened = await openPage(browser, `${server.url}/blog/${full._id}?lang=${lang}`, size);
      const h1 = opened.page.locator('h1');
      expect(await h1.textContent()).toBe(`${ENGLISH.title}, with photos`);
      expect(await h1.getAttribute('lang')).toBe('en');
      const shown = opened.page.locator('[data-content-lang="en"]').first();
      expect(await shown.textContent()).toBe(note);
      expect(await shown.isVisible()).toBe(true);
      await shot(opened.page, `outdated-translation-${lang}`);
      await closePage(opened);
    }
    const english = await openPage(browser, `${server.url}/blog/${full._id}`, PHONE);
    expect(await english.page.locator('h1').textContent()).toBe(`${ENGLISH.title}, with photos`);
    expect(await english.page.locator('[data-content-lang]').count()).toBe(0);
    await closePage(english);
  });
});

describe('other pages in the visitor language', () => {
  it("show the demo's translations, and the untranslated partner profile in English with its note", async () => {
    const home = await openPage(browser, `${server.url}/?lang=de`, PHONE);
    // The director's message has a German text in the demo: no note.
    expect(await home.page.locator('[data-director-message]').getAttribute('lang')).toBeNull();
    expect(await home.page.locator('[data-director] [data-content-lang]').count()).toBe(0);
    await closePage(home);

    // A school's page in Kiswahili: the demo's Kiswahili text, and its link preview made of it.
    const [school] = (await (
      await fetch(`${server.url}/api/brightSchoolDetails?lang=sw`)
    ).json()) as Localized<SchoolDetail>[];
    expect(school!.lang).toBe('sw');
    const schoolPage = await openPage(browser, `${server.url}/schooldetails/${school!._id}?lang=sw`, PHONE);
    expect(await schoolPage.page.locator('#school-about ~ p').first().textContent()).toBe(school!.description);
    expect(await schoolPage.page.locator('[data-content-lang]').count()).toBe(0);
    expect(await metaContent(schoolPage.page, 'og:description')).toBe(
      school!.description.replace(/\s+/g, ' ').slice(0, 160),
    );
    expect(Object.keys(await alternates(schoolPage.page)).sort()).toEqual(['de', 'en', 'sw', 'x-default']);
    await closePage(schoolPage);

    const partner = await openPage(browser, `${server.url}/PartnerClientView?lang=de`, PHONE);
    const note = partner.page.locator('header [data-content-lang="en"]');
    expect(await note.textContent()).toBe('Auf Englisch');
    expect(await partner.page.locator('#partner-about + p, #partner-about ~ p').first().getAttribute('lang')).toBe(
      'en',
    );
    expect(await partner.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(partner.page, 'content-languages-partner-de-390', false);
    await closePage(partner);
  });
});
