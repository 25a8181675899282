import { describe, expect } from 'vitest';
import { type RunningServer, fontsCached, openPage, closePage } from './harness.ts';
import { it, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
});

describe('site smoke', () => {
  it('renders the home page on the server and hydrates without errors', async () => {
    const { page, errors, context, response: res } = await openPage(browser, server.url + '/');
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await closePage({ errors, context });
  });

  it('loads the scripts after the page, hydrates, then fetches Roboto for the pages that follow', async () => {
    // /loginPage: the home page with the login dialog, one of the pages that load their scripts at start (the
    // home page itself is lean: docs/decisions/022).
    const html = await (await fetch(server.url + '/loginPage')).text();
    // app/lib/scripts-after-load.server.ts recognised React Router's script (or it would be left as it was).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="module" async="">let started=false,/);
    // Nothing in the server's page asks for a font file.
    expect(html).not.toMatch(/woff2|fonts-[\w-]+\.css/);

    const { page, errors, context } = await openPage(browser, server.url + '/loginPage');
    // Hydrated (newPage's goto waited for <html data-hydrated>): the carousels' pause buttons are there.
    expect(await page.locator('html[data-hydrated]').count()).toBe(1);
    expect(
      await page.locator('[aria-roledescription="carousel"] button[data-rotation-control]').count(),
    ).toBeGreaterThan(0);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js'));
      return {
        loadStart: nav.loadEventStart,
        firstScript: Math.min(...scripts.map((s) => s.startTime)),
        count: scripts.length,
      };
    });
    expect(timing.count).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadStart);
    // The font style sheet follows hydration; its files are in the cache for the next page, which (lean) has
    // Roboto's faces from its <head>.
    await page.locator('link[data-fonts]').waitFor({ state: 'attached' });
    await fontsCached(page);
    await page.goto(server.url + '/about');
    expect(await page.locator('head > style[data-fonts]').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    const roboto = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.family.replace(/"/g, '') === 'Roboto' && f.status === 'loaded')
        .map((f) => f.weight),
    );
    expect(roboto).toContain('400');
    await closePage({ errors, context });
  });
});
