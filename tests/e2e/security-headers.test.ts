// Content-Security-Policy in a real browser (issue 9, section 3): every public and admin page loads and hydrates
// under its policy with no violation and no console error, also when served again from the page cache, while a
// script injected into the page (inline or as an event handler attribute) is blocked. And the admin settings
// form says why a javascript: link is refused.
import { describe, expect } from 'vitest';
import { DESKTOP, newPage, type RunningServer, wakeLeanPage } from './harness.ts';
import {
  ADMIN,
  fillLogin,
  it,
  navigateInApp,
  openSignedIn,
  openSignedInPage,
  realErrors,
  test,
  until,
} from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PAGES } from '../../app/components/admin/admin-pages.ts';
import { publicPaths } from './public-paths.ts';
import { isBackOfficePath } from '../../common/back-office-path.ts';

let server: RunningServer;
let browser: Browser;

test.beforeAll(({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation of the page (the listener is added by the browser, outside the page's policy). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/** Opens a page (goto waits for hydration, so its scripts ran) and checks its policy. */
async function openUnderPolicy(page: Page, url: string): Promise<void> {
  const res = await page.goto(url);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(csp, url).not.toContain("'unsafe-inline' 'sha256"); // scripts: hashes only
  expect(
    csp.split(';').find((d) => d.trim().startsWith('script-src ')),
    url,
  ).not.toContain('unsafe-inline');
  expect(res?.headers()['permissions-policy'], url).toContain('camera=()');
  // An opener policy on the back office's pages only (docs/decisions/008, "Opener policy").
  const backOffice = isBackOfficePath(new URL(url).pathname);
  expect(res?.headers()['cross-origin-opener-policy'], url).toBe(backOffice ? 'same-origin' : undefined);
  await wakeLeanPage(page);
  expect(await page.locator('html[data-hydrated]').count(), url).toBe(1);
}

describe('Content-Security-Policy', () => {
  it('every public page loads and hydrates with no violation, also from the page cache', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await watchViolations(page);
    const paths = await publicPaths(server.url);
    for (const round of ['rendered', 'cached']) {
      for (const path of paths) {
        await openUnderPolicy(page, server.url + path);
        expect(await violations(page), `${round} ${path}`).toEqual([]);
      }
    }
    // The 404 page answers 404 and logs it; everything else is a real error (a CSP refusal is logged as one).
    expect(errors.filter((e) => !/status of 404\b/.test(e))).toEqual([]);
    await context.close();
  }, 240_000);

  it('every admin page loads with no violation; admin pages are never stored', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await watchViolations(page);
    await openSignedIn(page, server.url, ADMIN, '/admin/dashboard');
    for (const adminPage of ADMIN_PAGES) {
      await openUnderPolicy(page, server.url + adminPage.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await violations(page), adminPage.path).toEqual([]);
    }
    const res = await page.request.get(`${server.url}/admin/settings`);
    expect(res.headers()['cache-control']).toBe('no-store');
    const me = await page.request.get(`${server.url}/api/auth/me`);
    expect(me.headers()['cache-control']).toBe('no-store');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  it('blocks a script injected into a page: inline, and as an event handler attribute', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await watchViolations(page);
    for (const path of ['/', '/contact', '/blog']) {
      await page.goto(server.url + path);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = "inline ran";';
        document.body.append(script);
        const img = document.createElement('img');
        img.setAttribute('onerror', 'window.__injectedHandler = "handler ran"');
        img.src = '/no-such-picture.png';
        document.body.append(img);
      });
      await until(async () => (await violations(page)).map((v) => v.directive).sort()).toEqual([
        'script-src-attr',
        'script-src-elem',
      ]);
      expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
      expect(
        await page.evaluate(() => (window as unknown as { __injectedHandler?: string }).__injectedHandler),
      ).toBeUndefined();
    }
    await context.close();
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  it('a page of another site keeps its handle to a public page it opened, and loses it once staff sign in', async () => {
    // A context of its own: the harness's pages wait for every page they open to wake, which the opener never does.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // The opener: a page of another site (answered by the test, not the network).
    const OPENER = 'http://opener.example/';
    await context.route(OPENER, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Opener</title>' }),
    );
    await page.goto(OPENER);
    const open = async (to: string) => {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate((address) => {
          (window as unknown as { __opened: Window | null }).__opened = window.open(address, '_blank');
        }, to),
      ]);
      return popup;
    };
    const handleClosed = () => page.evaluate(() => (window as unknown as { __opened: Window }).__opened.closed);

    // A public page sends no opener policy: its opener keeps the handle (decision 008 accepts this).
    const popup = await open(`${server.url}/blog`);
    await popup.getByRole('heading', { level: 1 }).first().waitFor();
    await popup.waitForLoadState('load');
    expect(await handleClosed()).toBe(false);
    // Signing in through the dialog leads into the back office, loaded as a document of its own.
    await popup.getByRole('link', { name: 'Login' }).click();
    await fillLogin(popup, ADMIN.email, ADMIN.password);
    await popup.waitForURL(`${server.url}/admin/dashboard`);
    await popup.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(handleClosed).toBe(true);
    await popup.close();

    // Any other way into the back office inside the app (here the router itself, from a woken public page):
    // the admin layout loads it as a document.
    const woken = await open(`${server.url}/about`);
    await woken.getByRole('heading', { level: 1 }).first().waitFor();
    await woken.evaluate(() => (window as { __wakeLeanPage?: () => void }).__wakeLeanPage?.());
    await woken.locator('html[data-awake]').waitFor({ state: 'attached' });
    expect(await handleClosed()).toBe(false);
    await navigateInApp(woken, '/admin/blog');
    await woken.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await expect.poll(handleClosed).toBe(true);
    await woken.close();

    // An admin page opened directly: the handle is closed too.
    const admin = await open(`${server.url}/admin/blog`);
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(handleClosed).toBe(true);
    await admin.close();
    await context.close();
  });
});

describe('admin settings form', () => {
  it('says why a javascript: link is refused, next to the field, and stores nothing', async () => {
    const before = await (await fetch(`${server.url}/api/schoolSettings`)).json();
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/settings');
    await page.getByRole('button', { name: 'Edit contact settings' }).click();
    const form = page.locator('main form');
    await form.getByLabel('Facebook').fill('javascript:alert(document.cookie)');
    await form.getByRole('button', { name: 'Save' }).click();
    const field = form.getByLabel('Facebook');
    await until(() => field.getAttribute('aria-invalid')).toBe('true');
    // Beside the field (its description), and in the form's failure line.
    const description = await field.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toBe('Facebook must be a web address (https://…); other kinds of links are not allowed.');
    expect(await (await fetch(`${server.url}/api/schoolSettings`)).json()).toEqual(before);
    await context.close();
  });
});
