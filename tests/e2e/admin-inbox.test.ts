// Beyond the spec: the contact messages inbox (Admin and Director) and changing one's own password.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer, closePage } from './harness.ts';
import { ADMIN, apiLogin, it, noticeShown, openSignedInPage, sendContact, STAFF, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';

let server: RunningServer;
let browser: Browser;
test.beforeAll(({ staffSite, browser: shared }) => {
  [server, browser] = [staffSite, shared];
});

const PHONE_NUMBER = '+255 744 000 111';

describe('messages inbox', () => {
  it('lists messages newest first, marks them read and unread, and deletes after a confirm', async () => {
    await sendContact(
      server.url,
      'Mama Neema',
      'Is there still a place in the kindergarten for January?',
      PHONE_NUMBER,
    );
    await new Promise((r) => setTimeout(r, 20));
    await sendContact(
      server.url,
      'Baba Juma',
      'What does the school bus cost per term?\nWe live in Himo.',
      PHONE_NUMBER,
    );

    const { page, context, errors } = await openSignedInPage(browser, PHONE, server.url, STAFF.Director);
    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const items = page.getByRole('article');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).getAttribute('aria-label')).toBe('Baba Juma');
    expect(await items.nth(1).getAttribute('aria-label')).toBe('Mama Neema');
    expect(await page.getByTestId('unread-count').innerText()).toBe('2 unread');
    // Line breaks kept.
    expect(await items.nth(0).innerText()).toContain('What does the school bus cost per term?\nWe live in Himo.');
    expect(await items.nth(0).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:baba@example.org',
    );

    const juma = page.getByRole('article', { name: 'Baba Juma' });
    expect(await juma.getAttribute('data-unread')).toBe('true');
    await juma.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => juma.getAttribute('data-unread')).toBe('false');
    expect(await page.getByTestId('unread-count').innerText()).toBe('1 unread');
    await page.getByLabel('Show unread only').check();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByLabel('Show unread only').uncheck();
    await juma.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => juma.getAttribute('data-unread')).toBe('true');

    await juma.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Are you sure you want to delete this message?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Message deleted.');
    await expect.poll(() => items.count()).toBe(1);
    await closePage({ errors, context });
  });
});

describe('change password', () => {
  it('checks the fields, refuses a wrong current password, and changes it', async () => {
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, STAFF.Teacher);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Change password' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    const current = page.getByLabel('Current password');
    const fresh = page.getByLabel(/^New password/);
    const repeat = page.getByLabel('Repeat new password');
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    await page.getByText('Current password is required').waitFor();
    await page.getByText('New password is required').waitFor();
    await fresh.fill('short');
    await submit.click();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    await current.fill('not-my-password');
    await fresh.fill('new-teacher-pass');
    await repeat.fill('new-teacher-typo');
    await submit.click();
    await page.getByText('The new passwords do not match.').waitFor();
    await repeat.fill('new-teacher-pass');
    await submit.click();
    await page.getByText('The current password is not correct.').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    await current.fill(STAFF.Teacher.password);
    await submit.click();
    await noticeShown(page, 'Your password has been changed.');
    expect(await current.inputValue()).toBe('');
    // Still signed in here; the new password works, the old one no longer does.
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await apiLogin(server.url, STAFF.Teacher.email, 'new-teacher-pass');
    await expect(apiLogin(server.url, STAFF.Teacher.email, STAFF.Teacher.password)).rejects.toThrow(/401/);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await context.close();
  });

  it('is offered to every role in the avatar menu', async () => {
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN);
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await context.close();
  });
});
