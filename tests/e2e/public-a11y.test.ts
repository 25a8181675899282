// Every public page of the demo site, at phone and desktop width, in one sweep: axe-core finds no serious
// or critical WCAG 2.2 A/AA violation, the page does not scroll sideways, and nothing is logged as an error.
// (Each page's own test file checks its states in depth; this one makes sure no page is left out.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BlogPost, SchoolDetail } from '../../common/api-types.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';
import { seriousViolations } from './public-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let paths: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const [posts, schools] = await Promise.all([
    fetch(`${server.url}/api/blogs`).then((r) => r.json() as Promise<BlogPost[]>),
    fetch(`${server.url}/api/brightSchoolDetails`).then((r) => r.json() as Promise<SchoolDetail[]>),
  ]);
  paths = [
    '/',
    '/about',
    '/blog',
    `/blog/${posts[0]._id}`,
    '/contact',
    '/gallery',
    '/resource/transports',
    '/resource/library',
    '/resource/computer-lab',
    '/schooldetails',
    `/schooldetails/${schools[0]._id}`,
    '/PartnerClientView',
    '/resource/JoiningForm',
    '/resource/curriculum',
    '/no-such-page',
  ];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every public page at %s width', (_name, viewport) => {
  it('has no serious accessibility violation, no sideways scroll and no console error', async () => {
    const { page, errors, context } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
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
  });
});
