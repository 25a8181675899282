// Drafts and scheduled posts in the back office (issue 14 points 1 and 2, docs/decisions/019), at a desktop and
// a phone width: write a draft (not on /blog), schedule it for a time still to come (not on /blog either), then
// see it go live at that minute, and turn it back into a draft. The server runs in this process with a clock the
// test moves (clocked-server.ts), so "that minute" comes without waiting for it.
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { schoolDateTime } from '../../common/school-time.ts';
import type { ClockedServer } from './clocked-server.ts';
import { ADMIN, apiLogin, expectAccessible, it, noticeShown, openSignedInPage, test, until } from './fixtures.ts';
import { closePage, DESKTOP, newPage, PHONE } from './harness.ts';

let server: ClockedServer;
let browser: Browser;

test.beforeAll(({ clockedSite, browser: shared }) => {
  [server, browser] = [clockedSite, shared];
});

const MINUTE = 60_000;

/** The titles on the public blog page (/blog) as a visitor gets it now. */
async function publicTitles(page: Page): Promise<string> {
  await page.goto(`${server.url}/blog`);
  return page.locator('main').innerText();
}

/** The post's card in the admin list. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
const statusOf = (page: Page, title: string) => card(page, title).getByTestId('post-status').innerText();

async function openEdit(page: Page, title: string): Promise<void> {
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Edit Blog Post' }).waitFor();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('publishing at the %s width', (label, viewport) => {
  it('writes a draft, schedules it, sees it go live at that minute and turns it back into a draft', async () => {
    const title = `Sports day (${label})`;
    const visitor = await newPage(browser, viewport);
    const admin = await openSignedInPage(browser, viewport, server.url, ADMIN, '/admin/blog');
    const { page } = admin;
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();

    // ---- a draft: saved, shown as one in the admin list, not on the website
    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill('All pupils run, jump and cheer on Monday.');
    await page
      .getByRole('group', { name: 'Publish at (East Africa Time, UTC+3)' })
      .getByLabel('Publication date')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(1);
    await expectAccessible(page, `new post with publishing controls (${label})`);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await noticeShown(page, 'Draft saved. It is not on the website until it is published.');
    await until(() => statusOf(page, title)).toBe('Draft');
    await expectAccessible(page, `blog list with a draft (${label})`, `blog-drafts-${label}`);
    expect(await publicTitles(visitor.page)).not.toContain(title);

    // ---- a time the server cannot read is refused at the field (a date without its time)
    const now = Math.max(Date.now(), server.clock.now().getTime());
    server.clock.set(new Date(now));
    const due = new Date(Math.ceil((now + 10 * MINUTE) / MINUTE) * MINUTE);
    const { date, time } = schoolDateTime(due);
    await openEdit(page, title);
    await page.getByLabel('Publication date').fill(date);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishAt = page.getByRole('group', { name: 'Publish at (East Africa Time, UTC+3)' });
    // A date without a time is refused by the form itself, before anything is sent.
    const hint = publishAt.getByText('Please enter both a date and a time.');
    await hint.waitFor();
    expect(await page.getByLabel('Publication date').getAttribute('aria-invalid')).toBe('true');
    await until(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('date');
    await expectAccessible(page, `publication time refused (${label})`, `blog-publishing-${label}`);

    // ---- scheduled for a minute still to come: the button says so, and the post is still not public
    await page.getByLabel('Publication time').fill(time);
    await hint.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await noticeShown(page, /^Blog post scheduled: it appears on the website on .+ EAT\.$/);
    await until(() => statusOf(page, title)).toMatch(/^Scheduled for .+ EAT$/);
    await expectAccessible(page, `blog list with a scheduled post (${label})`);
    expect(await publicTitles(visitor.page)).not.toContain(title);
    const [post] = await apiPosts(title);
    expect(post).toMatchObject({ status: 'published', publishAt: due.toISOString() });

    // ---- a second before: still not public; at that minute: on /blog and its own page
    server.clock.set(new Date(due.getTime() - 1000));
    expect(await publicTitles(visitor.page)).not.toContain(title);
    expect((await fetch(`${server.url}/api/blogs/${post!._id}`)).status).toBe(404);
    server.clock.set(due);
    expect(await publicTitles(visitor.page)).toContain(title);
    const opened = await visitor.page.goto(`${server.url}/blog/${post!._id}`);
    expect(opened?.status()).toBe(200);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();

    // ---- a published post turned back into a draft leaves the website again
    await admin.context.clock.setSystemTime(due.getTime() + MINUTE);
    await page.reload();
    await until(() => statusOf(page, title)).toBe('Published');
    await openEdit(page, title);
    await page.getByRole('button', { name: 'Turn into draft' }).click();
    await noticeShown(page, 'Draft saved. It is not on the website until it is published.');
    await until(() => statusOf(page, title)).toBe('Draft');
    expect(await publicTitles(visitor.page)).not.toContain(title);

    // The refused save's 400 is the browser's own console line; nothing else went wrong.
    admin.errors.splice(0, admin.errors.length, ...admin.errors.filter((e) => !/status of 400\b/.test(e)));
    await closePage(admin);
    await closePage(visitor);
  });
});

/** The staff view of the posts with this title (the Admin's, through the API). */
async function apiPosts(title: string): Promise<{ _id: string; status: string; publishAt: string | null }[]> {
  const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  const res = await fetch(`${server.url}/api/blogs?view=staff`, { headers: { cookie } });
  const posts = (await res.json()) as { _id: string; title: string; status: string; publishAt: string | null }[];
  return posts.filter((p) => p.title === title);
}
