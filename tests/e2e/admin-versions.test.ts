// Versions in the admin (issue 14 point 3): a post's Versions dialog lists its earlier texts with who saved each
// and when, shows a version's differences from the current text side by side (stacked at 390 px), and restores
// one after a confirmation, as a new save; the empty state; the director's message offers the same.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { BlogPost, DirectorMessage, SchoolDetail, VersionList } from '../../common/api-types.ts';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
import {
  ADMIN,
  apiLogin,
  createStaff,
  expectAccessible,
  it,
  noticeShown,
  openSignedInPage,
  realErrors,
  STAFF,
  test,
  until,
} from './fixtures.ts';

let server: RunningServer;
let browser: import('playwright-core').Browser;
let authorCookie: string;

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
  await createStaff(server, [STAFF.Author]);
  authorCookie = await apiLogin(server.url, STAFF.Author.email, STAFF.Author.password);
});

async function api<T>(method: string, path: string, cookie: string, fields?: Record<string, string>): Promise<T> {
  let body: FormData | undefined;
  if (fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
  }
  const res = await fetch(server.url + path, { method, headers: { cookie }, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** Opens the Author's post in the blog form and its Versions dialog. */
async function openVersions(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
  await page.getByRole('button', { name: 'Versions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
  await dialog.waitFor();
  return dialog;
}

/** A post of the Author's saved with `first`, then `second` (one earlier version), open in its Versions dialog. */
async function postVersions(viewport: typeof PHONE, title: string, [first, second]: readonly [string, string]) {
  const post = await api<BlogPost>('POST', '/api/blogs', authorCookie, { title, content: first });
  await api('PUT', `/api/blogs/${post._id}`, authorCookie, { content: second });
  const opened = await openSignedInPage(browser, viewport, server.url, STAFF.Author, '/admin/blog');
  return { post, ...opened, dialog: await openVersions(opened.page, title) };
}

/** The first record of `list`, changed by the Admin through the API, and a page signed in as the Admin. */
async function editedAsAdmin<T extends { _id: string }>(
  list: string,
  fields: Record<string, string>,
  viewport: typeof PHONE,
) {
  const admin = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  const [record] = await api<T[]>('GET', list, admin);
  await api('PUT', `${list}/${record!._id}`, admin, fields);
  return { record: record!, ...(await openSignedInPage(browser, viewport, server.url, ADMIN)) };
}

/** Restores the first version listed in the open Versions dialog, confirmed, and waits for the notice. */
async function restoreFirst(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
  await dialog.getByRole('button', { name: 'Restore' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await noticeShown(page, 'Version restored.');
}

describe('versions in the admin', () => {
  it("opens a post's versions, shows the differences and restores one", async () => {
    const texts = ['Sports day is on Friday at the field.', 'Sports day is on Saturday at the field.'] as const;
    const { post, page, errors, context, dialog } = await postVersions(DESKTOP, 'Sports day notice', texts);

    const versions = dialog.getByTestId('version');
    await until(() => versions.count()).toBe(1);
    expect(await versions.first().innerText()).toMatch(/Saved .+ by Asha Author/);

    // The differences, side by side: the removed word struck through, the added one underlined, both named.
    const show = dialog.getByRole('button', { name: 'Show differences' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    const differences = dialog.getByTestId('version-differences');
    await differences.waitFor();
    expect(await dialog.getByRole('button', { name: 'Hide differences' }).getAttribute('aria-expanded')).toBe('true');
    const content = differences.getByRole('region', { name: 'Content' });
    expect(await content.locator('del').textContent()).toBe('[removed: Friday]');
    expect(await content.locator('ins').textContent()).toBe('[added: Saturday]');
    const marks = await content.evaluate((section) => ({
      del: getComputedStyle(section.querySelector('del')!).textDecorationLine,
      ins: getComputedStyle(section.querySelector('ins')!).textDecorationLine,
    }));
    expect(marks).toEqual({ del: 'line-through', ins: 'underline' });
    // Unchanged fields are not listed.
    expect(await differences.getByRole('region', { name: 'Title' }).count()).toBe(0);
    const [left, right] = await Promise.all(
      ['This version', 'Current text'].map((name) => content.getByRole('heading', { name }).boundingBox()),
    );
    expect(right!.x).toBeGreaterThan(left!.x + 100);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
    await expectAccessible(page, 'versions dialog');

    // Restore asks first; Cancel keeps everything as it is.
    await dialog.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await until(() => confirm.count()).toBe(0);
    expect((await api<BlogPost>('GET', `/api/blogs/${post._id}`, authorCookie)).content).toMatch(/Saturday/);

    await dialog.getByRole('button', { name: 'Restore' }).click();
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await noticeShown(page, 'Version restored.');
    await until(() => dialog.count()).toBe(0);
    // Back at the list, which shows the restored text; the replaced text is now a version itself.
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    expect((await api<BlogPost>('GET', `/api/blogs/${post._id}`, authorCookie)).content).toBe(
      'Sports day is on Friday at the field.',
    );
    const list = await api<VersionList>('GET', `/api/versions?type=blogs&id=${post._id}`, authorCookie);
    expect(list.items.map((v) => v.fields.content)).toEqual([
      'Sports day is on Saturday at the field.',
      'Sports day is on Friday at the field.',
    ]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('at 390 px: full screen, the two sides stacked, no sideways scrolling; restored with the keyboard', async () => {
    const texts = [
      'The library opens at 8 and closes at 4.\nBring your card.',
      'The library opens at 9 and closes at 5.\nBring your card.',
    ] as const;
    const { post, page, errors, context, dialog } = await postVersions(PHONE, 'Library hours', texts);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(PHONE.width - 1);

    // Keyboard only: the first version's "Show differences", then its Restore, then the confirmation.
    const show = dialog.getByRole('button', { name: 'Show differences' });
    await show.focus();
    await page.keyboard.press('Enter');
    const content = dialog.getByTestId('version-differences').getByRole('region', { name: 'Content' });
    await content.waitFor();
    expect(await content.locator('del').allTextContents()).toEqual(['[removed: 8]', '[removed: 4.]']);
    const [top, bottom] = await Promise.all(
      ['This version', 'Current text'].map((name) => content.getByRole('heading', { name }).boundingBox()),
    );
    expect(bottom!.y).toBeGreaterThan(top!.y + 20);
    expect(Math.abs(bottom!.x - top!.x)).toBeLessThan(2);
    const overflow = await page.evaluate(() => {
      const paper = document.querySelector('[role="dialog"] .MuiDialogContent-root')!;
      return paper.scrollWidth - paper.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'versions dialog at 390 px');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Restore');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.waitFor();
    // Cancel has the focus first; Tab reaches Restore.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await noticeShown(page, 'Version restored.');
    expect((await api<BlogPost>('GET', `/api/blogs/${post._id}`, authorCookie)).content).toMatch(/opens at 8/);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('says when there are no earlier versions', async () => {
    const title = 'Brand new post';
    await api<BlogPost>('POST', '/api/blogs', authorCookie, { title, content: 'Only one text.' });
    const { page, context } = await openSignedInPage(browser, PHONE, server.url, STAFF.Author, '/admin/blog');
    const dialog = await openVersions(page, title);
    await until(() => dialog.getByRole('status').innerText()).toBe('No earlier versions.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await until(() => dialog.count()).toBe(0);
    await context.close();
  });

  it("the director's message: restored from its read-only page, which then shows it", async () => {
    const opened = await editedAsAdmin<DirectorMessage>('/api/directorMessage', { name: 'Somebody Else' }, DESKTOP);
    const { record, page, errors, context } = opened;
    await page.goto(`${server.url}/admin/DirectorMessage`);
    await until(() => page.getByTestId('director-name').textContent()).toBe('Somebody Else');
    await page.getByRole('button', { name: 'Versions' }).click();
    await restoreFirst(page);
    await until(() => page.getByTestId('director-name').textContent()).toBe(record.name);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a school's form: the changed field side by side, and restored", async () => {
    const opened = await editedAsAdmin<SchoolDetail>('/api/brightSchoolDetails', { headName: 'Mr. New' }, PHONE);
    const { record, page, errors, context } = opened;
    await page.goto(`${server.url}/admin/AdminSchoolDetails`);
    await page.getByRole('button', { name: `Edit ${record.schoolName}` }).click();
    await page.getByRole('heading', { name: 'Edit School Details' }).waitFor();
    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
    await dialog.getByRole('button', { name: 'Show differences' }).click();
    const regions = dialog.getByTestId('version-differences').getByRole('region');
    expect(await regions.evaluateAll((all) => all.map((r) => r.getAttribute('aria-label')))).toEqual(['Head name']);
    expect((await regions.locator('ins').allTextContents()).join(' ')).toContain('New');
    await restoreFirst(page);
    await page.getByRole('heading', { level: 1, name: 'School Details' }).waitFor();
    const [after] = await api<SchoolDetail[]>('GET', '/api/brightSchoolDetails', authorCookie);
    expect(after!.headName).toBe(record.headName);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
