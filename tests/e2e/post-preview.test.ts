// Preview before publishing (issue 38 point 2) in a real browser at a phone's and a laptop's width: a draft's card
// in the back office opens its preview (the post at its own address, with the "Preview: not public" band) and
// shares a link that a visitor without an account opens; the post's address alone stays "not found" to that
// visitor, and "Stop sharing" ends the link. The server runs in this process (clocked-server.ts).
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { ClockedServer } from './clocked-server.ts';
import { ADMIN, apiLogin, expectAccessible, it, openSignedInPage, test, until, WIDTHS } from './fixtures.ts';
import { closePage, newPage } from './harness.ts';

let server: ClockedServer;
let browser: Browser;

test.beforeAll(({ clockedSite, browser: shared }) => {
  [server, browser] = [clockedSite, shared];
});

/** A draft made through the API, answered with its id. */
async function draft(title: string): Promise<string> {
  const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  const body = new FormData();
  for (const [name, value] of Object.entries({ title, content: 'Our plans for the term.', status: 'draft' }))
    body.set(name, value);
  const res = await fetch(`${server.url}/api/blogs`, { method: 'POST', headers: { cookie, origin: server.url }, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** The page has no sideways scroll at its width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(WIDTHS)('a draft previewed and shared at the %s width', (label, viewport) => {
  it('shows the band to staff and to the link, and 404 to a visitor without it', async () => {
    const title = `Term plans (${label})`;
    const id = await draft(title);
    const staff = await openSignedInPage(browser, viewport, server.url, ADMIN, '/admin/blog');
    const visitor = await newPage(browser, viewport);
    const { page } = staff;
    const card = page.getByRole('listitem').filter({ hasText: title });
    const actions = card.getByTestId('preview-actions');

    // "Preview" opens the post's own address.
    const preview = actions.getByRole('link', { name: 'Preview' });
    expect(await preview.getAttribute('href')).toBe(`/blog/${id}`);

    // "Share preview link" makes the link, says so with its end date, and shows it to copy.
    await actions.getByRole('button', { name: 'Share preview link' }).click();
    await actions
      .getByRole('status')
      .filter({ hasText: /^(Link copied|Copy this link)\. Anyone with it can read this post until .+\.$/ })
      .waitFor();
    const link = await actions.getByTestId('preview-link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/blog/${id}\\?preview=`));
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, `blog list with a shared draft (${label})`, `preview-share-${label}`);

    // Staff see the preview at the post's address (in a tab of its own, as the link opens it), with the band.
    const tab = await staff.context.newPage();
    await tab.goto(`${server.url}/blog/${id}`);
    await tab.getByRole('status').filter({ hasText: 'Preview: not public.' }).waitFor();
    expect(await tab.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    expect(await fitsWidth(tab)).toBe(true);
    await expectAccessible(tab, `a draft's preview (${label})`, `preview-page-${label}`);
    await tab.close();

    // A visitor with the link reads it; without it, the address is not found.
    await visitor.page.goto(link);
    await visitor.page.getByRole('status').filter({ hasText: 'Preview: not public.' }).waitFor();
    expect(await visitor.page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    const plain = await visitor.page.goto(`${server.url}/blog/${id}`);
    expect(plain?.status()).toBe(404);
    expect(await visitor.page.getByText(title).count()).toBe(0);

    // "Stop sharing" ends the link.
    await actions.getByRole('button', { name: 'Stop sharing' }).click();
    await actions.getByRole('status').filter({ hasText: 'Sharing stopped' }).waitFor();
    await until(async () => (await visitor.page.goto(link))?.status()).toBe(404);

    // The visitor's only errors are the two "not found" answers asked for above.
    expect(visitor.errors.every((error) => error.includes('404 (Not Found)'))).toBe(true);
    await visitor.context.close();
    await closePage(staff);
  });
});
