// The trash (issue 14 point 4) in the browser, on a computer and at 390 px: the Admin deletes a gallery picture,
// which leaves /gallery and its address at once, finds it on the Trash page (kind, who, when) and restores it to
// both; a picture deleted for good after the question is gone from the trash, whose empty state then shows.
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, closePage, newPage, type RunningServer } from './harness.ts';
import {
  ADMIN,
  expectAccessible,
  image,
  it,
  noticeShown,
  openSignedIn,
  test,
  until,
  withAdmin,
  type AdminApi,
} from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
let api: AdminApi;
test.beforeAll(async ({ adminSite, browser: shared }) => {
  ({ server, browser, api } = await withAdmin(adminSite, shared));
});

const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;

/** Opens an admin page through the sidebar (on a phone, from its drawer). */
async function openFromSidebar(page: Page, phone: boolean, link: string) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: link }).waitFor();
}

describe('the trash page', () => {
  for (const [label, viewport] of [
    ['a computer', DESKTOP],
    ['a phone (390 px)', PHONE],
  ] as const) {
    it(`deletes a picture and restores it from the trash on ${label}`, async () => {
      const phone = viewport === PHONE;
      const title = `Trash walk ${phone ? 'phone' : 'desktop'}`;
      const item = await api.send<{ _id: string; image: string }>('/api/gallery', {
        title,
        category: 'Sports',
        image: await image(title),
      });
      const opened = await newPage(browser, viewport);
      const { page } = opened;
      await openSignedIn(page, server.url, ADMIN);
      await openFromSidebar(page, phone, 'Gallery');
      const card = page.getByRole('listitem').filter({ hasText: title });
      await card.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await noticeShown(page, 'Gallery image deleted.');
      expect(await status(item.image)).toBe(404);

      await openFromSidebar(page, phone, 'Trash');
      const entry = page.getByRole('listitem', { name: title });
      await entry.waitFor();
      expect(await entry.innerText()).toContain('Gallery picture');
      expect(await entry.innerText()).toContain('Deleted by Administrator');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, `trash on ${label}`);

      await entry.getByRole('button', { name: `Restore ${title}` }).click();
      await noticeShown(page, 'Restored.');
      await entry.waitFor({ state: 'detached' });
      await page.getByText('The trash is empty.').waitFor();
      expect(await status(item.image)).toBe(200);
      expect(await status(`/api/gallery/${item._id}`)).toBe(200);

      // Deleted again, then for good: the question first, and the address stays gone.
      await api.remove(`/api/gallery/${item._id}`);
      await page.reload();
      await entry.getByRole('button', { name: `Delete ${title} for good` }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText('Are you sure you want to delete this item for good?', { exact: false }).waitFor();
      await question.getByRole('button', { name: 'Delete' }).click();
      await noticeShown(page, 'Deleted for good.');
      await page.getByText('The trash is empty.').waitFor();
      await until(() => status(item.image)).toBe(404);
      await closePage(opened);
    });
  }

  it('shows why a list or a restore failed: the fetch error with Try again, and an e-mail taken since', async () => {
    const email = `trash-${Date.now()}@example.org`;
    const account = {
      name: 'Mwalimu Aliyefutwa',
      phone: '+255 700 000 002',
      role: 'Teacher',
      password: 'Kilimanjaro-2026',
    };
    const user = await api.send<{ _id: string }>('/api/users', { ...account, email });
    await api.remove(`/api/users/${user._id}`);
    await api.send('/api/users', { ...account, name: 'Mwalimu Mpya', email });

    const opened = await newPage(browser, DESKTOP);
    const { page } = opened;
    await openSignedIn(page, server.url, ADMIN);
    await page.route('**/api/trash', (route) => route.fulfill({ status: 500, body: '' }));
    await openFromSidebar(page, false, 'Trash');
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch the trash' }).waitFor();
    await page.unroute('**/api/trash');
    await page.getByRole('button', { name: 'Try again' }).click();
    const entry = page.getByRole('listitem', { name: account.name });
    expect(await entry.innerText()).toContain('User');
    await entry.getByRole('button', { name: `Restore ${account.name}` }).click();
    await noticeShown(page, 'Failed to restore the item: A user with this email already exists.');
    await entry.waitFor();
    // The browser logs the two refused requests themselves; nothing else went wrong.
    expect(opened.errors.filter((e) => !/status of (500|409)\b/.test(e))).toEqual([]);
    await opened.context.close();
  });
});
