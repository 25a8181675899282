// Staff order the hero pictures (issue 38 point 5) on a computer and at 390 px: by keyboard (Move up / Move down,
// the new position said in a status region, the focus kept on the moved item's button) and by dragging an item's
// handle onto another's place; the home page's hero and GET /api/headers follow the chosen order.
import { describe, expect } from 'vitest';

/** Polls for up to 10 s (a move and the list read again take a moment on a busy machine). */
const SLOW = { timeout: 10_000 };
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, closePage, newPage, type RunningServer } from './harness.ts';
import { ADMIN, expectAccessible, image, it, openSignedIn, test, withAdmin, type AdminApi } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
let api: AdminApi;
test.beforeAll(async ({ emptyAdminSite, browser: shared }) => {
  ({ server, browser, api } = await withAdmin(emptyAdminSite, shared));
});

/** The titles of the hero pictures, as GET /api/headers lists them, kept to `mine`. */
const apiOrder = async (mine: string[]) =>
  ((await (await fetch(`${server.url}/api/headers`)).json()) as { title: string }[])
    .map((h) => h.title)
    .filter((title) => mine.includes(title));
/** The titles of the home page's hero slides, in the page's order, kept to `mine`. */
const homeOrder = async (mine: string[]) =>
  [...(await (await fetch(`${server.url}/`)).text()).matchAll(/data-hero-title="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((title) => mine.includes(title));
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** Drags the handle of the card named `from` onto the card named `to`, with the mouse, in small steps. */
async function drag(page: Page, from: string, to: string) {
  const card = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const handle = card(from).locator('[data-drag-handle]');
  // Both cards on screen (a phone shows about two): the upper one at the top, below the app bar.
  const upper = (await card(from).boundingBox())!.y < (await card(to).boundingBox())!.y ? card(from) : card(to);
  await upper.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
  const start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const target = card(to);
  const end = (await target.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  // The place it would take is marked while the pointer is over it.
  await expect.poll(() => target.evaluate((el) => getComputedStyle(el).outlineStyle), SLOW).toBe('solid');
  await page.mouse.up();
}

describe('ordering the hero pictures', () => {
  for (const [label, viewport] of [
    ['a computer (1366 px)', DESKTOP],
    ['a phone (390 px)', PHONE],
  ] as const) {
    it(`moves them by keyboard and by drag on ${label}; the home page follows`, async () => {
      const tag = viewport === PHONE ? 'phone' : 'desktop';
      const [a, b, c] = ['A', 'B', 'C'].map((letter) => `Hero ${letter} ${tag}`) as [string, string, string];
      for (const title of [a, b, c]) await api.send('/api/headers', { title, image: await image(title) });
      const mine = [a, b, c];
      expect(await apiOrder(mine)).toEqual([a, b, c]);

      const opened = await newPage(browser, viewport);
      const { page } = opened;
      await openSignedIn(page, server.url, ADMIN, '/admin/HeaderImageForm');
      const up = page.getByRole('button', { name: `Move ${c} up` });
      await up.waitFor();
      // By keyboard: the focus on C's Move up, Enter twice; each move is said once the list shows it, and the
      // focus stays on the button (at the top of the list, where Move up is off, on Move down).
      const all = async () =>
        ((await (await fetch(`${server.url}/api/headers`)).json()) as { title: string }[]).map((h) => h.title);
      const status = page.getByRole('status').filter({ hasText: c });
      await up.focus();
      for (const expected of [
        [a, c, b],
        [c, a, b],
      ]) {
        const titles = await all();
        const position = titles.indexOf(c);
        await page.keyboard.press('Enter');
        await expect.poll(() => status.textContent(), SLOW).toBe(`${c}: now position ${position} of ${titles.length}.`);
        expect(await apiOrder(mine)).toEqual(expected);
        await expect.poll(() => focusedLabel(page), SLOW).toBe(`Move ${c} ${position === 1 ? 'down' : 'up'}`);
      }
      // The cards on screen follow the order.
      await expect
        .poll(
          () =>
            page
              .getByRole('listitem')
              .getByRole('heading', { level: 2 })
              .evaluateAll((hs, titles) => hs.map((h) => h.textContent).filter((t) => titles.includes(t!)), mine),
          SLOW,
        )
        .toEqual([c, a, b]);
      await expectAccessible(page, `ordered headers on ${label}`);

      // By drag, onto the card next to it: B's handle dropped onto A's card takes A's place (from below: before
      // it), then C's dropped onto B's (from above: after it).
      await drag(page, b, a);
      await expect.poll(() => apiOrder(mine), SLOW).toEqual([c, b, a]);
      await page
        .getByRole('status')
        .filter({ hasText: `${b}: now position` })
        .waitFor();
      await drag(page, c, b);
      await expect.poll(() => apiOrder(mine), SLOW).toEqual([b, c, a]);
      expect(await homeOrder(mine)).toEqual([b, c, a]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await closePage(opened);
    });
  }
});
