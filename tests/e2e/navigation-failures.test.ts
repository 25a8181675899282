// Moving between public pages while the next page's data request fails (issue 13 point 16): the page shows
// the section texts of spec section 8, as a first load with the API failing does, and the header and footer
// stay; never the whole-page 'Something went wrong.'. The browser's '<path>.data' requests are answered
// with a 500 here (Playwright's request interception), the server itself being healthy.
import { describe, expect } from 'vitest';
import { DESKTOP, type RunningServer, openPage } from './harness.ts';
import { it, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { SchoolDetail } from '../../common/api-types.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
let schools: SchoolDetail[];

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  schools = (await (await fetch(`${server.url}/api/brightSchoolDetails`)).json()) as SchoolDetail[];
  expect(schools.length).toBeGreaterThanOrEqual(2);
});

/** From now on every page-data request of the client-side router answers 500; counts them. */
async function failDataRequests(page: Page): Promise<{ count: number }> {
  const failed = { count: 0 };
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      failed.count++;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    },
  );
  return failed;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The header and the footer are still there, and no error page replaced the site. */
async function expectSiteKept(page: Page, where: string): Promise<void> {
  expect(await mainNav(page).getByRole('link', { name: 'About' }).isVisible(), where).toBe(true);
  const footer = page.getByRole('contentinfo');
  expect(await footer.getByRole('region', { name: 'Menus' }).getByRole('link').count(), where).toBe(6);
  // The footer's schools came with the first page; a failed page request does not take them away.
  expect(await footer.getByRole('region', { name: 'Our Schools', exact: true }).getByRole('link').count(), where).toBe(
    schools.length,
  );
  expect(await page.getByRole('heading', { name: 'Something went wrong.' }).count(), where).toBe(0);
}

async function expectText(page: Page, text: string, where: string): Promise<void> {
  const shown = page.locator('main').getByText(text, { exact: true });
  await shown.first().waitFor({ timeout: 15_000 });
  expect(await shown.first().isVisible(), `${where}: ${text}`).toBe(true);
}

async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await mainNav(page).getByRole('button', { name: menu }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

describe('moving between public pages while the page data request fails', () => {
  it('shows each page with its section texts of spec section 8, the header and footer kept', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, DESKTOP, {
      reducedMotion: 'reduce',
    });
    const failed = await failDataRequests(page);

    await mainNav(page).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${server.url}/blog`);
    await expectText(page, 'Failed to fetch blogs.', '/blog');
    expect(
      await page
        .locator('main')
        .getByText('Failed to fetch blogs.', { exact: true })
        .evaluate((el) => getComputedStyle(el).color),
    ).toMatch(/^rgb\((19\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await expectSiteKept(page, '/blog');

    await mainNav(page).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${server.url}/gallery`);
    await expectText(page, 'No images found.', '/gallery');
    await expectSiteKept(page, '/gallery');

    await mainNav(page).getByRole('link', { name: 'Partner Club Germany' }).click();
    await page.waitForURL(`${server.url}/PartnerClientView`);
    await expectText(page, 'No partner data available.', '/PartnerClientView');
    await expectSiteKept(page, '/PartnerClientView');

    await openMenuItem(page, 'Resources', 'Transports');
    await page.waitForURL(`${server.url}/resource/transports`);
    await expectText(page, 'No Transports images found.', '/resource/transports');
    await expectSiteKept(page, '/resource/transports');

    await openMenuItem(page, 'Resources', 'Curriculum');
    await page.waitForURL(`${server.url}/resource/curriculum`);
    await expectText(page, 'No documents available.', '/resource/curriculum');
    await expectText(page, 'Curriculum Documents Below', '/resource/curriculum');
    await expectSiteKept(page, '/resource/curriculum');

    // A school from the Academics menu: its record came along in navigation state, so the page still shows it.
    await openMenuItem(page, 'Academics', nth(schools, 1).schoolName);
    await page.waitForURL(`${server.url}/schooldetails/${nth(schools, 1)._id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nth(schools, 1).schoolName);
    await expectSiteKept(page, '/schooldetails');

    // Home: the hero and the director say so; the other sections stay empty (only logged).
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('alert').filter({ hasText: 'Failed to load header images' }).waitFor();
    await expectText(page, 'Loading hero images...', '/');
    const directorError = page
      .locator('[data-section="director"]')
      .getByText('Failed to fetch director message', { exact: true });
    await directorError.scrollIntoViewIfNeeded();
    expect(await directorError.isVisible()).toBe(true);
    expect(await page.locator('[data-section="schools"] [data-school-card]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'We Maximize Your Learning Growth' }).isVisible()).toBe(true);
    await expectSiteKept(page, '/');

    // Every page's data did go through the failing route, and nothing but the failures was reported.
    expect(failed.count).toBeGreaterThanOrEqual(7);
    const unexpected = errors.filter(
      (e) =>
        !/status of 500|Failed to load the page data|^Failed to fetch (blogs|school details|gallery images)$/.test(e),
    );
    expect(unexpected).toEqual([]);

    // Once the requests answer again, the next move shows the content.
    await page.unrouteAll();
    await mainNav(page).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main').getByText('Failed to fetch blogs.', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('keeps the menus and footer when the layout data fails too (a change of the address query)', async () => {
    const { page, context } = await openPage(browser, `${server.url}/gallery`, DESKTOP, { reducedMotion: 'reduce' });
    await failDataRequests(page);
    // A category filter changes the query: the layout's data is asked for again, and fails with the page's.
    await page.locator('main').getByRole('link', { name: 'Sports', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('category=');
    await expectText(page, 'No images found.', '/gallery?category');
    await expectSiteKept(page, '/gallery?category');
    await context.close();
  });
});
