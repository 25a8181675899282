// Keyboard focus in the back office (WCAG 2.4.7, 2.4.11): a button or icon button reached with the keyboard shows
// a clear outline from the admin theme (app/admin-theme.ts), not only MUI's faint ripple; a click shows none.
import { describe, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, closePage, newPage } from './harness.ts';
import { ADMIN, it, openSignedIn, test, trashedPictures } from './fixtures.ts';

let url: string;
test.beforeAll(async ({ adminSite }) => {
  url = adminSite.url;
});

/** The focused element's outline as the browser draws it: style and width. */
const outline = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { focused: el === document.activeElement, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

describe('keyboard focus in the back office', () => {
  it('outlines the Trash page’s text buttons and the header’s icon button reached with Tab', async ({ browser }) => {
    const title = 'Focus outline';
    await trashedPictures(url, title);
    const opened = await newPage(browser, DESKTOP);
    const { page } = opened;
    await openSignedIn(page, url, ADMIN);
    await page.goto(`${url}/admin/trash`);
    const restore = page.getByRole('button', { name: `Restore ${title}` });
    const forGood = page.getByRole('button', { name: `Delete ${title} for good` });
    await restore.focus();
    await page.keyboard.press('Tab');
    expect(await outline(forGood)).toEqual({ focused: true, style: 'solid', width: 3 });
    await page.keyboard.press('Shift+Tab');
    expect(await outline(restore)).toEqual({ focused: true, style: 'solid', width: 3 });

    const account = page.getByRole('button', { name: `Account menu of ${ADMIN.name}` });
    await account.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await outline(account)).toEqual({ focused: true, style: 'solid', width: 3 });

    // A click is no keyboard focus: no outline.
    await page.mouse.move(0, 0);
    await forGood.hover();
    await page.mouse.down();
    expect((await outline(forGood)).style).toBe('none');
    await page.mouse.up();
    await closePage(opened);
  });
});
