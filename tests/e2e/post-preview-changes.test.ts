// "Preview changes" (issue 38 point 2, docs/decisions/019) in a real browser at a phone's and a laptop's width: staff
// edit a published post's title and text (bold), press "Preview changes" from the keyboard, and a new tab shows the
// post at its own address with the new title and formatting under the band; a visitor still sees the saved post,
// nothing is saved, and a script slipped into the sent text neither runs nor appears. The preview tab wakes with
// its own values (its route data stays in the page).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import { ADMIN, apiLogin, expectAccessible, it, openSignedInPage, test, WIDTHS } from './fixtures.ts';
import { closePage, newPage, type RunningServer } from './harness.ts';

let server: RunningServer;
test.beforeAll(({ adminSite }) => {
  server = adminSite;
});

const CHANGES = 'These are your unsaved changes: nothing is saved yet, and visitors see the post as it was last saved.';

/** A published post made through the API. */
async function publish(title: string): Promise<BlogPost> {
  const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  const body = new FormData();
  body.set('title', title);
  body.set('content', '<p>The blue team won.</p>');
  const res = await fetch(`${server.url}/api/blogs`, { method: 'POST', headers: { cookie, origin: server.url }, body });
  expect(res.status).toBe(201);
  return (await res.json()) as BlogPost;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(WIDTHS)('previewing changes of a published post at the %s width', (label, viewport) => {
  it('shows the unsaved title and formatting in a new tab; visitors keep the saved post', async ({ browser }) => {
    const saved = `Sports day results (${label})`;
    const changed = `Sports day results, corrected (${label})`;
    const post = await publish(saved);
    const staff = await openSignedInPage(browser, viewport, server.url, ADMIN, '/admin/blog');
    const { page, context } = staff;
    await page
      .getByRole('listitem')
      .filter({ hasText: saved })
      .getByRole('button', { name: `Edit ${saved}` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit Blog Post' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(changed);
    const text = page.getByRole('textbox', { name: 'Content' });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('The ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('red');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' team won.');

    // A script slipped into the text on its way (as a hand-made request could send it): cleaned by the server.
    let slipped = false;
    await context.route(`${server.url}/blog/${post._id}`, async (route) => {
      slipped = route.request().method() === 'POST';
      const sent = new URLSearchParams(route.request().postData() ?? '');
      sent.set(
        'content',
        `${sent.get('content')}<script>window.hacked=1</script><img src="x" onerror="window.hacked=2">`,
      );
      await route.continue({ postData: sent.toString() });
    });

    // "Preview changes", reached and pressed from the keyboard, opens a tab of its own.
    const button = page.getByRole('button', { name: 'Preview changes' });
    await button.focus();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.getByRole('status').filter({ hasText: CHANGES }).waitFor();
    expect(await tab.getByRole('status').filter({ hasText: 'Preview: not public.' }).count()).toBe(1);
    expect(tab.url()).toBe(`${server.url}/blog/${post._id}`);
    expect(await tab.getByRole('heading', { level: 1, name: changed }).count()).toBe(1);
    expect(await tab.locator('article strong').innerText()).toBe('red');
    expect(slipped).toBe(true);
    const html = await tab.content();
    expect(html).not.toContain('window.hacked');
    expect(html).not.toContain('onerror');
    expect(await tab.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await fitsWidth(tab)).toBe(true);
    await expectAccessible(tab, `a post's unsaved changes (${label})`, `preview-changes-${label}`);
    // Woken (the like button), the tab keeps the values it was sent.
    const like = tab.getByRole('button', { name: `Like: ${changed}` });
    await like.click();
    await tab.locator(`button[aria-pressed="true"][aria-label="Like: ${changed}"]`).waitFor();
    expect(await tab.getByRole('heading', { level: 1, name: changed }).count()).toBe(1);
    await tab.close();

    // Nothing was saved: a visitor, and the form's own list, still have the saved title.
    const visitor = await newPage(browser, viewport);
    await visitor.page.goto(`${server.url}/blog/${post._id}`);
    expect(await visitor.page.getByRole('heading', { level: 1, name: saved }).count()).toBe(1);
    expect(await visitor.page.getByText(changed).count()).toBe(0);
    expect(await visitor.page.locator('[data-preview-band]').count()).toBe(0);
    const stored = (await (await fetch(`${server.url}/api/blogs/${post._id}`)).json()) as BlogPost;
    expect(stored.title).toBe(saved);
    // The editor still holds the unsaved values, to be saved or not.
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(changed);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await closePage(staff);
  });
});
