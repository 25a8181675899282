// The home page served lean (issue 12, docs/decisions/022 "The home page"): it loads no script file until a
// visitor reaches for a button, yet its hero and scroll carousels autoplay, step by their controls and the
// keyboard, and its counters count, all run by the page's own inline script (app/islands/motion.ts). After a
// reach React hydrates the page and the same parts go on where they were (no jump, no second timer), and a
// client-side navigation back to the home page starts them again. Timings run on Playwright's fake clock.
// These pages are opened without the harness's wake-up (harness.ts does it for every other test).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { DirectorMessage, SchoolDetail } from '../../common/api-types.ts';
import { it, test } from './fixtures.ts';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
import { nth, present } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
let schools: SchoolDetail[];

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  schools = (await fetch(`${server.url}/api/brightSchoolDetails`).then((r) => r.json())) as SchoolDetail[];
});

interface HomeVisit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Script files the page requested (the inline scripts are none). */
  scriptFiles: string[];
}

/** The home page as a visitor gets it, under a fake clock paused from the start. */
async function openHome(viewport = DESKTOP, prepare?: (page: Page) => Promise<unknown>): Promise<HomeVisit> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await prepare?.(page);
  const errors: string[] = [];
  const scriptFiles: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => r.resourceType() === 'script' && scriptFiles.push(new URL(r.url()).pathname));
  // Today's date: the footer prints the current year, and the server rendered it with the real one.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  return { context, page, errors, scriptFiles };
}

/** Still as served: no script file asked for, not hydrated. */
async function expectAsleep(v: HomeVisit): Promise<void> {
  expect(v.scriptFiles).toEqual([]);
  expect(await hydrated(v.page)).toBe(false);
}

async function done({ context, errors }: HomeVisit): Promise<void> {
  expect(errors).toEqual([]);
  await context.close();
}

/** The parts that move: the hero, the three scroll carousels and the counters. */
const MOVING = ['fade', 'scroll', 'count'].map((kind) => `[data-motion="${kind}"][data-motion-ready]`).join(',');
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const hero = (page: Page) => page.locator('section[data-motion="fade"]');
const heroAt = (page: Page) => hero(page).getAttribute('data-slide-index').then(Number);
const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);
const trackOf = (page: Page, name: string) => section(page, name).locator('[data-carousel-track]');
const indexOf = (page: Page, name: string) => trackOf(page, name).getAttribute('data-index');
const pupils = () => schools.reduce((sum, s) => sum + (s.students || 0), 0);
const pupilsShown = (page: Page) =>
  page
    .locator('[data-stat="pupils"]')
    .textContent()
    .then((text) => Number(text!.replace(/\D/g, '')));

describe('the home page before anyone reaches for a button', () => {
  it('loads no script file, and its moving parts are started by the page itself', async () => {
    const v = await openHome();
    await v.page.clock.runFor(1000);
    expect(v.scriptFiles).toEqual([]);
    expect(await v.page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await hydrated(v.page)).toBe(false);
    expect(await v.page.locator(MOVING).count()).toBe(5);
    // Their controls are shown (the dots made): hero arrows, Pause and a dot per slide.
    const count = await hero(v.page).locator('[data-slide]').count();
    expect(await hero(v.page).getByRole('button', { name: 'Next' }).isVisible()).toBe(true);
    expect(await hero(v.page).getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    expect(await hero(v.page).locator('[data-dot]').count()).toBe(count);
    expect(await section(v.page, 'schools').locator('[data-dot]').count()).toBe(schools.length);
    await done(v);
  });

  it('rotates the hero by itself, by its arrows, dots, Pause/Play and the keyboard, with no script file', async () => {
    const v = await openHome();
    const { page } = v;
    const count = await hero(page).locator('[data-slide]').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await page.clock.runFor(5999);
    expect(await heroAt(page)).toBe(0);
    await page.clock.runFor(1);
    expect(await heroAt(page)).toBe(1);
    // The next picture was filled in for its turn; the one after that only now.
    expect(await hero(page).locator('[data-slide="1"] img').count()).toBe(1);
    expect(await hero(page).locator('[data-slide="2"] img').count()).toBe(1);
    expect(await hero(page).locator('[data-slide="1"]').getAttribute('data-active')).toBe('true');
    expect(await hero(page).locator('[data-slide="0"]').getAttribute('aria-hidden')).toBe('true');

    await hero(page).getByRole('button', { name: 'Previous' }).click();
    expect(await heroAt(page)).toBe(0);
    await hero(page).getByRole('button', { name: 'Previous' }).click();
    expect(await heroAt(page)).toBe(count - 1);
    await hero(page).getByRole('button', { name: 'Next' }).click();
    expect(await heroAt(page)).toBe(0);
    await hero(page).getByRole('button', { name: 'Go to slide 3' }).click();
    expect(await heroAt(page)).toBe(2);
    expect(await hero(page).getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    // A manual move gives a full interval.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5999);
    expect(await heroAt(page)).toBe(2);
    await page.clock.runFor(1);
    expect(await heroAt(page)).toBe(3 % count);

    await hero(page).getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(20_000);
    expect(await heroAt(page)).toBe(3 % count);
    await hero(page).getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(6000);
    expect(await heroAt(page)).toBe(4 % count);

    // The keyboard: from Play, Tab reaches the first dot and Enter goes to its slide; keyboard focus inside
    // holds the rotation; the next dot, the next slide.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await heroAt(page)).toBe(0);
    await page.clock.runFor(12_000);
    expect(await heroAt(page)).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await heroAt(page)).toBe(1);

    await expectAsleep(v);
    await done(v);
  });

  it('moves the scroll carousels by themselves, by dots and by the keyboard, with no script file', async () => {
    const v = await openHome(PHONE);
    const { page } = v;
    expect(await indexOf(page, 'schools')).toBe('0');
    await page.clock.runFor(4999);
    expect(await indexOf(page, 'schools')).toBe('0');
    await page.clock.runFor(1);
    await expect.poll(() => indexOf(page, 'schools')).toBe('1');
    // The 700 ms move scrolls the row.
    await page.clock.runFor(800);
    expect(await trackOf(page, 'schools').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // A dot brings its card (the pointer taken away again: hovering pauses).
    const dot = section(page, 'schools').getByRole('button', { name: 'Go to slide 3' });
    await dot.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(800);
    expect(await indexOf(page, 'schools')).toBe('2');
    expect(await dot.getAttribute('aria-current')).toBe('true');

    // The gallery preview's row takes keyboard focus; the right arrow scrolls it to the next picture.
    const gallery = trackOf(page, 'gallery');
    await section(page, 'gallery').getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(800);
    const at = Number(await indexOf(page, 'gallery'));
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await page.clock.runFor(50), indexOf(page, 'gallery')), { timeout: 10_000 })
      .toBe(String(at + 1));

    await expectAsleep(v);
    await done(v);
  });

  it('counts up once the band is in view, with no script file', async () => {
    const v = await openHome(PHONE);
    const { page } = v;
    // 0 while out of view.
    const band = section(page, 'stats');
    await expect.poll(() => band.getAttribute('data-counting')).toBe('waiting');
    expect(await pupilsShown(page)).toBe(0);
    await page.clock.runFor(3000);
    expect(await pupilsShown(page)).toBe(0);
    // The counters count up to the totals over 2.5 s once in view.
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => band.getAttribute('data-counting')).toBe('counting');
    await page.clock.runFor(1250);
    const midway = await pupilsShown(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(pupils());
    await page.clock.runFor(1300);
    expect(await pupilsShown(page)).toBe(pupils());
    expect(await band.getAttribute('data-counting')).toBe('done');

    await expectAsleep(v);
    await done(v);
  });

  it('wakes React for any other button: a like heart pressed first is liked', async () => {
    const v = await openHome(PHONE);
    const heart = section(v.page, 'blog').locator('.bs-like').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect
      .poll(async () => (await v.page.clock.runFor(100), heart.getAttribute('aria-pressed')), { timeout: 20_000 })
      .toBe('true');
    expect(await hydrated(v.page)).toBe(true);
    expect(v.scriptFiles.length).toBeGreaterThan(0);
    await done(v);
  });
  it("shows the default picture when the director's photo fails to load", async () => {
    const answer = (await fetch(`${server.url}/api/directorMessage`).then((r) => r.json())) as
      DirectorMessage | DirectorMessage[];
    const director = Array.isArray(answer) ? nth(answer, 0) : answer;
    const stored = present(director.imageVariants ?? undefined, 'the photo').sources.map((s) => s.url);
    const v = await openHome(PHONE, (page) =>
      page.route(
        (url) => stored.includes(url.pathname) || url.pathname === director.image,
        (route) => route.fulfill({ status: 404, body: '' }),
      ),
    );
    const photo = v.page.locator('[data-director-photo]');
    // (The page's lazy pictures wait for its main picture to be drawn, which the paused clock never lets it
    // see; a visitor's scroll shows them.)
    await v.page.mouse.wheel(0, 2000);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.getAttribute('src')).toBe('/images/default-director.svg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(v.scriptFiles).toEqual([]);
    // (The browser reports the failed photo's 404 on the console: nothing else.)
    expect(v.errors.filter((error) => !error.includes('404'))).toEqual([]);
    await v.context.close();
  });
});

describe('the home page once React has hydrated it', () => {
  /** What a reach does (the harness's wake-up), then the wait for the hydrated page. */
  const wake = async (page: Page) => {
    await page.evaluate(() => (window as { __wakeLeanPage?: () => void }).__wakeLeanPage?.());
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  };

  it('goes on where it was: no jump, no second timer, controls and counters as before', async () => {
    const v = await openHome(PHONE);
    const { page } = v;
    // The counters have counted and the hero has moved once before the reach.
    await section(page, 'stats').scrollIntoViewIfNeeded();
    await expect.poll(() => section(page, 'stats').getAttribute('data-counting')).toBe('counting');
    await page.clock.runFor(2600);
    expect(await pupilsShown(page)).toBe(pupils());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(6000 - 2600);
    expect(await heroAt(page)).toBe(1);
    await page.clock.runFor(3000);

    await wake(page);
    // Hydration changed nothing the script had done.
    expect(await heroAt(page)).toBe(1);
    expect(await hero(page).locator('[data-slide="1"]').getAttribute('data-active')).toBe('true');
    expect(await section(page, 'stats').getAttribute('data-counting')).toBe('done');
    expect(await pupilsShown(page)).toBe(pupils());
    // The interval counted from the last move runs on: 3000 ms were left of it.
    await page.clock.runFor(2999);
    expect(await heroAt(page)).toBe(1);
    await page.clock.runFor(1);
    expect(await heroAt(page)).toBe(2);
    // One timer only: a single move per interval.
    await page.clock.runFor(6000);
    expect(await heroAt(page)).toBe(3 % (await hero(page).locator('[data-slide]').count()));
    // A control moves it by exactly one step.
    const before = await heroAt(page);
    const count = await hero(page).locator('[data-slide]').count();
    await hero(page).getByRole('button', { name: 'Next' }).click();
    expect(await heroAt(page)).toBe((before + 1) % count);
    await hero(page).getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(12_000);
    expect(await heroAt(page)).toBe((before + 1) % count);
    // Scroll carousels too.
    await section(page, 'schools').getByRole('button', { name: 'Go to slide 2' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(800);
    expect(await indexOf(page, 'schools')).toBe('1');
    await done(v);
  });

  it('starts the parts again after a client-side navigation back to the home page', async () => {
    const v = await openHome(DESKTOP);
    const { page } = v;
    await wake(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect
      .poll(async () => (await page.clock.runFor(100), new URL(page.url()).pathname), { timeout: 20_000 })
      .toBe('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await hero(page).count()).toBe(0);
    // (A page load would lose this.)
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(async () => (await page.clock.runFor(100), hero(page).count()), { timeout: 20_000 }).toBe(1);
    // A client-side navigation: no page load.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator(MOVING).count()).toBe(5);
    expect(await heroAt(page)).toBe(0);
    expect(await hero(page).getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    expect(await heroAt(page)).toBe(1);
    await page.clock.runFor(6000);
    expect(await heroAt(page)).toBe(2);
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    expect(await heroAt(page)).toBe(0);
    // The schools carousel (4 cards at this width) and the counters.
    expect(await section(page, 'schools').locator('[data-dot]').count()).toBe(schools.length);
    const band = section(page, 'stats');
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => band.getAttribute('data-counting')).toBe('counting');
    await page.clock.runFor(2600);
    expect(await pupilsShown(page)).toBe(pupils());
    await done(v);
  });
});
