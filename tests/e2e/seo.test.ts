// Site plumbing for crawlers, feed readers and metered phones: sitemap.xml, robots.txt, the blog's RSS
// feed, and Brotli-compressed pages and scripts.
import { describe, expect } from 'vitest';
import { PHONE, newPage, type RunningServer, startServer, openPage, wakeLeanPage } from './harness.ts';
import { it, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes.ts';
import { PUBLIC_PAGES } from '../../app/routes/seo/site-map-data.ts';
import type { BlogPost, SchoolDetail } from '../../common/api-types.ts';
import { nth, present } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
let xmlPage: Page;
test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  ({ page: xmlPage } = await newPage(browser));
});
test.afterAll(async () => {
  await xmlPage?.context().close();
});

interface ParsedUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

/** Parses with the browser's XML parser: a malformed file fails here as it would for a crawler. */
async function parseXml<T>(text: string, pick: 'sitemap' | 'rss'): Promise<T> {
  return xmlPage.evaluate(
    ([source, kind]) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      if (kind === 'sitemap') {
        const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        const XHTML = 'http://www.w3.org/1999/xhtml';
        if (doc.documentElement.namespaceURI !== SM || doc.documentElement.localName !== 'urlset')
          throw new Error('not a urlset');
        return [...doc.getElementsByTagNameNS(SM, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
              l.getAttribute('hreflang'),
              l.getAttribute('href'),
            ]),
          ),
        }));
      }
      const channel = doc.querySelector('rss > channel');
      if (doc.documentElement.getAttribute('version') !== '2.0' || !channel) throw new Error('not RSS 2.0');
      const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
      return {
        title: text(channel, 'title'),
        link: text(channel, 'link'),
        language: text(channel, 'language'),
        self: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
        items: [...channel.getElementsByTagName('item')].map((item) => ({
          title: text(item, 'title'),
          link: text(item, 'link'),
          guid: text(item, 'guid'),
          pubDate: text(item, 'pubDate'),
          creator: item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent ?? null,
          description: text(item, 'description'),
        })),
      };
    },
    [text, pick] as const,
  ) as Promise<T>;
}

interface Feed {
  title: string;
  link: string;
  language: string;
  self: string;
  items: { title: string; link: string; guid: string; pubDate: string; creator: string | null; description: string }[];
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
const unescapeHtml = (html: string) => html.replace(/&(?:lt|gt|quot|apos|amp);/g, (e) => present(ENTITIES[e], e));

/** The public pages of the route table without an id in their path (those are listed per record). */
function staticPublicPaths(): string[] {
  const out: string[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const e of entries) {
      if (e.file.startsWith('routes/admin') || e.file.startsWith('routes/seo')) continue;
      const path = e.index ? prefix || '/' : e.path !== undefined ? `${prefix}/${e.path}` : prefix;
      if (e.children) walk(e.children, e.path !== undefined ? path : prefix);
      else out.push(path);
    }
  };
  walk(routes, '');
  // Not pages of their own: the records' pages are listed per record, the sign-in address opens a dialog,
  // and the page of an e-mailed password link is for its one reader (noindex), not for search engines.
  return out.filter((p) => !p.includes(':') && p !== '/*' && p !== '/loginPage' && p !== '/reset-password');
}

describe('sitemap.xml', () => {
  it('lists every public page of the route table, each post and each school, in all three languages', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = await parseXml<ParsedUrl[]>(await res.text(), 'sitemap');

    expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual(staticPublicPaths().sort());

    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as BlogPost[];
    const schools = (await (await fetch(`${server.url}/api/brightSchoolDetails`)).json()) as SchoolDetail[];
    expect(posts.length).toBeGreaterThan(0);
    expect(schools.length).toBeGreaterThan(0);
    const expected = [
      ...PUBLIC_PAGES.map((p) => ({ path: p.path, lastmod: undefined as string | undefined })),
      ...posts.map((p) => ({ path: `/blog/${p._id}`, lastmod: p.updatedAt })),
      ...schools.map((s) => ({ path: `/schooldetails/${s._id}`, lastmod: s.updatedAt })),
    ];
    expect(urls).toHaveLength(expected.length * 3);

    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const { path, lastmod } of expected) {
      const alternates = {
        en: `${server.url}${path}`,
        de: `${server.url}${path}?lang=de`,
        sw: `${server.url}${path}?lang=sw`,
        'x-default': `${server.url}${path}`,
      };
      for (const loc of [`${server.url}${path}`, `${server.url}${path}?lang=de`, `${server.url}${path}?lang=sw`]) {
        const entry = byLoc.get(loc);
        expect(entry, loc).toBeDefined();
        expect(entry!.alternates).toEqual(alternates);
        if (lastmod) expect(entry!.lastmod).toBe(lastmod);
        else if (entry!.lastmod) expect(Number.isNaN(Date.parse(entry!.lastmod))).toBe(false);
      }
    }
    // The blog index changes with its newest post.
    const newestPost = posts
      .map((p) => p.updatedAt)
      .sort()
      .at(-1);
    expect(byLoc.get(`${server.url}/blog`)!.lastmod).toBe(newestPost);
  });

  it('names only addresses that answer with a page', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    const urls = await parseXml<ParsedUrl[]>(await res.text(), 'sitemap');
    for (const { loc } of urls.filter((u) => !u.loc.includes('?'))) {
      const page = await fetch(loc);
      expect(page.status, loc).toBe(200);
      expect(page.headers.get('content-type'), loc).toMatch(/^text\/html/);
      await page.arrayBuffer();
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('rss.xml', () => {
  it('is an RSS 2.0 feed of the blog, newest first, each item linking to its post', async () => {
    const res = await fetch(`${server.url}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const feed = await parseXml<Feed>(await res.text(), 'rss');
    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as BlogPost[];
    const newestFirst = [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 30);

    expect(feed.title).toBe('Bright Schools: Blog');
    expect(feed.link).toBe(`${server.url}/blog`);
    expect(feed.language).toBe('en');
    expect(feed.self).toBe(`${server.url}/rss.xml`);
    expect(feed.items.map((i) => i.title)).toEqual(newestFirst.map((p) => p.title));
    feed.items.forEach((item, n) => {
      const post = nth(newestFirst, n);
      expect(item.link).toBe(`${server.url}/blog/${post._id}`);
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate).toISOString()).toBe(
        new Date(post.createdAt).toISOString().replace(/\.\d+Z$/, '.000Z'),
      );
      expect(item.creator).toBe(post.author);
      // The description is HTML (escaped in the XML): the picture and the start of the text.
      expect(unescapeHtml(item.description)).toContain(post.content.replace(/\s+/g, ' ').trim().slice(0, 40));
      if (post.image) expect(item.description).toMatch(new RegExp(`<img src="${server.url}/uploads/`));
    });

    // Every item opens its post's own page.
    const first = await fetch(nth(feed.items, 0).link);
    expect(first.status).toBe(200);
  });

  it('speaks the chosen language', async () => {
    const feed = await parseXml<Feed>(await (await fetch(`${server.url}/rss.xml?lang=de`)).text(), 'rss');
    expect(feed.language).toBe('de');
    expect(feed.title).toBe('Bright-Schulen: Blog');
  });

  it('is announced in the head of the pages, one feed per language, the page language first', async () => {
    const { page, context } = await openPage(browser, `${server.url}/`, PHONE);
    const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    const hrefs = await feeds.evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(hrefs.map((href) => new URL(href, server.url).href)).toEqual([
      `${server.url}/rss.xml`,
      `${server.url}/rss.xml?lang=de`,
      `${server.url}/rss.xml?lang=sw`,
    ]);
    await context.close();
  });
});

describe('PUBLIC_URL', () => {
  it('makes every absolute address in sitemap, robots and feed, also with an empty site', async () => {
    const other = await startServer({ content: 'empty', env: { PUBLIC_URL: 'https://bright.example/' } });
    try {
      const robots = await (await fetch(`${other.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://bright.example/sitemap.xml');
      const urls = await parseXml<ParsedUrl[]>(await (await fetch(`${other.url}/sitemap.xml`)).text(), 'sitemap');
      expect(urls).toHaveLength(PUBLIC_PAGES.length * 3);
      for (const u of urls) {
        expect(u.loc.startsWith('https://bright.example/')).toBe(true);
        for (const href of Object.values(u.alternates)) expect(href.startsWith('https://bright.example/')).toBe(true);
      }
      const feed = await parseXml<Feed>(await (await fetch(`${other.url}/rss.xml`)).text(), 'rss');
      expect(feed.link).toBe('https://bright.example/blog');
      expect(feed.self).toBe('https://bright.example/rss.xml');
      expect(feed.items).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});

describe('compression', () => {
  it('sends the home page and its scripts Brotli-compressed, images and fonts as they are', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const seen: { url: string; type: string; encoding: string | null; vary: string | null; size: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      pending.push(
        (async () => {
          const headers = await res.allHeaders();
          const type = res.request().resourceType();
          const size =
            type === 'script' || type === 'document' ? (await res.body().catch(() => Buffer.alloc(0))).length : 0;
          seen.push({
            url: res.url(),
            type,
            encoding: headers['content-encoding'] ?? null,
            vary: headers['vary'] ?? null,
            size,
          });
        })(),
      );
    });
    await page.goto(`${server.url}/`);
    // The home page is lean (docs/decisions/022): its script files come with a visitor's first reach.
    await wakeLeanPage(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const document = seen.find((r) => r.type === 'document');
    expect(document?.encoding).toBe('br');
    expect(document?.vary).toMatch(/Accept-Encoding/i);
    const scripts = seen.filter((r) => r.type === 'script' && r.url.includes('/assets/'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.size >= 1024).length).toBeGreaterThan(0);
    for (const s of scripts) {
      // Below 1 KB the saving would not pay for the work.
      expect(s.encoding, s.url).toBe(s.size >= 1024 ? 'br' : null);
      expect(s.vary, s.url).toMatch(/Accept-Encoding/i);
    }
    for (const r of seen.filter((r) => r.type === 'image' || r.type === 'font')) expect(r.encoding, r.url).toBeNull();
    await context.close();

    // The bytes decode to the same page a client without compression gets.
    const plain = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    const packed = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(await packed.text()).toBe(html); // fetch decodes Brotli
  });
});
