// No lost typing in the admin (issue 13.3), on a phone (390 px): with unsaved changes in a form, Back and a
// sidebar link ask first in the page ('Unsaved changes'), a reload gets the browser's own prompt, and a blog post
// being written is kept on the device and offered back when the form opens again (Restore or Discard; gone
// after a save).
import { describe, expect } from 'vitest';
import { PHONE, type RunningServer, closePage } from './harness.ts';
import { ADMIN, it, openSignedInPage, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { plainText } from '../../common/rich-text.ts';
import type { BlogPost } from '../../common/api-types.ts';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

const QUESTION = 'You have unsaved changes. Are you sure you want to leave this page?';
const TITLE = 'Sports day at the lake';
const CONTENT = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i + 1}: the pupils ran, swam and cheered for each other until the sun went down.`,
).join('\n\n');

const path = (page: Page) => new URL(page.url()).pathname;
const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' });
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title' });
const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content' });
/** The paragraphs of the post editor's text (decision 030), as shown. */
const paragraphsOf = async (page: Page) => (await contentBox(page).innerText()).split(/\n+/).filter(Boolean);

/** A link of the sidebar, which is a drawer behind the menu button on phones. */
async function sidebarLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name, exact: true });
  await link.waitFor();
  return link;
}

async function openNewPost(page: Page) {
  await page.getByRole('button', { name: '+ Add Blog Post' }).click();
  await titleBox(page).waitFor();
}

/** The browser's own prompts (beforeunload) answered as given, instead of the harness's "pop-up is an error". */
function answerPrompts(page: Page, answer: 'accept' | 'dismiss'): string[] {
  const seen: string[] = [];
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

const storedDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('blogDraft:')));

describe('unsaved changes in the admin', () => {
  it('asks in the page before Back or a sidebar link leaves a form with changes', async () => {
    const { page, errors, context } = await openSignedInPage(browser, PHONE, server.url, ADMIN);
    await (await sidebarLink(page, 'Blog Posts')).click();
    await page.waitForURL('**/admin/blog');

    // Nothing typed: leaving asks nothing.
    await openNewPost(page);
    await (await sidebarLink(page, 'Dashboard')).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await ask(page).count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/admin/blog');

    await openNewPost(page);
    await titleBox(page).fill(TITLE);
    await contentBox(page).fill(CONTENT);

    // Back: the product's dialog; 'Stay on this page' keeps the form and what was typed.
    await page.goBack();
    await ask(page).waitFor();
    expect(await ask(page).textContent()).toContain(QUESTION);
    expect(
      await ask(page)
        .getByRole('button', { name: 'Stay on this page' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await ask(page).getByRole('button', { name: 'Stay on this page' }).click();
    await ask(page).waitFor({ state: 'detached' });
    await expect.poll(() => path(page)).toBe('/admin/blog');
    expect(await titleBox(page).inputValue()).toBe(TITLE);
    expect(await paragraphsOf(page)).toEqual(CONTENT.split('\n\n'));

    // A sidebar link: the same; Escape stays too.
    await (await sidebarLink(page, 'Gallery')).click();
    await ask(page).waitFor();
    await page.keyboard.press('Escape');
    await ask(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe('/admin/blog');
    expect(await titleBox(page).inputValue()).toBe(TITLE);

    // 'Leave without saving' goes on.
    await (await sidebarLink(page, 'Dashboard')).click();
    await ask(page).waitFor();
    await ask(page).getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/admin/dashboard');

    // Another form: a gallery picture's title typed, Back asks as well.
    await (await sidebarLink(page, 'Gallery')).click();
    await page.waitForURL('**/admin/add-gallery');
    await page.getByRole('button', { name: '+ Add Image' }).click();
    await titleBox(page).fill('Football final');
    await page.goBack();
    await ask(page).waitFor();
    await ask(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect.poll(() => path(page)).toBe('/admin/add-gallery');
    expect(await titleBox(page).inputValue()).toBe('Football final');

    // Signing out asks first too; staying keeps the session and the form.
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await ask(page).waitFor();
    await ask(page).getByRole('button', { name: 'Stay on this page' }).click();
    await ask(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe('/admin/add-gallery');
    expect(await titleBox(page).inputValue()).toBe('Football final');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(200);
    await closePage({ errors, context });
  });

  it("keeps a post being written through a reload: the browser's prompt, then the draft offered back", async () => {
    const { page, errors, context } = await openSignedInPage(browser, PHONE, server.url, ADMIN);
    await page.goto(`${server.url}/admin/blog`);
    await openNewPost(page);
    await titleBox(page).fill(TITLE);
    await contentBox(page).fill(CONTENT);

    // A reload asks through the browser's own prompt; cancelled, the page and the typing stay.
    let prompts = answerPrompts(page, 'dismiss');
    await page.reload({ timeout: 3_000 }).catch(() => {});
    expect(prompts).toEqual(['beforeunload']);
    expect(await titleBox(page).inputValue()).toBe(TITLE);

    // Reloaded anyway: the form, opened again, offers the draft back.
    prompts = answerPrompts(page, 'accept');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(prompts).toEqual(['beforeunload']);
    await openNewPost(page);
    expect(await titleBox(page).inputValue()).toBe('');
    const offer = page.getByTestId('draft-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('A draft of this post from');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await titleBox(page).inputValue()).toBe(TITLE);
    expect(await paragraphsOf(page)).toEqual(CONTENT.split('\n\n'));

    // Saved: the draft is gone, the next new post starts empty, and nothing is asked on leaving.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: '+ Add Blog Post' }).waitFor();
    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as BlogPost[];
    // The editor's formatted text (decision 030): its paragraphs are the ones typed.
    const stored = posts.find((p) => p.title === TITLE)?.content ?? '';
    expect(plainText(stored).split(/\n+/)).toEqual(CONTENT.split('\n\n'));
    expect(await storedDrafts(page)).toEqual([]);
    await openNewPost(page);
    expect(await page.getByTestId('draft-offer').count()).toBe(0);

    // Discard: typed, reloaded, offered, discarded: an empty form and no draft left.
    await titleBox(page).fill('A second post');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await openNewPost(page);
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Discard draft' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await titleBox(page).inputValue()).toBe('');
    expect(await storedDrafts(page)).toEqual([]);
    await (await sidebarLink(page, 'Dashboard')).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await ask(page).count()).toBe(0);
    expect(prompts).toEqual(['beforeunload', 'beforeunload']);
    await closePage({ errors, context });
  });
});
