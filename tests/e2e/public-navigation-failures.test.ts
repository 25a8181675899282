// Issue 13.16: moving between public pages while the page's data request fails (the phone lost its signal)
// shows the same section-level texts as a first load whose API calls fail (spec section 8), never the whole
// page replaced by 'Something went wrong.'; the header, footer and the way on stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function go(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('.MuiDrawer-paper').getByRole('link', { name, exact: true }).click();
}

describe('a failed data request while moving between pages', () => {
  it('keeps the page and shows the section texts of spec section 8 (390 px)', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/about`);
    await page.waitForLoadState('networkidle');
    // Every page data request ('/blog.data', ...) fails as without a network.
    await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
    const main = page.locator('main');

    await go(page, 'Blog');
    await expect
      .poll(() => main.getByText('Failed to fetch blogs.', { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/blog');

    await go(page, 'Gallery');
    await expect.poll(() => main.getByText('No images found.', { exact: true }).count(), { timeout: 20_000 }).toBe(1);

    await go(page, 'Home');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Collaborating with different Partners' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);

    expect(await page.getByText('Something went wrong.').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    // Only the failed requests themselves are logged.
    expect(
      errors.filter((e) => !/Failed to load the page data|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)),
    ).toEqual([]);
    await context.close();
  });
});
