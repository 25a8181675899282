// Every admin page at 390 px and 1366 px (list and form views, view and edit modes), reached inside the
// running app: no serious or critical axe-core violation, nothing wider than the window, screenshots for a
// human look (/tmp/shots/admin-*.png); keyboard use; German and Kiswahili texts.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer, newPage, openPage, closePage } from './harness.ts';
import {
  ADMIN,
  followRequests,
  it,
  navigateInApp,
  noticeShown,
  openSignedIn,
  openSignedInPage,
  sendContact,
  seriousViolations,
  shot,
  STAFF,
  test,
  WIDTHS,
  type RequestsQuiet,
} from './fixtures.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { RESOURCES, type ResourceName } from '../../common/resources/index.ts';
import { formFields } from '../../common/resources/resource.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ staffSite, browser: shared }) => {
  [server, browser] = [staffSite, shared];
  await sendContact(server.url, 'Mama Neema', 'Is there still a place in the kindergarten for January?');
});

interface View {
  name: string;
  path: string;
  heading: string;
  /**
   * The form view (list pages) or edit mode (single-record pages): the button that opens it, then its level-1
   * heading or, when the heading stays, the form; `submit` is pressed to show the page's validation messages.
   */
  form?: { button: string; heading?: string; submit?: string | RegExp };
  /** The resource the form edits: it must have a field for each of its form's rules (a field left out of the page). */
  resource?: ResourceName;
}

/** A list page: its button opens a form with a heading of its own, where `submit` shows the validation messages. */
const listView = (
  name: string,
  path: string,
  heading: string,
  button: string,
  formHeading: string,
  resource: ResourceName,
  submit = 'Save',
) => ({ name, path, heading, form: { button, heading: formHeading, submit }, resource }) satisfies View;

const VIEWS: View[] = [
  { name: 'dashboard', path: '/admin/dashboard', heading: 'Dashboard' },
  listView('users', '/admin/add-teacher', 'User List', '+ Add User', 'Add User', 'users'),
  listView('blog', '/admin/blog', 'Blog Posts', '+ Add Blog Post', 'Create Blog Post', 'blogs', 'Publish'),
  listView('gallery', '/admin/add-gallery', 'Gallery', '+ Add Image', 'Add Gallery Image', 'gallery'),
  listView('headers', '/admin/HeaderImageForm', 'Header Images', '+ Add Header Image', 'Add Header Image', 'headers'),
  listView(
    'schools',
    '/admin/AdminSchoolDetails',
    'School Details',
    '+ Add School Details',
    'Add School Details',
    'schoolDetails',
  ),
  listView(
    'documents',
    '/admin/Documents',
    'Documents',
    'Edit / Add Documents',
    'Edit / Add Documents',
    'documents',
    'Add Document',
  ),
  {
    name: 'director',
    path: '/admin/DirectorMessage',
    heading: 'Director Message',
    form: { button: 'Edit director message' },
    resource: 'directorMessage',
  },
  {
    name: 'partner',
    path: '/admin/PartnerAdmin',
    heading: 'Partner Admin',
    form: { button: 'Edit partner profile' },
    resource: 'partners',
  },
  {
    name: 'settings',
    path: '/admin/settings',
    heading: 'Settings',
    form: { button: 'Edit contact settings' },
    resource: 'schoolSettings',
  },
  { name: 'messages', path: '/admin/messages', heading: 'Messages' },
  { name: 'password', path: '/admin/password', heading: 'Change password' },
];

/**
 * Moves to an admin page inside the running app, through React Router's router (the framework's own global),
 * as the sidebar's links do: the views are checked as staff reach them, without a page load each (about
 * 0.3 s of the browser's CPU per view). A direct load of every admin page is security-headers.test.ts's (at
 * 1366 px, without axe); here the login page, the dashboard and the refused page are loaded directly.
 */
async function goInApp(page: Page, path: string) {
  await navigateInApp(page, path);
  await page.waitForURL(`${server.url}${path}`);
}

/** The pages whose requests `settle` waits for (followRequests). */
const followed = new WeakMap<Page, RequestsQuiet>();

function watchRequests(page: Page): void {
  followed.set(page, followRequests(page));
}

/** Every request answered, and none for half a second (what 'networkidle' means for a page load). */
async function quiet(page: Page) {
  const requestsQuiet = followed.get(page);
  if (!requestsQuiet) throw new Error('quiet() needs watchRequests(page) first');
  await requestsQuiet(500);
}

async function settle(page: Page) {
  await quiet(page);
  await page.evaluate(() => document.fonts.ready);
  // Let lazy images below the fold load for the full-page screenshot.
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
  );
  await quiet(page);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The fields of a resource's form rules that the open form has no field for (by the form's field ids). */
async function missingFields(page: Page, resource: ResourceName): Promise<string[]> {
  const ids = await page.locator('main [id]').evaluateAll((elements) => elements.map((element) => element.id));
  // A document's own name is asked for only once the category Other is chosen.
  const later = resource === 'documents' ? ['documentName'] : [];
  return formFields(RESOURCES[resource]).filter(
    (field) => !later.includes(field) && !ids.some((id) => id.endsWith(`-${field}`)),
  );
}

async function check(page: Page, name: string, phone: boolean) {
  await settle(page);
  expect(await seriousViolations(page), name).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(phone ? PHONE.width : DESKTOP.width);
  expect(scrollWidth, `${name} is wider than the window`).toBeLessThanOrEqual(innerWidth);
  await shot(page, `admin-${name}-${phone ? 390 : 1366}`);
}

/** The dashboard's Recent Schools: a table on wide screens, one card per school on phones (no sideways scrolling). */
async function recentSchoolsFit(page: Page, phone: boolean) {
  const table = page.getByRole('table');
  const cards = page.getByRole('heading', { level: 3, name: /^Bright / });
  if (phone) {
    expect(await table.isVisible()).toBe(false);
    expect(await cards.count()).toBeGreaterThan(0);
    const card = cards.first().locator('xpath=ancestor::li[1]');
    expect(await card.getByRole('term').allInnerTexts()).toEqual(['Students', 'Teachers', 'Workers', 'Awards']);
    expect(await card.getByRole('definition').first().innerText()).toMatch(/^[\d,]+$/);
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  } else {
    expect(await cards.count()).toBe(0);
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Name',
      'Students',
      'Teachers',
      'Workers',
      'Awards',
    ]);
  }
}

describe('admin pages at phone and desktop width', () => {
  for (const [label, viewport] of WIDTHS) {
    it(`${label}: axe finds no serious violation, nothing overflows, screenshots taken`, async () => {
      const phone = label === 'phone';
      const { page, context, errors } = await newPage(browser, viewport);
      watchRequests(page);
      await page.goto(`${server.url}/loginPage`);
      await page.getByRole('dialog', { name: 'Admin Login' }).waitFor();
      await check(page, 'login', phone);
      await openSignedIn(page, server.url, ADMIN);
      for (const view of VIEWS) {
        await goInApp(page, view.path);
        await page.getByRole('heading', { level: 1, name: view.heading }).waitFor();
        // Every section's loading status gone (the dashboard has one per section).
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
        await check(page, view.name, phone);
        if (view.name === 'dashboard') await recentSchoolsFit(page, phone);
        if (view.form) {
          await page.getByRole('button', { name: view.form.button, exact: true }).click();
          if (view.form.heading) await page.getByRole('heading', { level: 1, name: view.form.heading }).waitFor();
          else await page.locator('main form').waitFor();
          if (view.form.submit) {
            await page.locator('main').getByRole('button', { name: view.form.submit, exact: true }).click();
            await page
              .locator('main')
              .getByRole('alert')
              .or(page.locator('main [aria-invalid="true"]'))
              .first()
              .waitFor();
          }
          await check(page, `${view.name}-form`, phone);
          if (view.resource) expect(await missingFields(page, view.resource), view.name).toEqual([]);
        }
      }
      if (phone) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('navigation', { name: 'Admin navigation' }).waitFor();
        await check(page, 'drawer', phone);
        await page.keyboard.press('Escape');
      }
      await goInApp(page, '/admin/blog');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      await check(page, 'confirm', phone);
      await closePage({ errors, context });

      // A refused page.
      const partner = await newPage(browser, viewport);
      watchRequests(partner.page);
      await openSignedIn(partner.page, server.url, STAFF.Partner, '/admin/add-teacher');
      await partner.page.getByRole('heading', { name: 'Access denied' }).waitFor();
      await check(partner.page, 'refused', phone);
      await partner.context.close();
      // axe-core on every view: about 25 s on the 2-core machine beside two other test files.
    }, 480_000);
  }
});

describe('keyboard', () => {
  it('signs in, moves through the sidebar and answers a confirm without a mouse', async () => {
    const { page, context } = await openPage(browser, `${server.url}/`, DESKTOP);
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    // The email field has the focus; Tab goes on to the password; Enter submits.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');

    const usersLink = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' });
    await usersLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'User List' }).waitFor();
    expect(await usersLink.getAttribute('aria-current')).toBe('page');

    await page.goto(`${server.url}/admin/blog`);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    // Cancel has the focus first; Escape cancels.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await context.close();
  });
});

/** Presses Tab (or Shift+Tab) until the element has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText);

describe('keyboard only', () => {
  it('creates a blog post with Tab, typing and Enter', async () => {
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN);
    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: '+ Add Blog Post' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Create Blog Post' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Title' }));
    await page.keyboard.type('Keyboard day');
    await tabTo(page, page.getByRole('textbox', { name: 'Content' }));
    await page.keyboard.type('Written without a mouse.');
    // The file chooser is a browser dialog: its file is set directly, the rest stays on the keyboard.
    await page.getByTestId('upload-input').setInputFiles({
      name: 'keys.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e76f51' } })
        .png()
        .toBuffer(),
    });
    await page.getByRole('img', { name: 'Preview of keys.png' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Publish' }));
    await page.keyboard.press('Enter');
    await noticeShown(page, 'Blog post published.');
    const card = page.getByRole('listitem').filter({ hasText: 'Keyboard day' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Written without a mouse.');
    expect(await card.locator('img').count()).toBeGreaterThan(0);
    await closePage({ errors, context });
  });

  it('opens and closes the phone drawer and the avatar menu', async () => {
    const { page, context, errors } = await openSignedInPage(browser, PHONE, server.url, ADMIN);
    const opener = page.getByRole('button', { name: 'Open navigation' });
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    expect(await nav.isVisible()).toBe(false);
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await nav.waitFor();
    // The focus moves into the drawer; Escape closes it and gives the focus back.
    await expect
      .poll(() => nav.evaluate((el) => !!el.closest('.MuiDrawer-paper')?.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // Again, and Enter on a link goes there and closes the drawer.
    await page.keyboard.press('Enter');
    await nav.waitFor();
    await tabTo(page, nav.getByRole('link', { name: 'Users' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'User List' }).waitFor();
    await nav.waitFor({ state: 'hidden' });

    // The avatar menu: Enter opens it, the arrows move, Escape closes it and gives the focus back.
    const avatar = page.getByRole('button', { name: `Account menu of ${ADMIN.name}` });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Director Message');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Change password');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Director Message');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => avatar.evaluate((el) => el === document.activeElement)).toBe(true);
    // Enter on an item goes there.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Director Message');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Director Message' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    await closePage({ errors, context });
  });
});

describe('languages', () => {
  it('shows the admin area in German and Kiswahili', async () => {
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN);
    await page.goto(`${server.url}/admin/add-teacher?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Benutzerliste' }).waitFor();
    expect(await page.getByText('Admin-Dashboard').count()).toBe(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Admin-Navigation' })
        .getByRole('link', { name: 'Titelbilder' })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: '+ Benutzer hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Name ist erforderlich').waitFor();
    await page.getByText('Bitte geben Sie ein Passwort für den neuen Benutzer ein.').waitFor();
    await shot(page, 'admin-users-form-de-1366');

    await page.goto(`${server.url}/admin/dashboard?lang=sw`);
    await page.getByRole('heading', { level: 1, name: 'Dashibodi' }).waitFor();
    expect(await page.getByText('Dashibodi ya Msimamizi').count()).toBe(1);
    // The totals come with the dashboard's data, a moment after its heading.
    await expect.poll(() => page.getByText('Jumla ya Wanafunzi').count()).toBe(1);
    await page.setViewportSize(PHONE);
    await shot(page, 'admin-dashboard-sw-390');
    // The choice is the admin's own (issue 38): the public pages, the login dialog among them, keep theirs.
    await page.goto(`${server.url}/loginPage`);
    const title = await page.getByRole('dialog').getByRole('heading').innerText();
    expect(title).toBe('Admin Login');
    await context.close();
  });
});
