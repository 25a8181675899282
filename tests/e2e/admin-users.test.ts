// Users page (/admin/add-teacher): list, search, add, edit, delete through the interface, with the spec's
// states, validation and messages; upload fields refuse too-large and wrong-type files before sending.
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { DESKTOP, newPage, type RunningServer } from './harness.ts';
import { ADMIN, apiLogin, it, noticeShown, openSignedIn, openSignedInPage, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

async function openUsers(page: Page) {
  await openSignedIn(page, server.url, ADMIN);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { level: 1, name: 'User List' }).waitFor();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types each value into the text field labelled with its key, in order. */
async function fillFields(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

describe('users page', () => {
  it('validates the form with the spec messages before sending', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await openUsers(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/users')) posts.push(r.url());
    });
    await page.getByRole('button', { name: '+ Add User' }).click();
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('Teacher');
    expect(await page.getByRole('combobox', { name: 'Role' }).locator('option').allInnerTexts()).toEqual([
      'Admin',
      'Author',
      'Teacher',
      'Director',
      'Partner',
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    for (const text of [
      'Name is required',
      'Phone is required',
      'Email is required',
      'Please enter a password for the new user.',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).count(), { message: text }).toBe(1);
    }
    // The first wrong field gets the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');
    await fillFields(page, { Name: 'Grace Mollel', Phone: '+255 711 222 333', Email: 'not-an-email' });
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Invalid email address').count()).toBe(1);
    await expect.poll(() => page.getByText('Password must be at least 8 characters.').count()).toBe(1);
    expect(posts).toEqual([]);

    // Files: too large or of the wrong type are refused at once, nothing is sent.
    const input = page.getByTestId('upload-input');
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(21 * 1024 * 1024, 1) });
    await page.getByText('"huge.jpg" is too large (21 MB). Images may be at most 20 MB.').waitFor();
    await input.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page
      .getByText('"logo.svg" is not a supported image. Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC photo.')
      .waitFor();
    expect(await page.getByTestId('upload-size').count()).toBe(0);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('adds, finds, edits and deletes a user', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await openUsers(page);
    await page.getByRole('button', { name: '+ Add User' }).click();
    await fillFields(page, { Name: 'Grace Mollel', Phone: '+255 711 222 333', Email: 'grace@example.org' });
    await page.getByLabel('Password').fill('grace-pass-1');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: 'grace.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Preview of grace.jpg' }).waitFor();
    expect(await page.getByTestId('upload-size').innerText()).toMatch(/^\(\d+ KB\)$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'User created.');
    const row = page.getByRole('row').filter({ hasText: 'grace@example.org' });
    await row.waitFor();
    expect(await row.locator('td, th').allInnerTexts()).toEqual([
      '',
      'Grace Mollel',
      '+255 711 222 333',
      'grace@example.org',
      'Teacher',
      '',
    ]);
    await expect
      .poll(() => row.getByRole('img', { name: 'Grace Mollel' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The same e-mail again: the server refuses, its message shows.
    await page.getByRole('button', { name: '+ Add User' }).click();
    await fillFields(page, { Name: 'Grace Again', Phone: '1', Email: 'grace@example.org' });
    await page.getByLabel('Password').fill('grace-pass-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Error: A user with this email already exists.').waitFor();
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // Search by name.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('grace');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzz');
    await page.getByText('No teachers found.').waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');

    // Edit: role and phone change; a blank password is not sent, so the old one still works.
    await page.getByRole('button', { name: 'Edit Grace Mollel' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('grace@example.org');
    await field(page, 'Phone').fill('+255 799 000 111');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('director');
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'User updated.');
    await expect
      .poll(() => row.locator('td, th').allInnerTexts())
      .toEqual(['', 'Grace Mollel', '+255 799 000 111', 'grace@example.org', 'Director', '']);
    await apiLogin(server.url, 'grace@example.org', 'grace-pass-1');

    // Delete: the in-page confirm with the spec's text; Cancel keeps the user.
    await page.getByRole('button', { name: 'Delete Grace Mollel' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Are you sure you want to delete this teacher?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Grace Mollel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'User deleted.');
    await row.waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
    await context.close();
  });

  it('shows the loading state and the spec failure messages', async () => {
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN);
    // The dashboard's own reads (its Recent Users too) done first, so the one held below is the users page's.
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The list, whatever its query (it is read a page at a time: ?page=&limit=).
    const list = (url: URL) => url.pathname === '/api/users';
    await page.route(list, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Database is down', message: 'Database is down' }),
      });
    });
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click();
    await loading.first().waitFor();
    release();
    await page.getByText('Failed to fetch teachers: Database is down').waitFor();
    await page.unroute(list);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('row').filter({ hasText: ADMIN.email }).waitFor();

    // Delete refused by the server: 'Delete failed: {message}', or 'Unknown error' without one.
    const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Temp User',
      phone: '1',
      email: 'temp@example.org',
      role: 'Teacher',
      password: 'temp-pass-1',
    }))
      form.set(k, v);
    await fetch(`${server.url}/api/users`, { method: 'POST', headers: { cookie }, body: form });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'temp@example.org' }).waitFor();
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'This user still owns records.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete Temp User' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Delete failed: This user still owns records.');
    await page.unroute('**/api/users/*');
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete Temp User' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Delete failed: Unknown error');
    await page.unroute('**/api/users/*');

    // Save refused without a message: 'Failed to save user'.
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: '+ Add User' }).click();
    await fillFields(page, { Name: 'No Save', Phone: '1', Email: 'nosave@example.org' });
    await page.getByLabel('Password').fill('nosave-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to save user', { exact: true }).waitFor();

    // The server cannot be reached: 'Failed to save user: {reason}'.
    await page.unroute('**/api/users');
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to save user: Network error', { exact: true }).waitFor();

    // In German the reason is German too: the network trouble by its kind, a server sentence the page does
    // not know by its status. (The user is not saved, so the browser asks before leaving the form: issue 13.3.)
    page.removeAllListeners('dialog');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.url}/admin/add-teacher?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Benutzerliste' }).waitFor();
    await page.getByRole('button', { name: '+ Benutzer hinzufügen' }).click();
    await fillFields(page, { Name: 'Kein Speichern', Telefon: '1', 'E-Mail': 'nosave@example.org' });
    await page.getByLabel('Passwort').fill('nosave-pass-1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Benutzer konnte nicht gespeichert werden: Netzwerkfehler', { exact: true }).waitFor();
    await page.unroute('**/api/users');
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'This phone number is taken.', message: 'This phone number is taken.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Fehler: Das passt nicht zu bereits gespeicherten Daten.', { exact: true }).waitFor();
    // The shared rules' length message, in German beside the field (checked before anything is sent).
    await field(page, 'Telefon').fill('1'.repeat(51));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Höchstens 50 Zeichen erlaubt.', { exact: true }).waitFor();
    await context.close();
  });
});
