// The home page (spec section 2 "Home page", sections 4, 5, 8 and 9): every section with its texts, the
// hero's 6000 ms rotation and wrap-around, the blog carousel's 5000 ms autoplay and its 1/2/3/4 cards at
// 390/800/1200/1440 px, the 80-character excerpts, the like heart, the director states, the counters,
// reduced motion, and the page read without JavaScript. Timings run on Playwright's fake clock.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, startAltered, openPage, closePage } from './harness.ts';
import {
  PARTNER_SCHOOL_URL,
  carouselMeasured,
  expectEmptyAcademicsMenu,
  it,
  seriousAaViolations as seriousViolations,
  shot,
  test,
} from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { BlogPost, DirectorMessage, GalleryItem, HeaderImage, SchoolDetail } from '../../common/api-types.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let empty: RunningServer;
let browser: Browser;
let headers: HeaderImage[];
let posts: BlogPost[];
let director: DirectorMessage;
let schools: SchoolDetail[];
let gallery: GalleryItem[];

const getJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** A fake clock, paused from the start, so every timer of the page runs only when the test says. */
async function installPausedClock(page: Page) {
  // Today's date: the footer prints the current year, and the server rendered it with the real one.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** The carousel controls render once the page runs in the browser. */
const hydrated = (page: Page) =>
  page.locator('[aria-roledescription="carousel"] button[data-rotation-control]').first().waitFor();

/** The home page at `viewport`, hydrated and scrolled to the section `name` (its data-section). */
async function openAtSection(name: string, viewport: typeof PHONE) {
  const opened = await openPage(browser, `${server.url}/`, viewport);
  await hydrated(opened.page);
  const section = opened.page.locator(`[data-section="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  return { ...opened, section };
}

const heroOf = (page: Page) => page.locator('section[aria-roledescription="carousel"][data-slide-index]');
const heroSlide = (page: Page, i: number) => heroOf(page).locator(`[data-slide="${i}"]`);
const heroIndex = (page: Page) => heroOf(page).getAttribute('data-slide-index').then(Number);
const blogSection = (page: Page) => page.locator('[data-section="blog"]');
const blogTrack = (page: Page) => blogSection(page).locator('[data-carousel-track]');

/** Titles of the blog cards lying fully inside the carousel's visible width. */
async function visibleBlogTitles(page: Page): Promise<string[]> {
  return blogTrack(page).evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLElement>('[data-slide]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((slide) => slide.querySelector('[data-post-title]')!.textContent!);
  });
}

/** axe-core violations (WCAG 2.x A/AA) of impact serious or critical, as "rule: target" lines. */

test.beforeAll(async ({ site, emptySite, browser: shared }) => {
  [server, empty, browser] = [site, emptySite, shared];
  [headers, posts, schools, gallery] = await Promise.all([
    getJson<HeaderImage[]>(`${server.url}/api/headers`),
    getJson<BlogPost[]>(`${server.url}/api/blogs`),
    getJson<SchoolDetail[]>(`${server.url}/api/brightSchoolDetails`),
    getJson<GalleryItem[]>(`${server.url}/api/gallery`),
  ]);
  const answer = await getJson<DirectorMessage | DirectorMessage[]>(`${server.url}/api/directorMessage`);
  director = Array.isArray(answer) ? nth(answer, 0) : answer;
  // The seeded site must be rich enough for these tests to mean something.
  expect(headers.length).toBeGreaterThanOrEqual(3);
  expect(posts.length).toBeGreaterThan(6);
  expect(schools.length).toBeGreaterThanOrEqual(4);
  expect(gallery.length).toBeGreaterThan(6);
  expect(director?.message).toBeTruthy();
});

describe('home page content', () => {
  it('shows every section in order with the spec texts, without console errors', async () => {
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/`, DESKTOP);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    const main = page.locator('main');
    expect(await main.locator('h1').count()).toBe(1);
    const h2 = (await main.locator('h2').allTextContents()).map((s) => s.trim());
    const order = [
      'What we offer',
      'Our Schools',
      'Our schools in numbers',
      'We Maximize Your Learning Growth',
      'Bright Pre and Primary Education',
      'Our Latest Activities',
      'Photo Gallery',
      'Recent Blog Posts',
      "DIRECTOR'S MESSAGE",
      'Collaborating with different Partners',
    ];
    expect(h2.filter((text) => order.includes(text))).toEqual(order);
    // The hero comes first.
    const heroTop = await heroOf(page).boundingBox();
    const schoolsTop = await page.locator('[data-section="schools"]').boundingBox();
    expect(heroTop!.y).toBeLessThan(schoolsTop!.y);

    // Feature cards (2), activities (3), strengths (8), pre/primary (9).
    const features = await main.locator('[data-feature] h3').allTextContents();
    expect(features).toEqual(['Scholarship Facility', 'Skilled Teachers', 'Book Library Facility', 'Affordable Price']);
    await expect.poll(() => main.locator('[data-feature="price"]').textContent()).toContain('four times a year');
    expect(await main.locator('[data-feature="scholarship"]').textContent()).toContain('poor families');
    expect(await main.locator('[data-feature="library"]').textContent()).toMatch(/physical and a digital library/);
    expect((await main.locator('[data-activities] li').allTextContents()).map((s) => s.trim())).toEqual([
      'Science Fair 2024',
      'Cultural Day Celebration',
      'Art & Craft Exhibition',
      'Sports Week Highlights',
    ]);
    expect(await main.getByRole('link', { name: 'See photos of our activities' }).getAttribute('href')).toBe(
      '/gallery',
    );
    const strengths = await main
      .locator('[data-strength]')
      .evaluateAll((cards) =>
        cards.map((c) => [c.querySelector('h3')!.textContent, c.querySelector('p')!.textContent]),
      );
    expect(strengths).toEqual([
      ['Qualified Teachers', 'Highly trained and caring professionals'],
      ['Modern Curriculum', 'Interactive and up-to-date learning methods'],
      ['Smart Classrooms', 'Tech-enabled learning environments'],
      ['Safe Environment', 'Secure space where every Pupils feels safe'],
    ]);
    expect((await main.locator('[data-pre-primary-list] li').allTextContents()).map((s) => s.trim())).toEqual([
      'Qualified Teachers',
      'Interactive Curriculum',
      'Modern Classrooms',
      'Safe Environment',
    ]);

    // View All buttons.
    expect(await main.locator('[data-view-all="blog"]').getAttribute('href')).toBe('/blog');
    expect(await main.locator('[data-view-all="gallery"]').getAttribute('href')).toBe('/gallery');
    expect(await main.locator('[data-view-all="blog"]').textContent()).toBe('View All');

    expect(await page.title()).toMatch(/^Home \| /);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, 'home-1366');
    await context.close();
  });

  it('loads the first hero picture first and at once, the others only when their turn comes', async () => {
    const { page, context } = await openPage(browser, `${server.url}/`, PHONE);
    await hydrated(page);
    const first = heroSlide(page, 0).locator('img');
    expect(await first.getAttribute('alt')).toBe(nth(headers, 0).title);
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).not.toBe('lazy');
    expect(await first.getAttribute('srcset')).toMatch(/ 400w/);
    // React's preload for that picture sits in <head>, in the server's HTML: the same candidates and sizes
    // as the picture itself, with high priority (and no other picture is preloaded).
    const html = await (await fetch(`${server.url}/`)).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    const attr = (tag: string, name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;
    const srcset = await first.getAttribute('srcset');
    expect(attr(nth(preloads, 0), 'imagesrcset')).toBe(srcset);
    expect(srcset).toContain(nth(nth(headers, 0).imageVariants!.sources, 0).url);
    expect(attr(nth(preloads, 0), 'imagesizes')).toBe(await first.getAttribute('sizes'));
    expect(attr(nth(preloads, 0), 'fetchpriority')).toBe('high');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.count()).toBe(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(srcset);
    // Only the next slide has its picture ready; later ones have none yet.
    expect(await heroSlide(page, 1).locator('img').count()).toBe(1);
    if (headers.length > 2)
      expect(
        await heroSlide(page, headers.length - 1)
          .locator('img')
          .count(),
      ).toBe(0);
    expect(await heroSlide(page, 1).locator('img').getAttribute('alt')).toBe(nth(headers, 1).title);
    expect(await page.getByText('Loading hero images...').count()).toBe(0);
    // Nothing sticks out sideways on a phone, and axe finds no serious problem.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'home-390');
    await context.close();
  });

  it('rotates the hero every 6000 ms and wraps around both ways', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const count = headers.length;
    expect(await heroOf(page).locator('[data-slide]').count()).toBe(count);
    expect(await heroIndex(page)).toBe(0);

    await page.clock.runFor(5999);
    expect(await heroIndex(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => heroIndex(page)).toBe(1);
    await page.clock.runFor(6000);
    await expect.poll(() => heroIndex(page)).toBe(2 % count);
    // Forward from the last wraps to the first.
    for (let i = 2; i < count; i++) await page.clock.runFor(6000);
    await expect.poll(() => heroIndex(page)).toBe(0);

    // Active slide is the only one shown to assistive technology; its picture's alt is the title.
    const active = heroOf(page).locator('[data-slide][data-active="true"]');
    expect(await active.count()).toBe(1);
    expect(await active.locator('img').getAttribute('alt')).toBe(nth(headers, 0).title);

    // Back from the first goes to the last; next from the last goes to the first.
    const hero = heroOf(page);
    await hero.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => heroIndex(page)).toBe(count - 1);
    await hero.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heroIndex(page)).toBe(0);
    // A dot jumps to its slide, and the 6000 ms start again from there.
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(() => heroIndex(page)).toBe(1);
    expect(await hero.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    await page.clock.runFor(5999);
    expect(await heroIndex(page)).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => heroIndex(page)).toBe(2 % count);

    // Pause stops it; Play starts it again.
    await hero.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(20_000);
    expect(await heroIndex(page)).toBe(2 % count);
    await hero.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(6000);
    await expect.poll(() => heroIndex(page)).toBe(3 % count);
    await closePage({ errors, context });
  });

  it('holds the hero still while the login dialog covers the page, and moves on once it closes', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    expect(await heroIndex(page)).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => (await page.clock.runFor(100), dialog.count())).toBe(1);
    // Nobody sees the slideshow behind the dialog: three intervals pass and it stays on its slide.
    await page.clock.runFor(18_000);
    expect(await heroIndex(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await page.clock.runFor(100), dialog.count())).toBe(0);
    await page.clock.runFor(6000);
    await expect.poll(() => heroIndex(page)).toBe(1 % headers.length);
    await closePage({ errors, context });
  });

  it('keeps still under prefers-reduced-motion (hero, carousels, partner strip, counters)', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.clock.runFor(30_000);
    expect(await heroIndex(page)).toBe(0);
    expect(await blogTrack(page).getAttribute('data-index')).toBe('0');
    expect(await heroOf(page).getByRole('button', { name: 'Play' }).count()).toBe(1);
    const track = page.locator('[data-section="partners"] [data-marquee-track]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // The counters show the totals straight away.
    const pupils = schools.reduce((sum, s) => sum + (s.students || 0), 0);
    await page.locator('[data-section="stats"]').scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    expect(await page.locator('[data-stat="pupils"]').textContent()).toBe(pupils.toLocaleString('en'));
    await context.close();
  });
});

describe('recent blog posts carousel', () => {
  const cases = [
    { width: 390, cards: 1 },
    { width: 800, cards: 2 },
    { width: 1200, cards: 3 },
    { width: 1440, cards: 4 },
  ];
  for (const { width, cards } of cases) {
    it(`shows ${cards} card${cards > 1 ? 's' : ''} at ${width} px`, async () => {
      const { page, errors, context } = await newPage(browser, { width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}/`);
      await hydrated(page);
      await blogSection(page).scrollIntoViewIfNeeded();
      expect(await visibleBlogTitles(page)).toEqual(posts.slice(0, cards).map((p) => p.title));
      // At most the first six posts; looping, every card can lead: one dot each (carousel-loop.test.ts).
      expect(await blogTrack(page).locator('[data-slide]').count()).toBe(6);
      // The dots come with the carousel's measurements, once its own section has hydrated (after the hero's).
      await expect.poll(() => blogSection(page).locator('[data-dot]').count()).toBe(6);
      expect(await blogSection(page).getByRole('button', { name: 'Previous' }).count()).toBe(0);
      await closePage({ errors, context });
    });
  }

  it('moves every 5000 ms in 700 ms, loops, and shows the first 80 characters plus "..."', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1440, height: 900 });
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await carouselMeasured(blogSection(page));
    const track = blogTrack(page);
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const slideLeft = (i: number) =>
      track.evaluate(
        (el, n) => (el.children[n] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft,
        i,
      );

    expect(await track.getAttribute('data-index')).toBe('0');
    await page.clock.runFor(4999);
    expect(await track.getAttribute('data-index')).toBe('0');
    expect(await scrollLeft()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => track.getAttribute('data-index')).toBe('1');
    await page.clock.runFor(350);
    const halfway = await scrollLeft();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(await slideLeft(1));
    await page.clock.runFor(400);
    await expect.poll(scrollLeft).toBeCloseTo(await slideLeft(1), 0);
    // 6 posts, 4 in view, looping: every card leads in turn, then on forward to the first
    // (carousel-loop.test.ts follows each move).
    for (const i of [2, 3, 4, 5]) {
      await page.clock.runFor(5000);
      await expect.poll(() => track.getAttribute('data-index')).toBe(String(i));
    }
    await page.clock.runFor(5000 + 800);
    await expect.poll(() => track.getAttribute('data-index')).toBe('0');
    await expect.poll(scrollLeft).toBe(0);

    // Card texts: title, excerpt rule, author and date.
    const cards = await track.locator('article').evaluateAll((list) =>
      list.map((a) => ({
        title: a.querySelector('[data-post-title]')!.textContent,
        excerpt: a.querySelector('[data-excerpt]')!.textContent,
        author: a.querySelector('[data-author]')!.textContent,
        date: a.querySelector('[data-date]')!.textContent,
      })),
    );
    expect(cards).toEqual(
      posts.slice(0, 6).map((p) => ({
        title: p.title,
        excerpt: Array.from(p.content).slice(0, 80).join('') + '...',
        author: p.postedBy || p.author || 'Admin',
        date: p.date || 'Unknown',
      })),
    );
    expect(nth(cards, 0).excerpt!.length).toBeLessThanOrEqual(83);

    // Keyboard focus inside the carousel holds it (WCAG 2.2.2); leaving lets it move on.
    await page.keyboard.press('Tab');
    await track.locator('[data-read-more]').first().focus();
    expect(
      await track
        .locator('[data-read-more]')
        .first()
        .evaluate((el) => el.matches(':focus-visible')),
    ).toBe(true);
    const held = await track.getAttribute('data-index');
    await page.clock.runFor(15_000);
    expect(await track.getAttribute('data-index')).toBe(held);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(5000);
    await expect.poll(() => track.getAttribute('data-index')).not.toBe(held);
    await closePage({ errors, context });
  });

  it('toggles the like heart locally and sends Read More and View All to /blog', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const requests: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && requests.push(r.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const card = blogTrack(page).locator('article').first();
    const like = card.getByRole('button', { name: `Like: ${nth(posts, 0).title}` });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.locator('[data-icon="outline"]').count()).toBe(1);
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.locator('[data-icon="filled"]').count()).toBe(1);
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(requests).toEqual([]);

    const readMore = card.locator('[data-read-more]');
    expect(await readMore.textContent()).toContain('Read More');
    expect(await readMore.getAttribute('href')).toBe('/blog');
    await readMore.click();
    await page.waitForURL(`${server.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Our Blog' }).waitFor();
    await context.close();
  });
});

describe('director message', () => {
  it("shows the seeded director's photo, name, caption, social buttons and message with its line breaks", async () => {
    const { errors, context, section } = await openAtSection('director', PHONE);
    expect(await section.locator('h2').textContent()).toBe("DIRECTOR'S MESSAGE");
    expect(await section.locator('[data-director-name]').textContent()).toBe(director.name);
    expect(await section.locator('[data-director-caption]').textContent()).toBe(
      `SCHOOLS DIRECTOR ${director.directorYear}`,
    );
    const message = section.locator('[data-director-message]');
    expect(await message.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect(await message.textContent()).toBe(director.message);
    // The home sections have content-visibility: auto; the line breaks show once the section scrolled in
    // has been laid out (a frame or more later on a busy machine).
    await expect
      .poll(async () => (await message.innerText()).split('\n').length, { timeout: 10_000 })
      .toBeGreaterThan(3);

    const photo = section.locator('[data-director-photo]');
    expect(await photo.getAttribute('alt')).toBe(`Photo of ${director.name}`);
    const src = (await photo.getAttribute('src'))!;
    if (director.image)
      expect(src).toBe(director.image.startsWith('http') ? director.image : `/${director.image.replace(/^\/+/, '')}`);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Social buttons: Instagram, LinkedIn, X (Twitter), Facebook, in a new tab, only for non-empty links.
    const fields = ['instagram', 'linkedin', 'twitter', 'facebook'] as const;
    const expected = fields
      .map((f) => [f, director[f]] as const)
      .filter(([, v]) => v && v !== '#')
      .map(([f, v]) => [f, /^https?:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`]);
    const links = await section
      .locator('[data-social]')
      .evaluateAll((as) =>
        as.map((a) => [
          a.getAttribute('data-social'),
          a.getAttribute('href'),
          a.getAttribute('target'),
          a.getAttribute('rel'),
        ]),
      );
    expect(links.map(([f, href]) => [f, href])).toEqual(expected);
    for (const [, , target, rel] of links) {
      expect(target).toBe('_blank');
      expect(rel).toContain('noopener');
    }
    expect(
      await section.getByRole('link', { name: `Instagram of ${director.name} (opens in a new tab)` }).count(),
    ).toBe(1);

    // Column on phones.
    const row = section.locator('[data-director]');
    expect(await row.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
    await closePage({ errors, context });
  });

  it('lays the director section out as a row on larger screens', async () => {
    const { page, context } = await openPage(browser, `${server.url}/`, DESKTOP);
    expect(await page.locator('[data-director]').evaluate((el) => getComputedStyle(el).flexDirection)).toBe('row');
    await context.close();
  });

  it("shows 'Failed to fetch director message' in red when it cannot be read, and the empty-message text", async () => {
    const broken = await startAltered(
      'ALTER TABLE directorMessages RENAME TO directorMessagesGone; ALTER TABLE headers RENAME TO headersGone;',
    );
    // No message text, and a photo whose stored file is gone: the default picture stands in.
    const blank = await startAltered("UPDATE directorMessages SET message = '', image = 'gone';");
    try {
      const { page, errors, context } = await openPage(browser, `${broken.url}/`, PHONE);
      const error = page
        .locator('[data-section="director"]')
        .getByText('Failed to fetch director message', { exact: true });
      expect(await error.isVisible()).toBe(true);
      expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(211, 47, 47)');
      expect(await page.locator('[data-director]').count()).toBe(0);
      // The header images failed too: said in the page (not a browser pop-up), the hero waits.
      expect(await page.getByRole('alert').filter({ hasText: 'Failed to load header images' }).isVisible()).toBe(true);
      expect(await page.getByText('Loading hero images...', { exact: true }).isVisible()).toBe(true);

      await page.goto(`${blank.url}/`);
      const section = page.locator('[data-section="director"]');
      expect(await section.locator('[data-director-message]').textContent()).toBe(
        'No message available at the moment.',
      );
      expect(await section.locator('[data-director-name]').textContent()).toBe(director.name);
      expect(await section.locator('[data-director-photo]').getAttribute('src')).toBe('/images/default-director.svg');
      await page.waitForLoadState('networkidle');
      await closePage({ errors, context });
    } finally {
      await Promise.all([broken.stop(), blank.stop()]);
    }
  });

  it('falls back to the default director picture when the photo fails to load', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const stored = director.imageVariants!.sources.map((s) => s.url);
    await page.route(
      (url) => stored.some((u) => url.pathname === u) || url.pathname === director.image,
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const photo = page.locator('[data-director-photo]');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.getAttribute('src')).toBe('/images/default-director.svg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('schools, statistics, gallery and partners', () => {
  it('shows one card per school and opens its page with the school record as navigation state', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const section = page.locator('[data-section="schools"]');
    const cards = section.locator('[data-school-card]');
    expect(await cards.locator('h3').allTextContents()).toEqual(schools.map((s) => s.schoolName));
    const icons = await cards.evaluateAll((list) =>
      list.map((c) => c.querySelector('[data-icon]')?.getAttribute('data-icon')),
    );
    const known = ['SchoolIcon', 'ChildCareIcon', 'MenuBookIcon', 'EmojiPeopleIcon', 'CastleIcon'];
    expect(icons).toEqual(schools.map((s) => (known.includes(s.iconName) ? s.iconName : 'SchoolIcon')));
    // Description shortened to three lines.
    expect(
      await cards
        .first()
        .locator('[data-school-description]')
        .evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe('3');
    // 4 cards on large screens; no arrows.
    await section.scrollIntoViewIfNeeded();
    const visible = await section.locator('[data-carousel-track]').evaluate((track) => {
      const box = track.getBoundingClientRect();
      return [...track.children].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(visible).toBe(Math.min(4, schools.length));
    expect(await section.getByRole('button', { name: 'Next' }).count()).toBe(0);

    await cards.first().click();
    await page.waitForURL(`${server.url}/schooldetails/${nth(schools, 0)._id}`);
    const state = await page.evaluate(
      () => (history.state as { usr?: { school?: { _id: string; schoolName: string } } }).usr?.school,
    );
    expect(state?._id).toBe(nth(schools, 0)._id);
    expect(state?.schoolName).toBe(nth(schools, 0).schoolName);
    await closePage({ errors, context });
  });

  it('shows 1 school card on phones and 2 on medium screens', async () => {
    for (const [width, n] of [
      [390, 1],
      [800, 2],
    ] as const) {
      const { page, context } = await newPage(browser, { width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}/`);
      await hydrated(page);
      const track = page.locator('[data-section="schools"] [data-carousel-track]');
      await track.scrollIntoViewIfNeeded();
      const visible = await track.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.children].filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
      expect(visible, `${width} px`).toBe(n);
      await context.close();
    }
  });

  it('counts the totals up from 0 over 2.5 s once 30 % of the band is visible, and only once', async () => {
    const totals = {
      pupils: schools.reduce((sum, s) => sum + (s.students || 0), 0),
      teachers: schools.reduce((sum, s) => sum + (s.teachers || 0), 0),
      workers: schools.reduce((sum, s) => sum + (s.workers || 0), 0),
      awards: schools.reduce((sum, s) => sum + (s.awards || 0), 0),
    };
    // The server's HTML already holds the totals (readers without JavaScript see numbers).
    const html = await (await fetch(`${server.url}/`)).text();
    for (const [key, value] of Object.entries(totals))
      expect(html).toMatch(new RegExp(`data-stat="${key}"[^>]*>${value.toLocaleString('en')}<`));

    const { page, errors, context } = await newPage(browser, PHONE);
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const band = page.locator('[data-section="stats"]');
    const value = (key: string) =>
      band
        .locator(`[data-stat="${key}"]`)
        .textContent()
        .then((t) => Number(t!.replace(/\D/g, '')));
    // Out of view: waiting at 0.
    await expect.poll(() => band.getAttribute('data-counting')).toBe('waiting');
    expect(await value('pupils')).toBe(0);
    expect(await band.locator('dt').allTextContents()).toEqual(['Pupils', 'Teachers', 'Workers', 'Awards']);

    // Just under 30 % visible: still 0.
    const bandBox = (await band.boundingBox())!;
    const viewport = page.viewportSize()!;
    // Scrolled there, then told by an observer of our own: the page's (made first) has been told before it.
    await band.evaluate(
      (el, y) =>
        new Promise<void>((told) => {
          window.scrollTo(0, y);
          const seen = new IntersectionObserver(() => {
            seen.disconnect();
            told();
          });
          seen.observe(el);
        }),
      bandBox.y - viewport.height + bandBox.height * 0.2,
    );
    await page.clock.runFor(500);
    expect(await value('pupils')).toBe(0);
    expect(await band.getAttribute('data-counting')).toBe('waiting');

    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => band.getAttribute('data-counting')).toBe('counting');
    await page.clock.runFor(1250);
    const midway = await value('pupils');
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(totals.pupils);
    await page.clock.runFor(1300);
    for (const [key, total] of Object.entries(totals)) await expect.poll(() => value(key)).toBe(total);
    expect(await band.getAttribute('data-counting')).toBe('done');

    // Scrolling away and back does not count again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(500);
    await band.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    expect(await value('pupils')).toBe(totals.pupils);

    // The strengths section shows the Awards and Teachers totals.
    expect(await page.locator('[data-strength-total="awards"]').textContent()).toBe(
      `${totals.awards.toLocaleString('en')}Awards`,
    );
    expect(await page.locator('[data-strength-total="teachers"]').textContent()).toBe(
      `${totals.teachers.toLocaleString('en')}Teachers`,
    );
    await closePage({ errors, context });
  });

  it('previews the first six gallery pictures: a carousel on phones, a grid on wider screens', async () => {
    const first6 = gallery.slice(0, 6).map((g) => g.title);

    const phone = await newPage(browser, PHONE);
    await installPausedClock(phone.page);
    await phone.page.goto(`${server.url}/`);
    await hydrated(phone.page);
    const section = phone.page.locator('[data-section="gallery"]');
    await carouselMeasured(section);
    expect(
      await section.locator('[data-gallery-item] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual(first6);
    const track = section.locator('[data-carousel-track]');
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await section.locator('[data-dot]').count()).toBe(6);
    await section.scrollIntoViewIfNeeded();
    await phone.page.clock.runFor(5000);
    await expect.poll(() => track.getAttribute('data-index')).toBe('1');
    // Pauses while a mouse rests on it.
    await track.hover();
    await phone.page.clock.runFor(12_000);
    expect(await track.getAttribute('data-index')).toBe('1');
    await phone.page.mouse.move(0, 0);
    await phone.page.clock.runFor(5000);
    await expect.poll(() => track.getAttribute('data-index')).toBe('2');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    const wide = await openPage(browser, `${server.url}/`, DESKTOP);
    await hydrated(wide.page);
    const grid = wide.page.locator('[data-section="gallery"] [data-carousel-track]');
    expect(await grid.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await wide.page.locator('[data-section="gallery"] [data-dot]').count()).toBe(0);
    expect(await wide.page.locator('[data-section="gallery"] [data-gallery-item]').count()).toBe(6);
    await wide.context.close();
  });

  it('scrolls the partner strip in a 20 s loop that pauses on hover and with its button', async () => {
    const { page, errors, context, section } = await openAtSection('partners', DESKTOP);
    expect(await section.locator('h2').textContent()).toBe('Collaborating with different Partners');
    const track = section.locator('[data-marquee-track]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('20s');
    expect(await track.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('infinite');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');

    // Only the first copy of the logos is reachable; first external in a new tab, second to the partner page.
    const school = section.getByRole('link', { name: 'Our partner school in Germany (opens in a new tab)' });
    const club = section.getByRole('link', { name: 'Our partner club in Germany' });
    expect(await school.count()).toBe(1);
    expect(await club.count()).toBe(1);
    expect(await school.getAttribute('href')).toBe(PARTNER_SCHOOL_URL);
    expect(await school.getAttribute('target')).toBe('_blank');
    expect(await club.getAttribute('href')).toBe('/PartnerClientView');
    const order = await section
      .locator('[role="listitem"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('data-partner')));
    expect(order).toEqual(['school', 'club']);

    // (The moving row itself is never "stable" for Playwright: hover its frame.)
    await track.locator('..').hover();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await section.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await section.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');

    // The copies (hidden from assistive technology) keep their links out of the tab order, yet clickable: for
    // most of each loop they are the logos a visitor sees (the first copy's are out of the frame after ~3 s).
    const logos = section.locator('a[data-partner]');
    expect(await logos.count()).toBeGreaterThan(2);
    expect(await logos.evaluateAll((as) => as.slice(2).every((a) => a.tabIndex === -1))).toBe(true);
    expect(await logos.evaluateAll((as) => as.slice(0, 2).every((a) => a.tabIndex === 0))).toBe(true);
    // A moving link is hard to hit: stop the strip, then follow a club logo in the frame, whichever copy.
    await section.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    const frame = (await track.locator('..').boundingBox())!;
    const boxes = await section.locator('a[data-partner="club"]').evaluateAll((as) =>
      as.map((a) => {
        const r = a.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    const inFrame = boxes.findIndex((b) => b.left >= frame.x && b.right <= frame.x + frame.width);
    expect(inFrame).toBeGreaterThanOrEqual(0);
    await section.locator('a[data-partner="club"]').nth(inFrame).click();
    await page.waitForURL(`${server.url}/PartnerClientView`);
    await closePage({ errors, context });
  });
});

describe('carousel timing and pause controls on a phone', () => {
  const carousel = (page: Page, name: 'schools' | 'gallery' | 'blog') =>
    page.locator(`[data-section="${name}"] [data-carousel-track]`);
  const at = (page: Page, name: 'schools' | 'gallery' | 'blog') => carousel(page, name).getAttribute('data-index');

  it('moves Our Schools every 5000 ms and loops; Pause stops the blog, schools and gallery carousels', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await carouselMeasured(page.locator('[data-section="schools"]'));
    const track = carousel(page, 'schools');
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    expect(await at(page, 'schools')).toBe('0');
    expect(await page.locator('[data-section="schools"] [data-dot]').count()).toBe(schools.length);
    await page.clock.runFor(4999);
    expect(await at(page, 'schools')).toBe('0');
    await page.clock.runFor(1);
    await expect.poll(() => at(page, 'schools')).toBe('1');
    // One card a view on a phone: every school in turn, then back to the first.
    for (let i = 2; i < schools.length; i++) {
      await page.clock.runFor(5000);
      await expect.poll(() => at(page, 'schools')).toBe(String(i));
    }
    await page.clock.runFor(800);
    expect(await scrollLeft()).toBeGreaterThan(0);
    await page.clock.runFor(4200);
    await expect.poll(() => at(page, 'schools')).toBe('0');
    await page.clock.runFor(800);
    await expect.poll(scrollLeft).toBe(0);

    // Each carousel's own Pause button stops it (the pointer is taken away again: hovering pauses too).
    for (const name of ['blog', 'schools', 'gallery'] as const) {
      const pause = page.locator(`[data-section="${name}"]`).getByRole('button', { name: 'Pause' });
      await pause.click();
      await page.mouse.move(0, 0);
      expect(await page.locator(`[data-section="${name}"]`).getByRole('button', { name: 'Play' }).count(), name).toBe(
        1,
      );
    }
    const before = {
      blog: await at(page, 'blog'),
      schools: await at(page, 'schools'),
      gallery: await at(page, 'gallery'),
    };
    const heroBefore = await heroIndex(page);
    await page.clock.runFor(30_000);
    // The hero, not paused, went on: the clock did run.
    await expect.poll(() => heroIndex(page)).not.toBe(heroBefore);
    expect({
      blog: await at(page, 'blog'),
      schools: await at(page, 'schools'),
      gallery: await at(page, 'gallery'),
    }).toEqual(before);
    // Play starts the schools again.
    await page.locator('[data-section="schools"]').getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect.poll(() => at(page, 'schools')).toBe(String((Number(before.schools) + 1) % schools.length));
    await closePage({ errors, context });
  });

  it('keeps Our Schools, the gallery and the blog carousels still under prefers-reduced-motion', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.clock.runFor(30_000);
    for (const name of ['schools', 'gallery', 'blog'] as const) {
      expect(await at(page, name), name).toBe('0');
      expect(await carousel(page, name).evaluate((el) => el.scrollLeft), name).toBe(0);
      // Still movable by the visitor: the Play button is offered.
      expect(await page.locator(`[data-section="${name}"]`).getByRole('button', { name: 'Play' }).count(), name).toBe(
        1,
      );
    }
    await closePage({ errors, context });
  });
});

describe('home page on an empty site and without JavaScript', () => {
  it("shows 'Loading hero images...' and no director section on an empty site", async () => {
    const { page, errors, context } = await openPage(browser, `${empty.url}/`, PHONE);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Loading hero images...', { exact: true }).isVisible()).toBe(true);
    expect(await heroOf(page).count()).toBe(0);
    // Spec section 2.5: nothing loaded, nothing shown (no heading, no text); the text is the admin's (issue 13.15).
    expect(await page.locator('[data-section="director"]').count()).toBe(0);
    expect(await page.getByText('No director message found.').count()).toBe(0);
    expect(await page.getByText("DIRECTOR'S MESSAGE").count()).toBe(0);
    for (const key of ['pupils', 'teachers', 'workers', 'awards'])
      expect(await page.locator(`[data-stat="${key}"]`).textContent()).toBe('0');
    expect(await page.locator('[data-school-card]').count()).toBe(0);
    expect(await page.locator('[data-section="blog"] article').count()).toBe(0);
    // The gallery preview keeps its heading and View All, without pictures or a carousel.
    const galleryPreview = page.locator('[data-section="gallery"]');
    expect(await galleryPreview.getByRole('heading', { name: 'Photo Gallery' }).isVisible()).toBe(true);
    expect(await galleryPreview.locator('[data-gallery-item]').count()).toBe(0);
    expect(await galleryPreview.locator('[aria-roledescription="carousel"]').count()).toBe(0);
    expect(await galleryPreview.locator('[data-view-all="gallery"]').getAttribute('href')).toBe('/gallery');
    // The phone menu's Academics list is empty; the other links are there.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'About' }).waitFor();
    expect(await drawer.locator('a[href^="/schooldetails"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The static sections are there all the same.
    expect(await page.getByRole('heading', { name: 'We Maximize Your Learning Growth' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Collaborating with different Partners' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await shot(page, 'home-empty-390');
    await context.close();
  });

  it('opens an empty Academics menu on an empty site without an error', async () => {
    const { page, errors, context } = await openPage(browser, `${empty.url}/about`, DESKTOP);
    const academics = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Academics' });
    await expectEmptyAcademicsMenu(page, academics);
    await closePage({ errors, context });
  });

  it('sends the whole page in the server HTML (no JavaScript)', async () => {
    const { page, context } = await openPage(browser, `${server.url}/`, PHONE, { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('Welcome to Bright Schools');
    expect(await heroSlide(page, 0).locator('img').getAttribute('alt')).toBe(nth(headers, 0).title);
    expect(
      await heroSlide(page, 0)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.locator('[data-feature] h3').count()).toBe(4);
    expect(await page.locator('[data-school-card] h3').allTextContents()).toEqual(schools.map((s) => s.schoolName));
    expect(await page.locator('[data-school-card]').first().getAttribute('href')).toBe(
      `/schooldetails/${nth(schools, 0)._id}`,
    );
    const pupils = schools.reduce((sum, s) => sum + (s.students || 0), 0);
    expect(await page.locator('[data-stat="pupils"]').textContent()).toBe(pupils.toLocaleString('en'));
    expect(await page.locator('[data-section="blog"] [data-post-title]').allTextContents()).toEqual(
      posts.slice(0, 6).map((p) => p.title),
    );
    expect(await page.locator('[data-section="gallery"] [data-gallery-item]').count()).toBe(6);
    expect(await page.locator('[data-director-message]').textContent()).toBe(director.message);
    expect(await page.locator('[data-section="partners"] a[data-partner="club"]').first().getAttribute('href')).toBe(
      '/PartnerClientView',
    );
    // Controls that need JavaScript are not offered: the carousels' buttons are in the markup for their script
    // (app/islands/motion.ts), the partner strip's Pause for lean pages that hydrate later; hidden until the
    // script runs (or when scripting is off): none is shown or named, and no dot is made.
    expect(await page.locator('button[data-rotation-control]').count()).toBeGreaterThan(0);
    expect(await page.locator('button[data-rotation-control]:visible').count()).toBe(0);
    expect(
      await page
        .locator('main button[data-motion-control]')
        .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length),
    ).toBe(0);
    for (const name of ['Pause', 'Play', 'Next', 'Previous'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await page.locator('[data-dot]').count()).toBe(0);
    await context.close();
  });
});
