// The trash open in two tabs (decision 019): what one tab restored or deleted for good is no longer in the
// trash when the other tab presses Restore or Delete for good on it; that tab then says so plainly and fetches
// its list again, instead of an error that keeps listing the item.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, closePage, newPage } from './harness.ts';
import { ADMIN, it, noticeShown, openSignedIn, test, trashedPictures } from './fixtures.ts';

const GONE = 'This item was already restored or deleted for good. The list has been updated.';

let url: string;
let open: () => Promise<Awaited<ReturnType<typeof newPage>>>;
test.beforeAll(async ({ adminSite, browser }) => {
  url = adminSite.url;
  open = async () => {
    const opened = await newPage(browser, DESKTOP, { timezoneId: 'Europe/Berlin' });
    await openSignedIn(opened.page, url, ADMIN);
    await opened.page.goto(`${url}/admin/trash`);
    await opened.page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    return opened;
  };
});

const entry = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const restore = (page: Page, title: string) =>
  entry(page, title)
    .getByRole('button', { name: `Restore ${title}` })
    .click();
/** Presses the entry's Delete for good and confirms. */
async function deleteForGood(page: Page, title: string) {
  await entry(page, title)
    .getByRole('button', { name: `Delete ${title} for good` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
}

describe('the trash page in a second tab', () => {
  it('reloads its list and says the item is gone after the first tab restored or deleted it', async () => {
    const [restored, purged] = ['Two tabs restored', 'Two tabs purged'];
    await trashedPictures(url, restored, purged);
    const [first, second] = [await open(), await open()];
    for (const title of [restored, purged]) await entry(second.page, title).waitFor();
    // Times in East Africa Time, named, whatever the browser's zone (decision 019).
    expect(await entry(second.page, restored).innerText()).toMatch(
      /Deleted by Administrator on .+ EAT · Kept until .+ EAT/,
    );

    await restore(first.page, restored);
    await noticeShown(first.page, 'Restored.');
    await deleteForGood(first.page, purged);
    await noticeShown(first.page, 'Deleted for good.');

    await restore(second.page, restored);
    await noticeShown(second.page, GONE);
    await entry(second.page, restored).waitFor({ state: 'detached' });
    await entry(second.page, purged).waitFor({ state: 'detached' });
    expect(await second.page.getByText('Failed to restore the item', { exact: false }).count()).toBe(0);
    await closePage(first);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(second.errors.filter((e) => !/status of 404\b/.test(e))).toEqual([]);
    await second.context.close();
  });

  it('says the same when Delete for good finds the item gone', async () => {
    const title = 'Two tabs deleted twice';
    await trashedPictures(url, title);
    const [first, second] = [await open(), await open()];
    await entry(second.page, title).waitFor();
    await restore(first.page, title);
    await noticeShown(first.page, 'Restored.');

    await deleteForGood(second.page, title);
    await noticeShown(second.page, GONE);
    await entry(second.page, title).waitFor({ state: 'detached' });
    expect(await second.page.getByText('Failed to delete the item', { exact: false }).count()).toBe(0);
    await closePage(first);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(second.errors.filter((e) => !/status of 404\b/.test(e))).toEqual([]);
    await second.context.close();
  });
});
