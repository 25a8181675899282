// Lean public pages (issue 12, docs/decisions/022): the routes of app/islands/lean-routes.ts load no script at
// all until a visitor reaches for one of their interactive parts, and then every part works as on a hydrated
// page: the header's menus (mouse and keyboard), the phone drawer, Login, a like heart, the footer form, the
// blog list's Read More dialog, the galleries' lightbox, About's marquee Pause, the contact form. A press that
// comes before the page has hydrated is not lost. These tests open pages without the harness's
// wake-up (harness.ts does it for every other test), as a visitor gets them.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { BlogPost, GalleryItem, SchoolDetail } from '../../common/api-types.ts';
import { nth, present } from '../helpers/nth.ts';
import { it, test } from './fixtures.ts';
import { DESKTOP, PHONE, fontsCached, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let schools: SchoolDetail[];
let gallery: GalleryItem[];
let leanPaths: string[];

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  const [posts, list, pictures] = await Promise.all([
    fetch(`${server.url}/api/blogs`).then((r) => r.json() as Promise<BlogPost[]>),
    fetch(`${server.url}/api/brightSchoolDetails`).then((r) => r.json() as Promise<SchoolDetail[]>),
    fetch(`${server.url}/api/gallery`).then((r) => r.json() as Promise<GalleryItem[]>),
  ]);
  [schools, gallery] = [list, pictures];
  leanPaths = [
    `/blog/${posts[0]!._id}`,
    `/schooldetails/${schools[0]!._id}`,
    '/PartnerClientView',
    '/resource/JoiningForm',
    '/resource/curriculum',
    '/blog',
    '/gallery',
    '/resource/transports',
    '/resource/library',
    '/resource/computer-lab',
    '/contact',
    '/about',
  ];
});

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  scripts: string[];
}

/** A fresh page at `url` as a visitor gets it (no wake-up), with the scripts it requested and its errors. */
async function visit(url: string, viewport = DESKTOP): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(server.url + url, { waitUntil: 'load' });
  return { context, page, errors, scripts };
}

async function close({ context, errors }: Visit): Promise<void> {
  expect(errors).toEqual([]);
  await context.close();
}

/** What the held pictures' test records in the page (see there). */
interface Watch {
  frames: { held: boolean; sizes: string }[];
  released: number;
  /** Each layout shift: its time, and what moved from where to where. */
  shifts: string[];
  unnamed: number;
}

/** Holds the page's scripts back until the returned function is called (a slow phone, made certain). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('a lean page before anyone reaches for a button', () => {
  it('loads no script at all, keeps its font, and has working links', async () => {
    for (const path of leanPaths) {
      const v = await visit(path);
      // Time for anything that would start after the load event and the first paint (fonts, scripts).
      await fontsCached(v.page);
      await v.page.waitForTimeout(500);
      expect(v.scripts, path).toEqual([]);
      // Roboto's files are asked for only after the page's largest picture or text has been painted, into the
      // cache: the page keeps the font it was drawn with (no style sheet of fonts, no face in the document).
      const order = await v.page.evaluate(
        () =>
          new Promise<{ largest: number; files: number[]; sheets: number; faces: number }>((resolve) => {
            new PerformanceObserver((list) => {
              const resources = performance.getEntriesByType('resource');
              resolve({
                largest: list.getEntries().at(-1)?.startTime ?? NaN,
                files: resources.filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime),
                sheets: resources.filter((r) => r.name.includes('/assets/fonts-')).length,
                faces: document.fonts.size,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(order.files.length, `${path}: Roboto's three Latin files were asked for`).toBe(3);
      for (const file of order.files) expect(file, path).toBeGreaterThan(order.largest);
      expect(order.sheets, path).toBe(0);
      expect(order.faces, path).toBe(0);
      expect(await v.page.locator('link[rel="modulepreload"]').count(), path).toBe(0);
      expect(await isHydrated(v.page), path).toBe(false);
      // Served lean (its one inline script), not with React Router's scripts started later, and without the
      // route data that only hydration reads.
      expect(await v.page.evaluate(() => '__wakeLeanPage' in window), path).toBe(true);
      expect(await v.page.evaluate(() => '__reactRouterContext' in window), path).toBe(false);
      // Its content is all there (server HTML), and the header's links are plain links.
      expect(await v.page.getByRole('heading', { level: 1 }).count(), path).toBeGreaterThan(0);
      expect(await mainNav(v.page).getByRole('link', { name: 'Blog' }).getAttribute('href'), path).toBe('/blog');
      await close(v);
    }
  });

  it('asks for the fonts only once a slow picture of the first screen has been drawn', async () => {
    // A lazy picture does not hold the load event back: a school's other photos, slow to arrive, are drawn
    // after it (and at this width one of them is the largest paint). The fonts wait for them.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Every picture but the main one (the first photo, preloaded) arrives 700 ms late.
    const main = new Set(schools[0]!.image1Variants?.sources.map((s) => new URL(s.url, server.url).pathname));
    expect(main.size).toBeGreaterThan(0);
    await page.route('**/uploads/*', async (route) => {
      if (main.has(new URL(route.request().url()).pathname)) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${server.url}/schooldetails/${schools[0]!._id}`, { waitUntil: 'load' });
    await fontsCached(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete),
    );
    await page.waitForTimeout(300);
    const order = await page.evaluate(
      () =>
        new Promise<{ largest: number; fonts: number; slowEnd: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const fonts = resources.find((r) => r.name.endsWith('.woff2'));
            // The first screen's pictures (the head of school's, further down, is delayed too but not waited for).
            const onScreen = new Set(
              Array.from(document.images)
                .filter((img) => img.getBoundingClientRect().top < innerHeight)
                .map((img) => img.currentSrc),
            );
            const pictures = resources.filter((r) => r.initiatorType === 'img' && onScreen.has(r.name));
            resolve({
              largest: list.getEntries().at(-1)?.startTime ?? NaN,
              fonts: fonts?.startTime ?? NaN,
              slowEnd: Math.max(...pictures.map((r) => r.responseEnd)),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // The slow pictures did arrive after the load event's time (so the test exercises the wait) ...
    const loadEvent = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(order.slowEnd).toBeGreaterThan(loadEvent + 300);
    // ... and the fonts were asked for after they, and the largest paint, were drawn.
    expect(order.fonts).toBeGreaterThan(order.slowEnd);
    expect(order.fonts).toBeGreaterThan(order.largest);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('gives a later page Roboto from its first layout, once a first one has cached the files', async () => {
    const v = await visit('/about', PHONE);
    await fontsCached(v.page);
    const fontOf = async (selector: string) => {
      const cdp = await v.context.newCDPSession(v.page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      await cdp.detach();
      return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
    };
    // The first page keeps the device's font (this machine has no Roboto of its own).
    expect(await fontOf('h1')).not.toContain('Roboto (web font)');
    const files: string[] = [];
    v.page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) files.push(r.url());
    });
    await v.page.goto(`${server.url}/blog`, { waitUntil: 'load' });
    expect(await v.page.locator('head > style[data-fonts]').count()).toBe(1);
    expect(await v.page.locator('link[data-fonts]').count()).toBe(0);
    // The faces are the document's from its first layout, and loaded. (Whether the text is drawn in them depends
    // on the file coming within font-display: optional's 100 ms: from the cache it usually does, on a busy
    // machine not always (seen in CI), and then the page keeps the device's font.)
    const faces = await v.page.evaluate(async () => {
      await document.fonts.load('400 16px Roboto');
      return [...document.fonts].map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`);
    });
    expect(faces).toContain('Roboto 400 loaded');
    expect(faces.filter((face) => face.startsWith('Roboto '))).toHaveLength(3);
    // Nothing moved when the faces were applied: they were there for the first layout.
    const moved = await v.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(moved).toBe(0);
    // The faces' files came from the cache the first page filled (nothing transferred).
    const transferred = await v.page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.name.endsWith('.woff2'))
        .map((r) => r.transferSize),
    );
    expect(transferred.length).toBeGreaterThan(0);
    expect(transferred.every((bytes) => bytes === 0)).toBe(true);
    expect(files.every((url) => url.includes('/assets/roboto-latin-'))).toBe(true);
    await close(v);
  });

  it('follows a header link and switches the language as ordinary page loads, with no script', async () => {
    const v = await visit('/PartnerClientView');
    await mainNav(v.page).getByRole('link', { name: 'Blog' }).click();
    await v.page.waitForURL(`${server.url}/blog`);
    await v.page.goBack();
    await v.page.waitForURL(`${server.url}/PartnerClientView`);
    await v.page.waitForTimeout(300);
    v.scripts.length = 0;
    // The header's switch: a link the server answers in German. (Clicking a link reaches for no button.)
    await v.page.getByRole('banner').getByRole('link', { name: 'DE', exact: true }).click();
    await v.page.waitForURL(/lang=de/);
    await v.page.waitForLoadState('load');
    await v.page.waitForTimeout(500);
    expect(await v.page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(v.scripts).toEqual([]);
    await close(v);
  });
});

describe("a lean page's route data", () => {
  it('comes at the first reach, for the page and its language, and the page hydrates as served', async () => {
    const v = await visit('/PartnerClientView?lang=de');
    const data: { url: string; status: number; type: string | undefined }[] = [];
    v.page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/__page-data')
        data.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] });
    });
    const served = await v.page.locator('main').innerHTML();
    const token = await v.page.locator('script[data-route-data]').getAttribute('data-route-data');
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(data).toEqual([]);
    await v.page.getByRole('banner').getByRole('button', { name: 'Schulen', exact: true }).hover();
    await v.page.locator('html[data-awake]').waitFor({ state: 'attached' });
    expect(data).toEqual([
      {
        // The page's address, its language and its render's token.
        url: `${server.url}/__page-data?page=${encodeURIComponent('/PartnerClientView?lang=de')}&lang=de&v=${token}`,
        status: 200,
        type: 'text/javascript; charset=utf-8',
      },
    ]);
    // Hydrated from the same data as the server's render: no mismatch (which logs an error and draws the
    // page again), the German texts kept, and the header's menu works.
    expect(await v.page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await v.page.locator('main').innerHTML()).toBe(served);
    // The whole style sheets were enabled and had loaded before hydration drew anything the server did not.
    expect(await v.page.locator('style[data-partial]').count()).toBeGreaterThan(0);
    expect(
      await v.page.evaluate(() =>
        [...document.querySelectorAll('style[data-partial] + link')].map((link) => {
          const sheet = (link as HTMLLinkElement).sheet;
          return !link.hasAttribute('disabled') && !!sheet && sheet.cssRules.length > 0;
        }),
      ),
    ).not.toContain(false);
    await v.page.getByRole('banner').getByRole('button', { name: 'Schulen', exact: true }).click();
    await v.page.getByRole('menu').waitFor();
    await close(v);
  });

  it('waits for the whole style sheets before hydrating; should one fail, the page stays as served', async () => {
    // Held back for a moment: the page must not hydrate (and draw a dialog) before its rules are there.
    const slow = await visit('/PartnerClientView');
    let release = () => {};
    await slow.page.route('**/assets/site-*.css', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await slow.page.evaluate(() => window.__wakeLeanPage?.());
    await slow.page.waitForTimeout(1500);
    expect(await isHydrated(slow.page)).toBe(false);
    release();
    await slow.page.locator('html[data-awake]').waitFor({ state: 'attached' });
    await close(slow);
    // Failing: Login pressed before the wake-up ended is followed as a link, as without scripts.
    const failing = await visit('/PartnerClientView');
    await failing.page.route('**/assets/site-*.css', (route) => route.abort());
    await failing.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await failing.page.waitForURL(`${server.url}/loginPage`);
    expect(failing.errors.join('\n')).toContain('could not load its scripts');
    await failing.context.close();
  });

  it('is answered only for a lean page of this site: the render the visitor has, else the page now', async () => {
    const data = (query: string) => fetch(`${server.url}/__page-data?${query}`);
    const page = (path: string) => `page=${encodeURIComponent(path)}`;
    const answer = await data(page('/blog'));
    expect(answer.status).toBe(200);
    const blog = await answer.text();
    expect(blog).toMatch(/^window\.__reactRouterContext = [\s\S]*\.close\(\);$/);
    expect((await fetch(`${server.url}/__page-data?${page('/blog')}`, { method: 'HEAD' })).status).toBe(200);
    // The render's token (in the page) names its data, whatever else the address says.
    const partnerDe = await fetch(`${server.url}/PartnerClientView`, { headers: { cookie: 'lang=de' } });
    const token = /<script data-route-data="([\w-]+)"><\/script>/.exec(await partnerDe.text())?.[1];
    expect(token).toBeDefined();
    const byToken = await (await data(`${page('/blog')}&v=${token}`)).text();
    expect(byToken).not.toBe(blog);
    // Without a token it knows, the page now, in the language asked for (not the visitor's cookie's).
    const byLang = await fetch(`${server.url}/__page-data?${page('/PartnerClientView')}&lang=de&v=unknown`, {
      headers: { cookie: 'lang=sw' },
    });
    expect(await byLang.text()).toBe(byToken);
    for (const bad of [
      '',
      'blog',
      '//',
      '//[',
      '//evil.example/blog',
      '/\\evil.example/blog',
      'https://evil.example/',
      `/${'a'.repeat(3000)}`,
    ])
      expect((await data(page(bad))).status, bad).toBe(400);
    // Pages that carry their own data (the back office, a page that does not exist), and what is not a page.
    for (const path of ['/admin/dashboard', '/no-such-page', '/api/blogs', '/gallery?image=1'])
      expect((await data(page(path))).status, path).toBe(404);
  });
});

describe('the header on a lean page', () => {
  it('opens the Academics menu with the down arrow pressed before the page has hydrated, then by mouse', async () => {
    const v = await visit('/resource/JoiningForm');
    const academics = mainNav(v.page).getByRole('button', { name: 'Academics' });
    // Focus (a reach) and the key at once: the key is held until the page has hydrated, then pressed.
    await academics.focus();
    await v.page.keyboard.press('ArrowDown');
    const menu = v.page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusedText(v.page)).toBe(schools[0]!.schoolName);
    expect(await isHydrated(v.page)).toBe(true);
    expect(v.scripts.length).toBeGreaterThan(0);
    await v.page.keyboard.press('ArrowDown');
    expect(await focusedText(v.page)).toBe(schools[1]!.schoolName);
    await v.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => academics.evaluate((el) => el === document.activeElement)).toBe(true);

    await mainNav(v.page).getByRole('button', { name: 'Resources' }).click();
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').first().textContent()).toBe('Transports');
    await v.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await close(v);
  });

  it('opens the menu with Enter on a button the keyboard reached', async () => {
    const v = await visit(`/schooldetails/${schools[0]!._id}`);
    await mainNav(v.page).getByRole('button', { name: 'Resources' }).focus();
    await v.page.keyboard.press('Enter');
    await v.page.getByRole('menu').waitFor();
    await expect.poll(() => focusedText(v.page)).toBe('Transports');
    await close(v);
  });

  it('opens the login dialog over the page with the first click, and Escape goes back', async () => {
    const v = await visit('/PartnerClientView');
    await v.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = v.page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/loginPage');
    await v.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(v.page.url()).pathname).toBe('/PartnerClientView');
    await close(v);
  });

  it('opens the phone menu drawer by keyboard', async () => {
    const v = await visit('/resource/curriculum', PHONE);
    await v.page.getByRole('button', { name: 'Open menu' }).focus();
    await v.page.keyboard.press('Enter');
    const drawer = v.page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'Home' }).waitFor();
    await v.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await close(v);
  });
});

describe('the scroll of a lean page', () => {
  /** What a visitor's first reach does (harness.ts's wake-up): hydration, every button and field run by React. */
  const wake = async (page: Page) => {
    await page.evaluate(() => (window as { __wakeLeanPage?: () => void }).__wakeLeanPage?.());
    await page.locator('html[data-awake]').waitFor({ state: 'attached' });
  };
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('is restored by the browser on a reload, and the wake-up after it does not scroll back', async () => {
    const v = await visit('/blog', PHONE);
    // Before a reach, React Router's scroll script has not run: the entry has no key yet.
    expect(await v.page.evaluate(() => history.state)).toBeNull();
    await wake(v.page);
    const key = await v.page.evaluate(() => (history.state as { key?: string } | null)?.key);
    expect(key).toEqual(expect.any(String));
    await v.page.evaluate(() => window.scrollTo(0, 900));
    // The router stores the position at page-hide and gives the entry back to the browser ("auto").
    await v.page.reload({ waitUntil: 'load' });
    await expect.poll(() => scrollY(v.page)).toBe(900);
    expect(await v.page.evaluate(() => history.scrollRestoration)).toBe('auto');
    expect(await isHydrated(v.page)).toBe(false);
    // The visitor reads on, then reaches for a button: hydration keeps them where they are.
    await v.page.evaluate(() => window.scrollTo(0, 1500));
    await wake(v.page);
    await v.page.waitForTimeout(300);
    expect(await scrollY(v.page)).toBe(1500);
    expect(await v.page.evaluate(() => (history.state as { key?: string } | null)?.key)).toBe(key);
    await close(v);
  });
});

describe('the back office on a public page', () => {
  /**
   * The build's modules of the back office's routes (from React Router's manifest of the build). The chunks
   * they import are shared with the public side where it uses the same parts (the Login dialog's MUI dialog
   * and two-step sign-in), so a route's own module is what "the admin's code" means here.
   */
  async function backOfficeModules(): Promise<string[]> {
    const dir = path.resolve('build/client/assets');
    const names = await fs.readdir(dir);
    const file = present(
      names.find((name) => /^manifest-.*\.js$/.test(name)),
      'the build manifest',
    );
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    const manifest = JSON.parse(text.slice(text.indexOf('{')).replace(/;?\s*$/, '')) as {
      routes: Record<string, { id: string; module: string }>;
    };
    return Object.values(manifest.routes)
      .filter((route) => route.id.startsWith('routes/admin/'))
      .map((route) => route.module);
  }

  it('is not loaded when a public page wakes, nor when the Login dialog opens', async () => {
    const backOffice = await backOfficeModules();
    expect(backOffice.length).toBeGreaterThan(10);
    for (const url of ['/', leanPaths[0]!, '/about']) {
      const v = await visit(url);
      await v.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await v.page.getByRole('dialog', { name: 'Admin Login' }).waitFor();
      expect(v.scripts.length).toBeGreaterThan(0);
      expect(v.scripts.filter((script) => backOffice.includes(script))).toEqual([]);
      await close(v);
    }
  });
});

describe('other parts of a lean page', () => {
  it('likes a post with the first click', async () => {
    const v = await visit(leanPaths[0]!);
    const heart = v.page.locator('main .bs-like').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await close(v);
  });

  it('likes a post once when the heart is tapped twice before the scripts came, and shows that the tap waits', async () => {
    const v = await visit(leanPaths[0]!, PHONE);
    const release = await holdScripts(v.page);
    const heart = v.page.locator('main .bs-like').first();
    const waiting = () => v.page.evaluate(() => document.documentElement.hasAttribute('data-waking'));
    expect(await waiting()).toBe(false);
    await heart.click();
    await heart.click();
    expect(await isHydrated(v.page)).toBe(false);
    // The cue while the press waits: a busy pointer and a bar along the top of the screen.
    expect(await waiting()).toBe(true);
    expect(await heart.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
    const bar = () =>
      v.page.evaluate(() => {
        const style = getComputedStyle(document.body, '::after');
        return { position: style.position, height: style.height, top: style.top };
      });
    expect(await bar()).toEqual({ position: 'fixed', height: '4px', top: '0px' });
    release();
    await expect.poll(() => v.page.evaluate(() => document.documentElement.hasAttribute('data-awake'))).toBe(true);
    // Done again once, not twice (twice would undo the like), and the cue is gone.
    await v.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await waiting()).toBe(false);
    expect((await bar()).height).not.toBe('4px');
    await close(v);
  });

  it("checks the footer's form when Send is the first thing pressed", async () => {
    const v = await visit('/PartnerClientView');
    const form = v.page.getByRole('contentinfo').getByRole('region', { name: 'Contact Us' });
    const posted: string[] = [];
    v.page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(r.url());
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText('Name is required', { exact: true }).isVisible()).toBe(true);
    expect(posted).toEqual([]);
    expect(new URL(v.page.url()).pathname).toBe('/PartnerClientView');
    await close(v);
  });
});

describe('the blog list, the galleries, About and contact as lean pages', () => {
  const card = (page: Page, i: number) => page.locator('[data-blog-grid] article').nth(i);
  const focused = (page: Page, locator: ReturnType<Page['locator']>) =>
    locator.evaluate((el) => el === document.activeElement);

  it('opens Read More with the first click; Escape closes it and gives focus back', async () => {
    const v = await visit('/blog');
    const post = card(v.page, 1);
    const id = await post.getAttribute('data-post-id');
    const title = (await post.locator('[data-post-title]').textContent()) ?? '';
    const readMore = post.locator('[data-read-more]');
    await readMore.click();
    const dialog = v.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await isHydrated(v.page)).toBe(true);
    // The dialog, not the post's page: the list stays, the address reads the post's.
    expect(new URL(v.page.url()).pathname).toBe(`/blog/${id}`);
    expect(await v.page.locator('[data-blog-grid]').count()).toBe(1);
    await expect.poll(() => v.page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await v.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(v.page, readMore)).toBe(true);
    expect(new URL(v.page.url()).pathname).toBe('/blog');
    await close(v);
  });

  it('leaves a Ctrl+click on Read More to the browser: the post in a new tab, the list as it was', async () => {
    const v = await visit('/blog');
    const readMore = card(v.page, 1).locator('[data-read-more]');
    const href = (await readMore.getAttribute('href'))!;
    const [tab] = await Promise.all([v.context.waitForEvent('page'), readMore.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForURL(`${server.url}${href}`);
    await v.page.locator('html[data-awake]').waitFor({ state: 'attached' });
    expect(new URL(v.page.url()).pathname).toBe('/blog');
    expect(await v.page.getByRole('dialog').count()).toBe(0);
    await close(v);
  });

  it('opens Read More by keyboard (Enter on the focused link), closes it with its Close button', async () => {
    const v = await visit('/blog', PHONE);
    const post = card(v.page, 0);
    const title = (await post.locator('[data-post-title]').textContent()) ?? '';
    const readMore = post.locator('[data-read-more]');
    await readMore.focus();
    await v.page.keyboard.press('Enter');
    const dialog = v.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    const closeButton = dialog.getByRole('button', { name: 'Close' }).first();
    await closeButton.focus();
    await v.page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(v.page, readMore)).toBe(true);
    await close(v);
  });

  it('likes a post of the list with the first click', async () => {
    const v = await visit('/blog');
    const heart = card(v.page, 2).locator('.bs-like');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(v.page.url()).pathname).toBe('/blog');
    await close(v);
  });

  it('opens the lightbox with the first click on a picture, steps with the arrows, Escape gives focus back', async () => {
    const v = await visit('/gallery');
    const titles = await v.page.locator('main figcaption').allTextContents();
    const opener = v.page.locator('main figure a').nth(1);
    await opener.click();
    const dialog = v.page.getByRole('dialog');
    await dialog.waitFor();
    // The lightbox, not the picture's file.
    expect(new URL(v.page.url()).pathname).toBe('/gallery');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(nth(titles, 1));
    await v.page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(nth(titles, 2));
    await v.page.keyboard.press('ArrowLeft');
    await v.page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(nth(titles, 0));
    await v.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(v.page, opener)).toBe(true);
    await close(v);
  });

  it('opens a picture of each resource gallery by keyboard (Enter on the focused picture)', async () => {
    for (const path of ['/resource/transports', '/resource/library', '/resource/computer-lab']) {
      const v = await visit(path, PHONE);
      const first = await v.page.locator('main figcaption').first().textContent();
      const opener = v.page.locator('main figure a').first();
      await opener.focus();
      await v.page.keyboard.press('Enter');
      const dialog = v.page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('heading').textContent(), { message: path }).toBe(first);
      expect(new URL(v.page.url()).pathname, path).toBe(path);
      await v.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(v.page, opener), { message: path }).toBe(true);
      await close(v);
    }
  });

  it('opens the picture of an address with ?image= by itself (that address keeps the usual scripts)', async () => {
    const picture = present(
      gallery.find((item) => item.category === 'Transports'),
      'a Transports picture',
    );
    const v = await visit(`/resource/transports?image=${picture._id}`);
    const dialog = v.page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(picture.title);
    expect(v.scripts.length).toBeGreaterThan(0);
    expect(await v.page.evaluate(() => '__wakeLeanPage' in window)).toBe(false);
    await close(v);
  });

  it("shows About's Pause button from the first paint; the first press pauses the strip, Enter plays it", async () => {
    const v = await visit('/about', PHONE);
    const strip = v.page.getByRole('region', { name: 'Parent testimonials' });
    const pause = strip.getByRole('button', { name: 'Pause' });
    expect(await pause.isVisible()).toBe(true);
    expect(await isHydrated(v.page)).toBe(false);
    const track = strip.locator('[data-marquee-track]');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await playState()).toBe('running');
    await pause.click();
    await v.page.mouse.move(0, 0);
    await expect.poll(playState).toBe('paused');
    const play = strip.getByRole('button', { name: 'Play' });
    await expect.poll(() => play.isVisible()).toBe(true);
    await play.focus();
    await v.page.keyboard.press('Enter');
    await expect.poll(playState).toBe('running');
    await close(v);
  });

  it("pauses About's strip at the first press while the scripts are still on their way; React then agrees", async () => {
    const v = await visit('/about', PHONE);
    const release = await holdScripts(v.page);
    const strip = v.page.getByRole('region', { name: 'Parent testimonials' });
    const track = strip.locator('[data-marquee-track]');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    // The strip, the button's name and its icon switch at each press, before any script has come.
    const press = async (name: string) => {
      await strip.getByRole('button', { name }).click();
      await v.page.mouse.move(0, 0);
    };
    const icon = () => strip.locator('.bs-marquee__controls svg').filter({ visible: true }).count();
    await press('Pause');
    expect(await playState()).toBe('paused');
    expect(await strip.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    expect(await icon()).toBe(1);
    await press('Play');
    expect(await playState()).toBe('running');
    await press('Pause');
    expect(await playState()).toBe('paused');
    expect(await isHydrated(v.page)).toBe(false);
    // No waiting cue: the press has done what it does.
    expect(await v.page.evaluate(() => document.documentElement.hasAttribute('data-waking'))).toBe(false);
    release();
    await expect.poll(() => v.page.evaluate(() => document.documentElement.hasAttribute('data-awake'))).toBe(true);
    // React has the same state: still paused, and its next press plays.
    expect(await playState()).toBe('paused');
    await press('Play');
    await expect.poll(playState).toBe('running');
    expect(await strip.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    expect(await icon()).toBe(1);
    await close(v);
  });

  it("keeps About's Pause working when the page's scripts fail to load", async () => {
    const v = await visit('/about', PHONE);
    await v.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const strip = v.page.getByRole('region', { name: 'Parent testimonials' });
    const track = strip.locator('[data-marquee-track]');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    // The page wakes (as at a reach), and its scripts fail (it says so on the console).
    await v.page.evaluate(() => (window as { __wakeLeanPage?: () => void }).__wakeLeanPage?.());
    await expect.poll(() => v.errors.some((e) => e.includes('could not load its scripts'))).toBe(true);
    v.errors.length = 0;
    await strip.getByRole('button', { name: 'Pause' }).click();
    await v.page.mouse.move(0, 0);
    expect(await playState()).toBe('paused');
    await strip.getByRole('button', { name: 'Play' }).click();
    await v.page.mouse.move(0, 0);
    expect(await playState()).toBe('running');
    await v.context.close();
  });

  it("hides About's Pause button when scripting is off (it could not work)", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/about`, { waitUntil: 'load' });
    const strip = page.getByRole('region', { name: 'Parent testimonials' });
    // In the page, not shown (and so not in the accessibility tree either).
    const pause = strip.getByRole('button', { name: 'Pause', includeHidden: true });
    expect(await pause.count()).toBe(1);
    expect(await pause.isVisible()).toBe(false);
    expect(await strip.locator('[data-marquee-track]').evaluate((el) => getComputedStyle(el).animationName)).not.toBe(
      'none',
    );
    await context.close();
  });

  /** The contact page as a visitor gets it, its scripts held back, and the POSTs it makes (path, body type). */
  async function openContact() {
    const v = await visit('/contact');
    const posted: string[] = [];
    v.page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(`${new URL(r.url()).pathname} ${r.headers()['content-type'] ?? ''}`);
    });
    return { v, main: v.page.locator('main'), posted, release: await holdScripts(v.page) };
  }

  it('sends the contact form typed in and sent before the page has hydrated', async () => {
    const { v, main, posted, release } = await openContact();
    // Focusing the first field wakes the page; all of this happens before its scripts have arrived.
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Lean Page Visitor');
    await main.getByRole('textbox', { name: 'Email' }).fill('lean.visitor@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Sent from a page that loaded no script at first.');
    await main.getByRole('button', { name: 'Send' }).click();
    expect(await isHydrated(v.page)).toBe(false);
    release();
    await expect.poll(() => main.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    // Sent by the page's script (JSON) with what was typed, not by the browser's form post and a redirect.
    expect(posted).toEqual(['/api/contact application/json']);
    expect(new URL(v.page.url()).search).toBe('');
    expect(await main.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    await close(v);
  });

  it('keeps the text typed before hydration when the visitor goes on typing after it', async () => {
    const { v, main, posted, release } = await openContact();
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Early Typist');
    release();
    await expect.poll(() => isHydrated(v.page)).toBe(true);
    await main.getByRole('textbox', { name: 'Email' }).fill('early.typist@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('The name was typed before the page had its scripts.');
    expect(await main.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Early Typist');
    await main.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => main.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    expect(posted).toEqual(['/api/contact application/json']);
    await close(v);
  });
});

describe('the first view of every public page', () => {
  /** The <head> of the page's HTML as the server sends it. */
  const headOf = async (path: string) => {
    const html = await fetch(server.url + path).then((r) => r.text());
    return html.slice(0, html.indexOf('</head>'));
  };

  it('has no style sheet that holds the first paint: the CSS is in the page, and applied', async () => {
    for (const path of new Set(['/', '/blog', '/gallery', '/about', '/contact', ...leanPaths])) {
      const head = await headOf(path);
      // Each style sheet's <link> stays for React's hydration, disabled: neither fetched nor holding the paint.
      const links = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(
        links.filter((link) => !/\sdisabled[\s/>]/.test(link)),
        path,
      ).toEqual([]);
      expect(head, path).toMatch(/<style data-href="\/assets\/[^"]+\.css"( data-partial="")?>/);
      // Styled from the HTML alone: no request for a style sheet before the load event.
      const sheets: string[] = [];
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') sheets.push(r.url());
      });
      await page.goto(server.url + path, { waitUntil: 'load' });
      expect(sheets, path).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
      await context.close();
    }
  });

  it('carries only the CSS rules its markup can use, and is drawn as the whole sheets draw it', async () => {
    /** Each element's box and the styles that show: what the page looks like, element by element. */
    const looks = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')].map((el) => {
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          const pseudo = ['::before', '::after'].map((which) => {
            const p = getComputedStyle(el, which);
            return [p.content, p.display, p.width, p.height, p.backgroundColor, p.border, p.transform].join(' ');
          });
          return [el.tagName, r.x, r.y, r.width, r.height, s.color, s.backgroundColor, s.font, s.display]
            .concat([s.visibility, s.opacity, s.boxShadow, s.border, s.borderRadius, s.textTransform, s.transform])
            .concat(pseudo)
            .join(' ');
        }),
      );
    for (const path of ['/', ...leanPaths]) {
      const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(server.url + path, { waitUntil: 'load' });
      await fontsCached(page);
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-partial]')].map((style) => ({
          href: style.getAttribute('data-href')!,
          used: style.textContent.length,
        })),
      );
      expect(sheets.length, path).toBeGreaterThan(0);
      const site = sheets.find((sheet) => sheet.href.includes('/site-'))!;
      const whole = await fetch(server.url + site.href).then((r) => r.text());
      // The site's sheet has the home page's sections: any other page needs well under half of it.
      if (path !== '/') expect(site.used, path).toBeLessThan(whole.length / 2);
      const partial = await looks(page);
      // The whole sheets, as the wake-up enables them (without waking the page).
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll('style[data-partial] + link[disabled]')].map(
            (link) =>
              new Promise((loaded) => {
                link.addEventListener('load', loaded);
                link.removeAttribute('disabled');
              }),
          ),
        ),
      );
      expect(await page.evaluate(() => document.styleSheets.length), path).toBeGreaterThan(sheets.length);
      expect(await looks(page), path).toEqual(partial);
      await context.close();
    }
  });

  it('is sent Brotli-compressed at once, and at the strongest setting once it is asked for again', async () => {
    // Raw bytes as sent (fetch would decompress them).
    const get = (path: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(server.url + path, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const path = `/about?compressed=${Date.now()}`;
    const first = await get(path);
    expect(first.encoding).toBe('br');
    const html = zlib.brotliDecompressSync(first.body).toString();
    expect(html).toContain('</html>');
    // The strongest setting's size (the page may be kept already: an unread query no longer makes a new page).
    const strongest = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }).length;
    await expect.poll(async () => (await get(path)).body.length).toBeLessThanOrEqual(Math.ceil(strongest * 1.02));
    const later = await get(path);
    expect(later.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(html);
  });

  it('asks for the largest picture of the first screen first: not lazy, fetchpriority high, preloaded', async () => {
    const pictured = ['/', `/schooldetails/${schools[0]!._id}`, leanPaths[0]!];
    for (const path of pictured) {
      const v = await visit(path, PHONE);
      // The element Chromium names for Largest Contentful Paint once the page has loaded and the picture is
      // drawn. Until the picture has been painted the largest element is the heading (seen on a busy machine):
      // the answer is the first entry that names a picture, or, 2 s after the load event and two frames, the
      // last entry, whatever it names.
      await v.page.waitForLoadState('load');
      const lcp = await v.page.evaluate(
        () =>
          new Promise<{ tag: string; priority: string | null; loading: string | null; src: string }>((resolve) => {
            let last: Element | null = null;
            const answer = () => {
              const img = last instanceof HTMLImageElement ? last : null;
              resolve({
                tag: last?.tagName ?? '',
                priority: img?.getAttribute('fetchpriority') ?? null,
                loading: img?.getAttribute('loading') ?? null,
                src: img?.currentSrc ?? '',
              });
            };
            new PerformanceObserver((list) => {
              last = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
              if (last instanceof HTMLImageElement) answer();
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            // Not a picture after everything has loaded and been drawn: that is the answer.
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(answer, 2000)));
          }),
      );
      expect(lcp.tag, path).toBe('IMG');
      expect(lcp.priority, path).toBe('high');
      expect(lcp.loading, path).not.toBe('lazy');
      // Found in <head>, before the body is parsed: a preload of the same picture.
      const head = await headOf(path);
      const file = new URL(lcp.src).pathname.split('/').at(-1)!;
      expect(head, path).toMatch(new RegExp(`<link rel="preload"[^>]*as="image"[^>]*${file.replace(/\./g, '\\.')}`));
      await close(v);
    }
  });

  it("asks for the first screen's other pictures at low priority, and preloads only the largest", async () => {
    const pages = ['/blog', '/gallery', `/schooldetails/${schools[0]!._id}`];
    for (const [path, viewport] of pages.flatMap((p) => [PHONE, DESKTOP].map((v) => [p, v] as const))) {
      const where = `${path} at ${viewport.width} px`;
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // Chromium's own priorities: a picture's first one, and any it raised it to (it raises a visible one).
      const cdp = await context.newCDPSession(page);
      const priorities = new Map<string, { url: string; priority: string }>();
      cdp.on('Network.requestWillBeSent', (e) =>
        priorities.set(e.requestId, { url: e.request.url, priority: e.request.initialPriority }),
      );
      cdp.on('Network.resourceChangedPriority', (e) => {
        const request = priorities.get(e.requestId);
        if (request) request.priority = e.newPriority;
      });
      await cdp.send('Network.enable');
      await page.goto(server.url + path, { waitUntil: 'load' });
      // Lazy pictures of the first screen may still be on their way after the load event.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main img[fetchpriority]')].every((img) => (img as HTMLImageElement).complete),
      );
      const pictures = await page.evaluate(() =>
        [...document.querySelectorAll('main img[fetchpriority]')]
          .filter((img) => img.getBoundingClientRect().top < innerHeight)
          .map((img) => ({
            src: (img as HTMLImageElement).currentSrc,
            priority: img.getAttribute('fetchpriority'),
          })),
      );
      // The pictures of the first screen the page gives a priority: the main one, and at least one more, low.
      expect(pictures.length, where).toBeGreaterThan(1);
      expect(pictures[0]!.priority, where).toBe('high');
      expect(
        pictures.slice(1).map((p) => p.priority),
        path,
      ).toEqual(pictures.slice(1).map(() => 'low'));
      const asked = (src: string) => [...priorities.values()].find((r) => r.url === src)?.priority;
      expect(asked(pictures[0]!.src), where).toMatch(/High/);
      for (const other of pictures.slice(1)) expect(asked(other.src), `${where} ${other.src}`).toBe('Low');
      // One picture preloaded: the main one.
      expect((await headOf(path)).match(/<link rel="preload"[^>]*as="image"/g), where).toHaveLength(1);
      await context.close();
    }
  });

  it('asks for its lazy pictures only once the main picture or text has been drawn, and nothing moves then', async () => {
    // (The gallery's pictures are links, which are not held: see below.)
    const pages = [`/schooldetails/${schools[0]!._id}`, '/PartnerClientView', '/blog', '/', '/gallery'];
    // (With a slowdown of 6, CPU throttling through CDP, this finds shifts still to remove: issue 40's report.)
    const visits = pages.flatMap((p) => [PHONE, DESKTOP].map((v) => [p, v, 1] as const));
    for (const [path, viewport, slowdown] of visits) {
      const where = `${path} at ${viewport.width} px${slowdown > 1 ? `, ${slowdown}x slower` : ''}`;
      expect(await headOf(path), where).toContain('data-hold-pictures');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      if (slowdown > 1)
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // At every frame: whether pictures are held, and the size of each lazy picture's frame (its parent);
      // when they were released; every layout shift; any picture hidden inside a control (it may be the
      // control's only name for a screen reader).
      await page.addInitScript(() => {
        const w = window as unknown as Watch;
        Object.assign(w, { frames: [], released: NaN, shifts: [], unnamed: 0 });
        const where = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          for (const shift of list.getEntries() as Shift[])
            w.shifts.push(
              `${Math.round(shift.startTime)} ms, ${shift.value.toFixed(4)}: ` +
                shift.sources
                  .map(({ node, previousRect, currentRect }) => {
                    const name = node instanceof Element ? `${node.localName}.${node.className}` : node?.nodeName;
                    return `${name} ${where(previousRect)} -> ${where(currentRect)}`;
                  })
                  .join('; '),
            );
        }).observe({ type: 'layout-shift', buffered: true });
        const frame = () => {
          const held = document.documentElement.hasAttribute('data-hold-pictures');
          if (!held && Number.isNaN(w.released)) w.released = performance.now();
          const frames = [...document.querySelectorAll('img[loading="lazy"]')].map((img) => {
            const box = img.parentElement!.getBoundingClientRect();
            // (Whole pixels: a moving strip's transform makes its boxes a few millionths wider or narrower.)
            return `${Math.round(box.width)}x${Math.round(box.height)}`;
          });
          w.frames.push({ held, sizes: frames.join() });
          const controls = 'a, button, label, summary, [role="button"], [role="link"]';
          // (Noted while held, counted if shown once released: some are hidden at this width anyway.)
          for (const img of document.querySelectorAll('img')) {
            if (!img.closest(controls)) continue;
            const hidden = getComputedStyle(img).display === 'none';
            if (held && hidden) img.dataset.hiddenWhileHeld = '';
            else if (!held && !hidden && img.dataset.hiddenWhileHeld === '') {
              delete img.dataset.hiddenWhileHeld;
              w.unnamed++;
            }
          }
          if (held || w.frames.filter((f) => !f.held).length < 10) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(server.url + path, { waitUntil: 'load' });
      // Released, and ten frames drawn since.
      await page.waitForFunction(() => (window as unknown as Watch).frames.filter((f) => !f.held).length >= 10);
      await page.waitForFunction(() =>
        [...document.images]
          .filter((img) => img.loading === 'lazy' && img.getBoundingClientRect().top < innerHeight)
          .every((img) => img.complete),
      );
      // Below the first screen, at least one held picture has arrived (its resource entry is written then): the
      // check below reads when they were asked for. (A loaded machine had them all still on their way.)
      if (path !== '/gallery')
        await page.waitForFunction(() => {
          const arrived = new Set(performance.getEntriesByType('resource').map((r) => r.name));
          const eager = new Set([...document.images].filter((i) => i.loading !== 'lazy').map((i) => i.currentSrc));
          const held = 'img[loading="lazy"]:not(a img, button img, [role="button"] img)';
          return [...document.querySelectorAll<HTMLImageElement>(held)].some(
            (img) => img.currentSrc && !eager.has(img.currentSrc) && arrived.has(img.currentSrc),
          );
        });
      const seen = await page.evaluate(
        () =>
          new Promise<{ drawn: number; lazy: { src: string; start: number }[]; watch: Watch }>((resolve) => {
            new PerformanceObserver((list) => {
              const paints = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              // The main picture's paint (a page without one: its largest text, drawn with the first paint).
              const main = paints.find((p) => p.element instanceof HTMLImageElement && p.element.loading !== 'lazy');
              const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
              const eager = new Set([...document.images].filter((i) => i.loading !== 'lazy').map((i) => i.currentSrc));
              const held = 'img[loading="lazy"]:not(a img, button img, [role="button"] img)';
              const lazy = [...document.querySelectorAll<HTMLImageElement>(held)]
                .filter((img) => !eager.has(img.currentSrc))
                .map((img) => resources.find((r) => r.initiatorType === 'img' && r.name === img.currentSrc))
                .filter((r) => r !== undefined)
                .map((r) => ({ src: r.name, start: r.startTime }));
              const { frames, released, shifts, unnamed } = window as unknown as Watch;
              resolve({ drawn: (main ?? paints[0]!).startTime, lazy, watch: { frames, released, shifts, unnamed } });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const { frames, released, shifts, unnamed } = seen.watch;
      expect(unnamed, where).toBe(0);
      expect(shifts, where).toEqual([]);
      // Held, then shown: each picture's frame kept its size.
      const first = frames.findIndex((f) => !f.held);
      expect(first, where).toBeGreaterThan(0);
      expect(frames[first]!.sizes, where).toBe(frames[first - 1]!.sizes);
      expect(frames[first + 1]!.sizes, where).toBe(frames[first - 1]!.sizes);
      if (path === '/gallery') {
        await context.close();
        continue;
      }
      // Released by the paint (not the 3 s backstop: at this machine's speed), and no held picture was asked
      // for before it.
      if (slowdown === 1) expect(released - seen.drawn, where).toBeLessThan(1500);
      expect(seen.lazy.length, `${where}: lazy pictures asked for`).toBeGreaterThan(0);
      for (const picture of seen.lazy) expect(picture.start, `${where} ${picture.src}`).toBeGreaterThan(seen.drawn);
      await context.close();
    }
  });

  it('shows its lazy pictures without scripts, at the first scroll, and after 3 s with the main one stalled', async () => {
    const path = `/schooldetails/${schools[0]!._id}`;
    const shown = (page: Page) =>
      page.waitForFunction(() => {
        const lazy = [...document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')].filter(
          (img) => img.getBoundingClientRect().top < innerHeight,
        );
        return lazy.length > 0 && lazy.every((img) => img.complete && img.naturalWidth > 0);
      });
    // Without scripts (the school's other photos are on the first screen at this width).
    const off = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const offPage = await off.newPage();
    await offPage.goto(server.url + path, { waitUntil: 'load' });
    await shown(offPage);
    await off.close();
    // With the page's clock stopped (no frame, no timer), a scroll (the head of school's photo, further down).
    const stopped = await browser.newContext({ viewport: PHONE });
    const stoppedPage = await stopped.newPage();
    await stoppedPage.clock.install();
    await stoppedPage.clock.pauseAt(Date.now() + 1000);
    await stoppedPage.goto(server.url + path, { waitUntil: 'load' });
    expect(await stoppedPage.locator('html[data-hold-pictures]').count()).toBe(1);
    await stoppedPage.mouse.wheel(0, 1500);
    await shown(stoppedPage);
    await stopped.close();
    // The main picture held back until the others have been shown (by the 3 s backstop: nothing else runs).
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const main = new Set(schools[0]!.image1Variants?.sources.map((s) => new URL(s.url, server.url).pathname));
    let letMainThrough = () => {};
    const mainHeld = new Promise<void>((resolve) => (letMainThrough = resolve));
    await page.route('**/uploads/*', async (route) => {
      if (!main.has(new URL(route.request().url()).pathname)) return route.continue();
      await mainHeld;
      await route.continue();
    });
    await page.goto(server.url + path, { waitUntil: 'commit' });
    await shown(page);
    letMainThrough();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
