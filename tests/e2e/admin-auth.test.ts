// Sign-in flow and admin guard (spec sections 2, 4, 5, 8, 9): the 'Admin Login' dialog from the header with
// /loginPage in history, its field rules and messages, the stored keys, the post-login redirect, the guard
// for signed-out visitors, an ended session, and logout.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, fontsCached, newPage, type RunningServer, openPage, closePage } from './harness.ts';
import { ADMIN, apiLogin, cheapenPasswords, createUser, fillLogin, it, signIn, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

// Signing in hashes a password: on a busy machine an answer can take several seconds.
const SLOW = { timeout: 20_000 };

const storage = (page: import('playwright-core').Page) => page.evaluate(() => ({ ...localStorage }));

describe('login dialog', () => {
  it('opens from the header over the page, pushes /loginPage into history, and closing goes back', async () => {
    const { page, context, errors } = await openPage(browser, `${server.url}/about`, DESKTOP);
    await page.waitForLoadState('networkidle');
    const aboutHeading = await page.locator('h1').first().innerText();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/loginPage');
    // The page behind stays the same.
    expect(await page.locator('h1').first().innerText()).toBe(aboutHeading);
    expect(await dialog.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/about');

    // The browser's back button closes it as well.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/about');
    await closePage({ errors, context });
  });

  it('shows the dialog when /loginPage is loaded or reloaded, and on a phone from the menu', async () => {
    const { page, context, errors } = await openPage(browser, `${server.url}/loginPage`, PHONE);
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    // Nothing of this site to go back to: closing goes to the home page.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    // The fonts come up to 2 s after the load (once the first screen's pictures are decoded): their new text
    // widths would move the drawer's links under a click that is on its way.
    await page.locator('link[data-fonts]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // As on a slow phone, whose frames come late: the dialog must still open after the drawer has gone, and
    // not be hidden from screen readers (a role query skips aria-hidden; a dialog opened while the drawer was
    // still sliding away was, at 8x in half the tries).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('presentation').getByRole('link', { name: 'Login' }).click();
    await dialog.waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(new URL(page.url()).pathname).toBe('/loginPage');
    await closePage({ errors, context });
  });

  it('a Login pressed in the phone menu is forgotten when the menu is opened again before it has gone', async () => {
    const { page, context, errors } = await openPage(browser, `${server.url}/about`, PHONE);
    await fontsCached(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawerLogin = page.getByRole('presentation').getByRole('link', { name: 'Login' });
    await drawerLogin.waitFor();
    // The drawer slides on timers: with the page's clock stopped it is still leaving when the menu button
    // (which has the focus back) is pressed again, as on a slow phone.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await drawerLogin.click();
    await page.keyboard.press('Enter');
    await page.clock.runFor(1000);
    await drawerLogin.waitFor();
    // Closed with Escape: no dialog, the page stays.
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    await drawerLogin.waitFor({ state: 'detached' });
    await page.clock.runFor(1000);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    await closePage({ errors, context });
  });

  it('checks the fields and shows the spec messages read from the server', async () => {
    const { page, context } = await openPage(browser, `${server.url}/loginPage`, DESKTOP);
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => dialog.getByText('Email is required').count(), SLOW).toBe(1);
    await expect.poll(() => dialog.getByText('Password is required').count(), SLOW).toBe(1);

    await fillLogin(page, 'nobody@example.org', 'whatever-1');
    await expect.poll(() => dialog.getByText('Email not found').count(), SLOW).toBe(1);

    await fillLogin(page, ADMIN.email, 'wrong-password');
    await expect.poll(() => dialog.getByText('Incorrect password').count(), SLOW).toBe(1);
    expect(await dialog.getByText('Email not found').count()).toBe(0);

    // Any other refusal: 'Login failed' at the email, 'Check your credentials' at the password.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable', message: 'Service unavailable' }),
      }),
    );
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect.poll(() => dialog.getByText('Login failed').count(), SLOW).toBe(1);
    await expect.poll(() => dialog.getByText('Check your credentials').count(), SLOW).toBe(1);
    await page.unroute('**/api/auth/login');
    await context.close();
  });

  it("after too many failed attempts (429): 'Login failed', 'Check your credentials' and the wait time below", async () => {
    // A real account: the lock is per account and address (unknown addresses only count towards the
    // address's limit across accounts, at 30).
    const email = 'locked@example.org';
    const admin = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const password = 'locked-pass-123';
    await createUser(server.url, { name: 'Locked Out', email, password, role: 'Teacher' }, admin);
    // Its password stored cheaply, as the other test accounts' are: the eleven failed sign-ins below each check
    // a password against it (the lock counts attempts; hashing's own cost is tests/api/password-hashing's).
    cheapenPasswords(server, [{ email, password }]);
    for (let i = 0; i < 11; i++) {
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'x' }),
      });
    }
    const { page, context } = await openPage(browser, `${server.url}/loginPage`, DESKTOP);
    await fillLogin(page, email, 'whatever');
    const dialog = page.getByRole('dialog');
    const alert = dialog.getByRole('alert');
    await expect
      .poll(() => alert.innerText(), SLOW)
      .toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    // Spec section 8: a sentence with neither 'not found' nor 'password' gives the two general texts; the wait
    // time stays visible below them.
    expect(await dialog.getByText('Login failed').count()).toBe(1);
    expect(await dialog.getByText('Check your credentials').count()).toBe(1);
    const below = await dialog.evaluate((el) => {
      const text = (t: string) => [...el.querySelectorAll('p')].find((p) => p.textContent === t)!;
      const wait = el.querySelector('[role="alert"]')!.getBoundingClientRect().top;
      return wait > text('Check your credentials').getBoundingClientRect().bottom;
    });
    expect(below).toBe(true);
    await context.close();

    // On a German page the same wait, in German: the minutes come from the answer's retryAfter, never from its
    // English sentence.
    const german = await openPage(browser, `${server.url}/loginPage?lang=de`, DESKTOP);
    const germanDialog = german.page.getByRole('dialog', { name: 'Admin-Anmeldung' });
    await germanDialog.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await germanDialog.getByLabel('Passwort').fill('whatever');
    await germanDialog.getByRole('button', { name: 'Anmelden' }).click();
    const germanAlert = germanDialog.getByRole('alert');
    await expect
      .poll(() => germanAlert.innerText(), SLOW)
      .toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\. Versuchen Sie es in \d+ Minuten erneut\.$/);
    await german.context.close();
  });

  it('stores the user, goes to /admin/dashboard, and logout ends the server session', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signIn(page, server.url, ADMIN);
    const keys = await storage(page);
    expect(keys.isLoggedIn).toBe('true');
    expect(JSON.parse(keys.loggedInUser!)).toMatchObject({ name: ADMIN.name, email: ADMIN.email, role: 'Admin' });
    expect(keys.redirectAfterLogin).toBeUndefined();
    expect(await page.getByText('Admin Dashboard').first().isVisible()).toBe(true);

    // Avatar menu: name and role, Settings, Director Message, Change password, Logout.
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await page.getByTestId('account-identity').innerText()).split(/\n+/)).toEqual([ADMIN.name, 'Admin']);
    expect((await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim())).toEqual([
      'Settings',
      'Director Message',
      'Change password',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    const after = await storage(page);
    expect(after.loggedInUser).toBeUndefined();
    expect(after.isLoggedIn).toBeUndefined();
    // The server session is over: the admin area asks to sign in again.
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('dialog', { name: 'Admin Login' }).waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe('signed-in staff on the public site (issue 13.4)', () => {
  it('see their avatar and a link back to the admin area in the header instead of Login', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/about`);
    const header = page.getByRole('banner');
    const back = header.getByRole('link', { name: `Admin area (${ADMIN.name})` });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('/admin/dashboard');
    expect(await back.locator('.bs-avatar').count()).toBe(1);
    expect(await back.textContent()).toContain('Admin'); // shown in capitals, like the other header links
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    // With the wider Admin link the full bar still fits from 1200 px, in each language (issue 13.5).
    await page.setViewportSize({ width: 1200, height: 900 });
    for (const lang of ['de', 'sw', 'en']) {
      await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
      await page.reload();
      // (The link follows the stored sign-in once the page runs.)
      await header.locator('.bs-header__admin').waitFor();
      const fit = await page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.bs-header__bar')!.getBoundingClientRect();
        const nav = document.querySelector<HTMLElement>('nav.bs-header__nav')!;
        const admin = document.querySelector<HTMLElement>('.bs-header__admin')!.getBoundingClientRect();
        return {
          navShown: getComputedStyle(nav).display !== 'none',
          oneRow: bar.height <= 64.5 && admin.top >= bar.top && admin.bottom <= bar.bottom,
          inside: admin.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      expect(fit, lang).toEqual({ navShown: true, oneRow: true, inside: true });
    }
    await page.setViewportSize(DESKTOP);
    await back.click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    // After logout the header offers Login again.
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await header.getByRole('link', { name: 'Login' }).waitFor();
    expect(await header.getByRole('link', { name: /^Admin area/ }).count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe('admin guard', () => {
  it('sends a signed-out visitor to / with the dialog open and then lands on the page asked for', async () => {
    const { page, context } = await openPage(browser, `${server.url}/admin/blog`, DESKTOP);
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    // Spec section 2: the guard redirects to / (the home page behind the dialog), nothing of the admin area.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('Collaborating with different Partners').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Admin navigation' }).count()).toBe(0);
    expect((await storage(page)).redirectAfterLogin).toBe('/admin/blog');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blog');
    expect((await storage(page)).redirectAfterLogin).toBeUndefined();
    await context.close();
  });

  it('closing the dialog on an admin page goes to the home page; /admin goes to the dashboard', async () => {
    const { page, context } = await openPage(browser, `${server.url}/admin/add-teacher`, DESKTOP);
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    // A reload keeps the home page without the dialog (the guard's history state is gone).
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Signed out, /admin leads to the dashboard's guard: the home page with the dialog, the dashboard kept.
    const res = await page.goto(`${server.url}/admin`);
    expect(res?.ok()).toBe(true);
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await storage(page)).redirectAfterLogin).toBe('/admin/dashboard');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await context.close();
  });

  it('sends the user back to sign-in when the session has ended, then back to the same page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, server.url, ADMIN);
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    // The session ends elsewhere (logged out with the same cookie from another client).
    const cookie = nth(await context.cookies(), 0);
    await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    // The next call to the server answers 401: the dialog opens instead of a broken page.
    await page.getByRole('button', { name: '+ Add User' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Someone');
    await page.getByRole('textbox', { name: 'Phone' }).fill('123');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.org');
    await page.getByLabel('Password').fill('someone-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    expect(await page.getByRole('heading', { name: 'Add User' }).count()).toBe(0);
    const keys = await storage(page);
    expect(keys.loggedInUser).toBeUndefined();
    expect(keys.redirectAfterLogin).toBe('/admin/add-teacher');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/add-teacher');

    // Cookie gone (expired): the next navigation asks to sign in.
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('dialog', { name: 'Admin Login' }).waitFor();
    expect((await storage(page)).redirectAfterLogin).toBe('/admin/dashboard');
    await context.close();
  });

  it('a session cookie from the API is enough: no dialog for a signed-in user', async () => {
    const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const parts = cookie.split('=');
    const [name, value] = [nth(parts, 0), nth(parts, 1)];
    const { page, context } = await newPage(browser, DESKTOP);
    await context.addCookies([{ name, value, url: server.url }]);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
