// /gallery and the three category pages (spec sections 2, 4, 8, 9): filter buttons, 6 per page, the
// category reset, the lightbox (keys, thumbnails, focus), empty states, server-rendered views without JavaScript.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, openPage, closePage } from './harness.ts';
import { AdminApi, image, it, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import { openEmptyPage } from './empty-site.ts';
import type { Browser, Page } from 'playwright-core';
import type { GalleryItem } from '../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../common/constants.ts';

let server: RunningServer;
let empty: RunningServer;
let browser: Browser;
let gallery: GalleryItem[];

/** The spec's categories (section 9) but the last two, Transports and Library, which the resource pages use. */
const FILTERS = GALLERY_CATEGORIES.slice(0, -2);
const DESCRIPTION = 'Reading together under the mango tree.';

test.beforeAll(async ({ emptyAdminSite, emptySite, browser: shared }) => {
  [server, empty, browser] = [emptyAdminSite, emptySite, shared];
  const api = await new AdminApi(server.url).login();
  const add = async (title: string, category: string, description = '') =>
    api.send('/api/gallery', { title, category, description, image: await image(title) });
  for (let i = 1; i <= 8; i++) await add(`Sports ${i}`, 'Sports');
  await add('Class 1', 'Class Life', DESCRIPTION);
  await add('Class 2', 'Class Life');
  await add('Graduation 1', 'Graduation');
  await add('Bus 1', 'Transports');
  await add('Bus 2', 'Transports');
  await add('Reading 1', 'Library Life');
  await add('Reading 2', 'Library');
  gallery = (await (await fetch(`${server.url}/api/gallery`)).json()) as GalleryItem[];
  expect(gallery).toHaveLength(15);
});

const tiles = (page: Page) => page.locator('main figure');
const filter = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name, exact: true });
const tileTitles = (page: Page) => page.locator('main figcaption').allTextContents();
const titlesOf = (category: string) =>
  gallery.filter((g) => category === 'All' || g.category === category).map((g) => g.title);

describe('gallery page', () => {
  it('shows the category buttons, six pictures a page and the pager', async () => {
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/gallery`, DESKTOP);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const filters = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
    expect(await filters.allTextContents()).toEqual(FILTERS);
    expect(await filters.first().getAttribute('aria-current')).toBe('true');
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('All').slice(0, 6));
    await expect.poll(() => page.getByText('Page 1 of 3').isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Photo Gallery \| /);

    // Images: stored variants with srcset and sizes, intrinsic size, the first two eager, the rest lazy.
    const imgs = page.locator('main figure img');
    const first = imgs.first();
    expect(await first.getAttribute('srcset')).toMatch(/ 400w, .* 800w/);
    expect(await first.getAttribute('sizes')).toBeTruthy();
    expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await first.getAttribute('height'))).toBeGreaterThan(0);
    expect(await first.getAttribute('alt')).toBe(titlesOf('All')[0]);
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await imgs.nth(5).getAttribute('loading')).toBe('lazy');
    expect(await first.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image/);

    await page.getByRole('link', { name: 'Page 3', exact: true }).click();
    await page.waitForURL(/\/gallery\?page=3$/);
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('All').slice(12));
    await page.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL(/\/gallery\?page=2$/);
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('All').slice(6, 12));
    await closePage({ errors, context });
  });

  it('filters by category, pages within it, and goes back to page 1 on a new category', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery`, PHONE);
    await page.waitForLoadState('networkidle');
    await filter(page, 'Sports').click();
    await page.waitForURL(/\/gallery\?category=Sports$/);
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('Sports').slice(0, 6));
    expect(await filter(page, 'Sports').getAttribute('aria-current')).toBe('true');

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/gallery\?category=Sports&page=2$/);
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('Sports').slice(6));
    await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);
    await shot(page, 'gallery-sports-page2-390');
    expect(await seriousViolations(page)).toEqual([]);

    // A new category starts on its first page.
    await filter(page, 'Class Life').click();
    await page.waitForURL(/\/gallery\?category=Class\+Life$/);
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('Class Life'));
    // One page only: no pager.
    expect(await page.getByRole('navigation', { name: 'Gallery pages' }).count()).toBe(0);

    await filter(page, 'Laboratory').click();
    await page.waitForURL(/category=Laboratory$/);
    await expect.poll(() => page.getByText('No images found.', { exact: true }).isVisible()).toBe(true);
    expect(await tiles(page).count()).toBe(0);

    await filter(page, 'All').click();
    await page.waitForURL(/\/gallery$/);
    await expect.poll(() => tiles(page).count()).toBe(6);
    await closePage({ errors, context });
  });

  it('opens the lightbox: arrows, thumbnails, description, Escape, focus kept inside and given back', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery?category=Sports`, DESKTOP);
    await page.waitForLoadState('networkidle');
    const sports = titlesOf('Sports');
    const opener = page.locator('main figure a').nth(1);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[1]);
    // The pictures of this page (the server reads one page of a category at a time: decision 028).
    expect(await dialog.getByText('Image 2 of 6').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: /^Show image \d+:/ }).count()).toBe(6);
    expect(await dialog.getByTestId('lightbox-description').count()).toBe(0);
    const big = dialog.locator('img').first();
    expect(await big.getAttribute('srcset')).toMatch(/1600w/);
    await shot(page, 'gallery-lightbox-1366', false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[2]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[0]);
    // Wraps around at both ends.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[5]);
    expect(await dialog.getByText('Image 6 of 6').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[0]);

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[1]);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[0]);

    const thumb = dialog.getByRole('button', { name: `Show image 5: ${sports[4]}` });
    await thumb.click();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(sports[4]);
    expect(await thumb.getAttribute('aria-current')).toBe('true');

    // Focus stays in the dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await closePage({ errors, context });
  });

  it('shows the description of a picture that has one', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery?category=Class%20Life`, PHONE);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Class 1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('lightbox-description').textContent()).toBe(DESCRIPTION);
    await shot(page, 'gallery-lightbox-390', false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closePage({ errors, context });
  });

  it('renders the asked view on the server, and works without JavaScript', async () => {
    const html = await (await fetch(`${server.url}/gallery?category=Sports&page=2`)).text();
    for (const title of titlesOf('Sports').slice(6)) expect(html).toContain(`alt="${title}"`);
    expect(html).not.toContain(`alt="${titlesOf('Sports')[0]}"`);

    const { page, context } = await openPage(browser, `${server.url}/gallery?category=Sports&page=2`, PHONE, {
      javaScriptEnabled: false,
    });
    await expect.poll(() => tileTitles(page)).toEqual(titlesOf('Sports').slice(6));
    await filter(page, 'Graduation').click();
    await page.waitForURL(/category=Graduation$/);
    await expect.poll(() => tileTitles(page)).toEqual(['Graduation 1']);
    // Without JavaScript a picture is a link to its large file.
    expect(await page.locator('main figure a').first().getAttribute('href')).toMatch(/^\/uploads\/.+/);
    await context.close();
  });

  it('speaks German and Kiswahili', async () => {
    const { page, context } = await openPage(browser, `${server.url}/gallery?lang=de&category=Laboratory`, DESKTOP);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fotogalerie');
    expect(await page.getByText('Keine Bilder gefunden.').isVisible()).toBe(true);
    await page.goto(`${server.url}/gallery?lang=sw`);
    expect(
      await page
        .getByRole('navigation', { name: 'Chuja kwa kundi' })
        .getByRole('link', { name: 'Zote', exact: true })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('looks right at 1366 px', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery`, DESKTOP);
    await page.waitForLoadState('networkidle');
    await shot(page, 'gallery-1366');
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(DESKTOP.width);
    await closePage({ errors, context });
  });
});

describe('gallery category pages', () => {
  const PAGES = [
    { path: '/resource/transports', title: 'Transports', items: ['Bus 1', 'Bus 2'] },
    { path: '/resource/library', title: 'Library Life', items: ['Reading 1', 'Reading 2'] },
    { path: '/resource/computer-lab', title: 'Computer Lab', items: [] as string[] },
  ];

  it('show their category in a grid with a popup viewer, or the empty text', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    for (const p of PAGES) {
      const res = await page.goto(server.url + p.path);
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(p.title);
      await expect.poll(async () => (await tileTitles(page)).sort()).toEqual([...p.items].sort());
      if (p.items.length === 0) {
        expect(await page.getByText(`No ${p.title} images found.`, { exact: true }).isVisible()).toBe(true);
        continue;
      }
      await shot(page, `resource${p.path.replace(/\W+/g, '-')}-390`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('main figure a').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByText(`Image 2 of ${p.items.length}`).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await closePage({ errors, context });
  });

  it('show their pictures without JavaScript, each a link to its large file', async () => {
    const { page, context } = await newPage(browser, PHONE, { javaScriptEnabled: false });
    for (const p of PAGES) {
      await page.goto(server.url + p.path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(p.title);
      expect((await tileTitles(page)).sort()).toEqual([...p.items].sort());
      const images = page.locator('main figure img');
      for (let i = 0; i < p.items.length; i++) {
        expect(await images.nth(i).getAttribute('srcset')).toMatch(/ 400w/);
        expect(await page.locator('main figure a').nth(i).getAttribute('href')).toMatch(/^\/uploads\/.+/);
      }
      if (p.items.length === 0)
        expect(await page.getByText(`No ${p.title} images found.`, { exact: true }).isVisible()).toBe(true);
    }
    // The first picture really arrives (loaded eagerly, not waiting for a script).
    await page.goto(`${server.url}/resource/library`);
    await expect
      .poll(() =>
        page
          .locator('main figure img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('are reached from the Resources menu and look right at 1366 px', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery`, DESKTOP);
    await page.waitForLoadState('networkidle');
    const resources = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Resources' });
    for (const [item, title, items] of [
      ['Library', 'Library Life', ['Reading 1', 'Reading 2']],
      ['Transports', 'Transports', ['Bus 1', 'Bus 2']],
    ] as const) {
      await resources.click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expect.poll(async () => (await tileTitles(page)).sort()).toEqual([...items]);
    }
    await shot(page, 'resource-transports-1366');
    await closePage({ errors, context });
  });
});

describe('on an empty site', () => {
  it('every gallery page shows its empty text', async () => {
    const opened = await openEmptyPage(browser, `${empty.url}/gallery`, 'No images found.', 'gallery-empty-390');
    for (const [path, category] of [
      ['/resource/transports', 'Transports'],
      ['/resource/library', 'Library Life'],
      ['/resource/computer-lab', 'Computer Lab'],
    ]) {
      await opened.page.goto(empty.url + path);
      expect(await opened.page.getByText(`No ${category} images found.`, { exact: true }).isVisible()).toBe(true);
    }
    await closePage(opened);
  });
});
