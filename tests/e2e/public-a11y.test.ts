// Every public page of the demo site, at phone and desktop width, in one sweep: axe-core finds no serious
// or critical WCAG 2.2 A/AA violation, the page does not scroll sideways, it hydrates without a mismatch,
// and nothing is logged as an error. Then every page's head tags (title, description, canonical address,
// Open Graph, Twitter card, hreflang alternates) as the server sends them, in all three languages.
// (Each page's own test file checks its states in depth; this one makes sure no page is left out.)
import { describe, expect } from 'vitest';
import { DESKTOP, newPage, type RunningServer, wakeLeanPage } from './harness.ts';
import { it, seriousAaViolations as seriousViolations, test, WIDTHS } from './fixtures.ts';
import type { Browser } from 'playwright-core';
import { publicPaths } from './public-paths.ts';

let server: RunningServer;
let browser: Browser;
let paths: string[] = [];

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  paths = await publicPaths(server.url);
});

describe.each(WIDTHS)('every public page at %s width', (_name, viewport) => {
  it('has no serious accessibility violation, no sideways scroll and no console error', async () => {
    const { page, errors, context } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      // A lean page too is checked hydrated: hydration must recover from nothing on every page.
      await wakeLeanPage(page);
      await page.waitForLoadState('networkidle');
      // React recovered from nothing: no server render the browser's first render disagreed with
      // (app/entry.client.tsx records them), no error caught by an error boundary.
      const recovered = await page.evaluate(() => (window as { __hydrationErrors?: string[] }).__hydrationErrors);
      if (!Array.isArray(recovered)) problems.push(`${path}: the page did not record hydration errors`);
      else for (const error of recovered) problems.push(`${path}: ${error}`);
      for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) problems.push(`${path}: page is ${width} px wide`);
    }
    // The unknown page answers 404, which the browser logs; everything else must be quiet.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    expect(problems).toEqual([]);
    // That page keeps the site's header and footer, says what happened and leads home.
    const res = await page.goto(`${server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found | Bright Schools');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('main').getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    await context.close();
  }, 180_000); // 15 pages with axe each: about 35 s on a quiet two-core machine
});

const SITE_NAME = { en: 'Bright Schools', de: 'Bright-Schulen', sw: 'Shule za Bright' } as const;
const OG_LOCALE = { en: 'en_GB', de: 'de_DE', sw: 'sw_TZ' } as const;
type Lang = keyof typeof SITE_NAME;
const LANGS = Object.keys(SITE_NAME) as Lang[];

interface HeadTags {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: (string | null)[];
  alternates: [string | null, string | null][];
  og: Record<string, string | null>;
  twitter: Record<string, string | null>;
}

describe('head tags', () => {
  it('give every page its title, description, canonical address, Open Graph and Twitter tags and hreflang alternates', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const origin = server.url;
    /** The address of a page in a language, as app/lib/meta.ts builds it. */
    const address = (path: string, lang: Lang) =>
      lang === 'en' ? `${origin}${path}` : `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
    // The pages, plus views that have their own address through the query (each its own canonical page).
    const views = [
      ...paths.filter((p) => p !== '/no-such-page'),
      '/blog?page=2',
      '/gallery?page=2',
      '/gallery?category=Sports',
      '/gallery?category=Class+Life',
    ];
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const images = new Set<string>();
    for (const path of views) {
      for (const lang of LANGS) {
        const url = address(path, lang);
        const res = await fetch(url);
        expect(res.status, url).toBe(200);
        const tags = await page.evaluate(
          (html): HeadTags => {
            const head = new DOMParser().parseFromString(html, 'text/html').head;
            const meta = (attr: string, value: string) =>
              head.querySelector(`meta[${attr}="${value}"]`)?.getAttribute('content') ?? null;
            const all = (prefix: string, attr: string) =>
              Object.fromEntries(
                [...head.querySelectorAll(`meta[${attr}^="${prefix}"]`)].map((m) => [
                  m.getAttribute(attr)!.slice(prefix.length),
                  m.getAttribute('content'),
                ]),
              );
            return {
              title: head.querySelector('title')?.textContent ?? '',
              description: meta('name', 'description'),
              robots: meta('name', 'robots'),
              canonical: [...head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
              alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
                l.getAttribute('hreflang'),
                l.getAttribute('href'),
              ]),
              og: all('og:', 'property'),
              twitter: all('twitter:', 'name'),
            };
          },
          await res.text(),
        );
        const where = `${path} (${lang})`;
        const want = (what: string, actual: unknown, expected: unknown) => {
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            problems.push(`${where}: ${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
        };
        if (!tags.title.endsWith(` | ${SITE_NAME[lang]}`) || tags.title.length <= SITE_NAME[lang].length + 3)
          problems.push(`${where}: title "${tags.title}"`);
        if (!tags.description?.trim()) problems.push(`${where}: no description`);
        want('robots', tags.robots, path === '/schooldetails' ? 'noindex' : null);
        want('canonical', tags.canonical, [url]);
        want('hreflang alternates', tags.alternates, [
          ['en', address(path, 'en')],
          ['de', address(path, 'de')],
          ['sw', address(path, 'sw')],
          ['x-default', address(path, 'en')],
        ]);
        want('og:title', tags.og.title, tags.title);
        want('og:description', tags.og.description, tags.description);
        want('og:url', tags.og.url, url);
        want('og:locale', tags.og.locale, OG_LOCALE[lang]);
        want('og:site_name', tags.og.site_name, SITE_NAME[lang]);
        want('twitter:card', tags.twitter.card, 'summary_large_image');
        want('twitter:title', tags.twitter.title, tags.title);
        want('twitter:image', tags.twitter.image, tags.og.image);
        if (!tags.og.image?.startsWith(`${origin}/`)) problems.push(`${where}: og:image ${tags.og.image}`);
        else images.add(tags.og.image);
        // Each page (not each view of a list) has its own title.
        const other = !path.includes('?') && titles.get(`${lang} ${tags.title}`);
        if (other) problems.push(`${where}: same title as ${other}`);
        if (!path.includes('?')) titles.set(`${lang} ${tags.title}`, path);
      }
    }
    expect(problems).toEqual([]);
    // Every preview picture is there.
    for (const image of images) {
      const res = await fetch(image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toMatch(/^image\//);
      await res.arrayBuffer();
    }

    // The unknown address: a title, noindex, and no canonical address (it is no page of the site).
    const html = await (await fetch(`${origin}/no-such-page`)).text();
    expect(html).toContain('<title>Page not found | Bright Schools</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toMatch(/rel="canonical"/);
    await context.close();
  });
});
