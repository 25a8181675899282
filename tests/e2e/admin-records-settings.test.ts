// Contact settings admin (/admin/settings; spec sections 2, 4, 8): view mode, the pencil to edit, phones and
// e-mails added and removed, Cancel reloading from the server, Save ('Saving...' and blocked while it is sent;
// PUT, or POST on a site without settings) and the footer and /contact following; the inline failures; the
// page in German.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
import { ADMIN, expectAccessible, it, noticeShown, openSignedInPage, realErrors, test, until } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { SchoolSettings } from '../../common/api-types.ts';
import { expectErrorAlert, failRequests } from './failing-api.ts';

let seeded: RunningServer;
let empty: RunningServer;
let browser: Browser;
let before: SchoolSettings;

test.beforeAll(async ({ adminSite, emptyAdminSite, browser: shared }) => {
  [seeded, empty, browser] = [adminSite, emptyAdminSite, shared];
  before = ((await (await fetch(`${seeded.url}/api/schoolSettings`)).json()) as SchoolSettings[])[0]!;
  expect(before.phones.length).toBeGreaterThanOrEqual(2);
  expect(before.emails.length).toBeGreaterThanOrEqual(2);
});

const PATH = '/admin/settings';

async function footerText(page: Page, url: string): Promise<string> {
  await page.goto(url + '/');
  return (await page.locator('footer').innerText()).replace(/\s+/g, ' ');
}

async function contactText(page: Page, url: string): Promise<string> {
  await page.goto(url + '/contact');
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

const form = (page: Page) => page.locator('main form');

describe('contact settings admin', () => {
  it('edits phones and e-mails; Cancel reloads and discards; Save blocks while sent; footer and /contact follow', async () => {
    const { page, errors, context } = await openSignedInPage(browser, DESKTOP, seeded.url, ADMIN, PATH);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await until(() => page.getByTestId('settings-phones').innerText()).toContain(before.phones[0]!);
    expect(await page.getByTestId('settings-emails').innerText()).toContain(before.emails[1]!);
    await expectAccessible(page, 'settings view mode', 'settings-view');

    // Edit, then Cancel: the settings are asked for again and the edits are gone.
    await page.getByRole('button', { name: 'Edit contact settings' }).click();
    await form(page).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      before.phones[0],
    );
    await form(page).getByLabel('Phone 1', { exact: true }).fill('+255 27 275 9999');
    await form(page).getByRole('button', { name: 'Remove email 2' }).click();
    const reload = page.waitForRequest((r) => r.url().endsWith('/api/schoolSettings') && r.method() === 'GET');
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await reload;
    await until(() => page.getByTestId('settings-phones').innerText()).toContain(before.phones[0]!);
    expect(await page.getByTestId('settings-phones').innerText()).not.toContain('+255 27 275 9999');
    expect(await page.getByTestId('settings-emails').innerText()).toContain(before.emails[1]!);

    // Edit again: change a phone, add one, remove an e-mail, change a link.
    await page.getByRole('button', { name: 'Edit contact settings' }).click();
    await form(page).getByLabel('Phone 1', { exact: true }).fill('+255 27 275 9999');
    await form(page).getByRole('button', { name: 'Add phone' }).click();
    const added = `Phone ${before.phones.length + 1}`;
    await form(page).getByLabel(added, { exact: true }).fill('+255 700 123 456');
    await form(page).getByRole('button', { name: 'Remove email 2' }).click();
    expect(await form(page).getByTestId('email-entry').count()).toBe(before.emails.length - 1);
    await form(page).getByLabel('Instagram').fill('https://www.instagram.com/bright.settings.test');
    await expectAccessible(page, 'settings edit mode', 'settings-edit');

    // Save is blocked while the request is under way and reads 'Saving...'.
    let puts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/schoolSettings/*', async (route) => {
      if (route.request().method() === 'PUT') {
        puts += 1;
        expect(route.request().headers()['content-type']).toContain('application/json');
        await held;
      }
      await route.fallback();
    });
    await form(page).getByRole('button', { name: 'Save' }).click();
    const saving = form(page).getByRole('button', { name: 'Saving...' });
    await until(() => saving.isDisabled()).toBe(true);
    await saving.click({ force: true });
    release();
    await noticeShown(page, 'Settings saved.');
    await page.unroute('**/api/schoolSettings/*');
    expect(puts).toBe(1);
    expect(await form(page).count()).toBe(0);
    const phones = await page.getByTestId('settings-phones').innerText();
    expect(phones).toContain('+255 27 275 9999');
    expect(phones).toContain('+255 700 123 456');
    expect(await page.getByTestId('settings-emails').innerText()).not.toContain(before.emails[1]!);

    for (const text of [await footerText(page, seeded.url), await contactText(page, seeded.url)]) {
      expect(text).toContain('+255 27 275 9999');
      expect(text).toContain('+255 700 123 456');
      expect(text).not.toContain(before.phones[0]!);
      expect(text).toContain(before.emails[0]!);
      expect(text).not.toContain(before.emails[1]!);
    }
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("says 'Failed to save settings' and 'Failed to load settings' in red", async () => {
    const { page, context } = await openSignedInPage(browser, PHONE, seeded.url, ADMIN, PATH);
    await page.getByRole('button', { name: 'Edit contact settings' }).click();
    await failRequests(page, '**/api/schoolSettings/*', 'PUT', { error: 'Database is down' });
    await form(page).getByLabel('Facebook').fill('https://www.facebook.com/not.saved');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expectErrorAlert(form(page), 'Failed to save settings');
    // Still editing, nothing lost.
    expect(await form(page).getByLabel('Facebook').inputValue()).toBe('https://www.facebook.com/not.saved');
    await page.unroute('**/api/schoolSettings/*');

    // Cancel cannot reload: 'Failed to load settings'.
    await failRequests(page, '**/api/schoolSettings', 'GET', { error: 'Database is down' });
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await expectErrorAlert(page, 'Failed to load settings');
    // Opening the page fails the same way.
    await page.reload();
    await until(() => page.getByRole('alert').filter({ hasText: 'Failed to load settings' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit contact settings' }).count()).toBe(0);
    await page.unroute('**/api/schoolSettings');
    await context.close();
  });

  it('creates the settings on a site without any (POST), shown in German too', async () => {
    const { page, errors, context } = await openSignedInPage(browser, PHONE, empty.url, ADMIN, PATH);
    await until(() => page.getByTestId('settings-phones').textContent()).toBe('N/A');
    expect(await page.getByTestId('settings-emails').textContent()).toBe('N/A');
    await page.getByRole('button', { name: 'Edit contact settings' }).click();
    expect(await page.getByText('No phone numbers.').count()).toBe(1);
    await form(page).getByRole('button', { name: 'Add phone' }).click();
    await form(page).getByLabel('Phone 1', { exact: true }).fill('+255 754 000 001');
    await form(page).getByRole('button', { name: 'Add email' }).click();
    await form(page).getByLabel('Email 1', { exact: true }).fill('hello@bright.example');
    // An empty entry is not saved.
    await form(page).getByRole('button', { name: 'Add email' }).click();
    const post = page.waitForRequest((r) => r.url().endsWith('/api/schoolSettings') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Save' }).click();
    expect((await post).postDataJSON()).toMatchObject({
      phones: ['+255 754 000 001'],
      emails: ['hello@bright.example'],
    });
    await noticeShown(page, 'Settings saved.');
    expect(await page.getByTestId('settings-emails').innerText()).toBe('hello@bright.example');
    expect(await footerText(page, empty.url)).toContain('+255 754 000 001');
    expect(await contactText(page, empty.url)).toContain('hello@bright.example');

    // The page speaks German when asked.
    await page.goto(`${empty.url}${PATH}?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kontakteinstellungen bearbeiten' }).count()).toBe(1);
    await page.goto(`${empty.url}/admin/AdminSchoolDetails`);
    await page.getByRole('heading', { level: 1, name: 'Schulangaben' }).waitFor();
    await page.goto(`${empty.url}${PATH}?lang=en`);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
