// The one set of fixtures of the browser tests (Vitest `test.extend`), and the steps they share.
//
// - `browser`: the worker's own Chromium headless shell, launched for its first browser file and kept for the
//   next ones (bench/results/test-suite.md, thirteenth pass: a browser shared through a server cost the
//   run's main process every protocol message twice). A test file must not `.extend` this `test`: each extension keeps
//   worker fixtures of its own, so it would launch another Chromium.
// - `site` and `emptySite`: the run's one server over the seeded site, and one over an empty site (started by
//   global-setup.ts), for the files that only read. Several files use them at once: a test on them must
//   change nothing (no sign-in, no form sent).
// - `adminSite`: a server of the file's own over the seeded site with the first Admin (ADMIN), for the files
//   that change content; `emptyAdminSite` the same over an empty site; `clockedSite` the same served in the
//   test's process, with a clock the test moves (clocked-server.ts); `staffSite` is `adminSite` with the four
//   STAFF accounts.
// Accounts: ADMIN (from ADMIN_EMAIL/ADMIN_PASSWORD) and STAFF (made by `createStaff`) have their passwords
// stored again at a low scrypt cost (test accounts only; the server reads the cost from the stored hash).
// `signedIn` opens a page already signed in (a session cookie from the API); the tests about the sign-in
// dialog use `signIn`, which goes through the dialog as a person does.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { pdfFile, uniquePng } from '../helpers/images.ts';
import { nth } from '../helpers/nth.ts';
import { seriousViolations as axeViolations, WCAG_AA } from './axe.ts';
import type { SharedServer } from './global-setup.ts';
import {
  ADMIN,
  DESKTOP,
  NOTICES_SEEN,
  PHONE,
  cheapenPasswords,
  describeOpenPages,
  launchBrowser,
  newPage,
  startServer,
  type RunningServer,
} from './harness.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export { ADMIN, cheapenPasswords } from './harness.ts';

export const STAFF = {
  Author: { name: 'Asha Author', email: 'author@example.org', password: 'author-pass-1', role: 'Author' },
  Teacher: { name: 'Tumaini Teacher', email: 'teacher@example.org', password: 'teacher-pass-1', role: 'Teacher' },
  Director: { name: 'Dora Director', email: 'director@example.org', password: 'director-pass-1', role: 'director' },
  Partner: { name: 'Paul Partner', email: 'partner@example.org', password: 'partner-pass-1', role: 'Partner' },
} as const;

export { PARTNER_SCHOOL_URL } from './harness.ts';

/** The two widths a page is tried at (DESIGN.md): a phone's, then a laptop's; for `describe.each` and loops. */
export const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** A server with the first Admin, its password stored cheaply. */
export async function startAdminServer(options: { content?: 'seeded' | 'empty' } = {}): Promise<RunningServer> {
  const server = await startServer({ ...options, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  cheapenPasswords(server, [ADMIN]);
  return server;
}

async function ownServer<S extends RunningServer>(
  start: () => Promise<S>,
  onCleanup: (fn: () => Promise<void>) => void,
) {
  const server = await start();
  onCleanup(() => server.stop());
  return server;
}

/** The worker's own Chromium, started for its first browser file and closed with the worker. */
async function workerBrowser(onCleanup: (fn: () => Promise<void>) => void): Promise<Browser> {
  const browser = await launchBrowser();
  onCleanup(() => browser.close());
  return browser;
}

/** A read-only server of the whole run (global-setup.ts); stopping it is the global teardown's job. */
function sharedServer(shared: SharedServer): RunningServer {
  return {
    url: shared.url,
    dataDir: shared.dataDir,
    output: () => readFileSync(shared.logFile, 'utf8'),
    pid: 0,
    stop: () => Promise.resolve(),
  };
}

export const test = base
  .extend('browser', { scope: 'worker' }, ({}, { onCleanup }) => workerBrowser(onCleanup))
  .extend('site', { scope: 'worker' }, () => sharedServer(inject('e2eSite')))
  .extend('emptySite', { scope: 'worker' }, () => sharedServer(inject('e2eEmptySite')))
  .extend('adminSite', { scope: 'file' }, ({}, { onCleanup }) => ownServer(() => startAdminServer(), onCleanup))
  .extend('staffSite', { scope: 'file' }, async ({ adminSite }) => {
    await createStaff(adminSite);
    return adminSite;
  })
  .extend('emptyAdminSite', { scope: 'file' }, ({}, { onCleanup }) =>
    ownServer(() => startAdminServer({ content: 'empty' }), onCleanup),
  )
  // Imported when a file asks for it: it loads the server's own modules into the test process.
  .extend('clockedSite', { scope: 'file' }, ({}, { onCleanup }) =>
    ownServer(async () => (await import('./clocked-server.ts')).startClockedServer(), onCleanup),
  )
  // Every test: when it fails, what its pages showed, so that a failure in CI can be read from the log.
  .extend('failureReport', { auto: true }, ({ onTestFailed, task }) => {
    onTestFailed(async () => {
      console.log(`"${task.name}" failed; its open pages:\n${await describeOpenPages(task.name)}`);
    }, 30_000);
  });

export const it = test;

/** Signs in through the API; answers the session cookie ("sid=..."). Throws on any answer but 200. */
export async function apiLogin(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Creates a user through the API with the Admin's cookie (ADMIN's when none is given); answers its id. */
export async function createUser(
  url: string,
  user: { name: string; email: string; password: string; role: string },
  adminCookie?: string,
): Promise<string> {
  const cookie = adminCookie ?? (await apiLogin(url, ADMIN.email, ADMIN.password));
  const form = new FormData();
  form.set('name', user.name);
  form.set('phone', '+255 700 000 000');
  form.set('email', user.email);
  form.set('role', user.role);
  form.set('password', user.password);
  const res = await fetch(`${url}/api/users`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`creating ${user.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { _id: string })._id;
}

/** Creates staff accounts (all four by default) through the API as the Admin; their passwords stored cheaply. */
export async function createStaff(
  server: RunningServer,
  users: (typeof STAFF)[keyof typeof STAFF][] = Object.values(STAFF),
): Promise<void> {
  const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  for (const user of users) await createUser(server.url, user, cookie);
  cheapenPasswords(server, users);
}

/** Sends a contact message as a visitor; the address is made from the sender's first name. */
export async function sendContact(url: string, name: string, message: string, phone = ''): Promise<void> {
  const email = `${nth(name.split(' '), 0).toLowerCase()}@example.org`;
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, phone, message }),
  });
  expect(res.status).toBe(201);
}

/** Fills the 'Admin Login' dialog and presses Login. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the 'Admin Login' dialog as a person does: opens `from` (the sign-in page, or an admin
 * page while signed out), fills the dialog, and waits for the admin page it leads to and its heading.
 */
export async function signIn(
  page: Page,
  url: string,
  who: Account,
  { from = '/loginPage', landing }: { from?: string; landing?: string } = {},
): Promise<void> {
  await page.goto(url + from);
  await fillLogin(page, who.email, who.password);
  const to = (landing ?? (from === '/loginPage' ? '/admin/dashboard' : from)).toLowerCase();
  await page.waitForURL((u) => u.pathname.toLowerCase() === to);
  await until(() => page.getByRole('dialog', { name: 'Admin Login' }).count()).toBe(0);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Puts the account's session cookie (from the API) into the page's browser context: signed in, no dialog. */
export async function addSession(context: BrowserContext, url: string, who: Account): Promise<void> {
  const cookie = await apiLogin(url, who.email, who.password);
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url }]);
}

/**
 * Signs the page in as `who` without the dialog (a session cookie from the API) and opens `at` with its
 * heading shown: where `signIn` leaves a person. For the tests that are not about signing in.
 */
export async function openSignedIn(page: Page, url: string, who: Account, at = '/admin/dashboard'): Promise<void> {
  await addSession(page.context(), url, who);
  await page.goto(url + at);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** A fresh page (as `newPage`) at `viewport`, signed in as `who`, showing `at` (see `openSignedIn`). */
export async function openSignedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  url: string,
  who: Account,
  at?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await newPage(browser, viewport);
  await openSignedIn(opened.page, url, who, at);
  return opened;
}

/**
 * Moves to `path` inside the running app through React Router's router (the framework's own global), as a
 * link, or an address typed in the running app, would: no page load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
}

/** Waits until every followed request is answered and none came for `ms` milliseconds. */
export type RequestsQuiet = (ms?: number) => Promise<void>;

/**
 * Follows the page's requests (those `matches` picks) so that a test can wait for them to be answered and
 * quiet: Playwright's 'networkidle' is a state of the page's own load, reached once, not of a move inside the
 * app or of what a click starts.
 */
export function followRequests(page: Page, matches: (request: Request) => boolean = () => true): RequestsQuiet {
  const open = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    if (!matches(request)) return;
    open.add(request);
    last = Date.now();
  });
  const answered = (request: Request) => {
    if (open.delete(request)) last = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return (ms = 500) => expect.poll(() => open.size === 0 && Date.now() - last >= ms).toBe(true);
}

/** The names in the admin sidebar, in order. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}

/** Serious or critical violations (axe-core) on the page as it is now: WCAG 2.x A/AA by default. */
export { seriousViolations } from './axe.ts';

/** Serious or critical WCAG 2.2 AA violations (axe-core) on the page as it is now. */
export const seriousAaViolations = (page: Page) => axeViolations(page, WCAG_AA);

/**
 * No serious or critical axe-core violation on the page as it is now; with `shotsName`, then screenshots at the
 * phone and desktop widths (`screenshots`).
 */
export async function expectAccessible(page: Page, label: string, shotsName?: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
  if (shotsName) await screenshots(page, shotsName);
}

/**
 * A screenshot under /tmp/shots for a person to look at (not compared automatically), taken only when the run
 * asks for them (`E2E_SHOTS=1 npm test`): a full-page PNG costs the browser real work, and nobody looks at them
 * in CI. `settleMs`: let transitions (a dialog fading in) finish first.
 */
export async function shot(page: Page, name: string, fullPage = true, settleMs = 0): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await fs.mkdir('/tmp/shots', { recursive: true });
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot({ path: path.join('/tmp/shots', `${name}.png`), fullPage });
}

/** Full-page screenshots at the phone and desktop widths, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shot(page, `admin-records-${name}-${width}`, true, 150);
  }
  if (before) await page.setViewportSize(before);
}

/** The visible notice (snackbar); with `text`, only one showing it. */
export function notice(page: Page, text?: string | RegExp): Locator {
  const all = page.getByTestId('notice');
  return text === undefined ? all : all.filter({ hasText: text });
}

/**
 * Waits until the page has shown a notice containing `text` (a string) or matching it (a RegExp), even one that
 * has closed itself again: a success notice stays 5 s, less than a loaded CI machine may hold a test up. The
 * browser watches for it (a page opened by newPage logs its notices). Each call takes the first such notice after
 * the one the last call took, so a second save's wait is not met by the first save's notice. On a timeout the
 * error lists the notices the page showed.
 */
export async function noticeShown(page: Page, text: string | RegExp, timeout = 30_000): Promise<void> {
  const wanted: { text: string } | { source: string; flags: string } =
    typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  try {
    await page.waitForFunction(
      ({ key, wanted }) => {
        const log = (window as unknown as Record<string, { texts: string[]; taken: number } | undefined>)[key];
        if (!log) return false;
        const found = log.texts.findIndex(
          (t, i) =>
            i >= log.taken &&
            ('text' in wanted ? t.includes(wanted.text) : new RegExp(wanted.source, wanted.flags).test(t)),
        );
        if (found >= 0) log.taken = found + 1;
        return found >= 0;
      },
      { key: NOTICES_SEEN, wanted },
      { timeout, polling: 100 },
    );
  } catch (error) {
    const log = await page
      .evaluate((key) => (window as unknown as Record<string, unknown>)[key], NOTICES_SEEN)
      .catch(() => '(page unreadable)');
    throw new Error(`No notice ${String(text)} within ${timeout} ms; the page's notices: ${JSON.stringify(log)}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the scroll carousel in `scope` has measured its row, which arms its timer (app/islands/motion.ts
 * measures on its ResizeObserver's first call, a frame after it starts). A test that runs a paused clock before
 * then has the timer armed late, at the clock's new time, and waits a whole interval too long.
 */
export function carouselMeasured(scope: Locator): Promise<void> {
  return scope.locator('[data-motion="scroll"][data-movable="true"]').waitFor();
}

/** expect.poll with room for a real server and browser (10 s). */
export function until<T>(fn: () => Promise<T> | T, message?: string) {
  return expect.poll(fn, { timeout: 10_000, interval: 100, message });
}

/** A file for Playwright's setInputFiles from a web File. */
export async function inputFile(file: File): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name: file.name, mimeType: file.type, buffer: Buffer.from(await file.arrayBuffer()) };
}

/** Console errors other than the browser's own lines for expected 401 (signed out) and 404 answers. */
export function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/status of (401|404)\b/.test(e));
}

export type Fields = Record<string, string | number | File | File[]>;

/** A signed-in Admin (ADMIN) talking to the API of a running server. */
export class AdminApi {
  private cookie = '';
  private readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  async login(): Promise<this> {
    this.cookie = await apiLogin(this.url, ADMIN.email, ADMIN.password);
    return this;
  }

  private async check<T>(res: Response, label: string): Promise<T> {
    const text = await res.text();
    expect(res.status, `${label}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }

  /** POST (or PUT) a multipart form; answers the parsed JSON after checking the status is 2xx. */
  async send<T = Record<string, unknown>>(
    apiPath: string,
    fields: Fields,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value])
        form.append(name, item instanceof File ? item : String(item));
    }
    const res = await fetch(`${this.url}${apiPath}`, { method, headers: { cookie: this.cookie }, body: form });
    return this.check<T>(res, `${method} ${apiPath}`);
  }

  /** DELETE; answers the parsed JSON after checking the status is 2xx. */
  async remove<T = Record<string, unknown>>(apiPath: string): Promise<T> {
    const res = await fetch(`${this.url}${apiPath}`, { method: 'DELETE', headers: { cookie: this.cookie } });
    return this.check<T>(res, `DELETE ${apiPath}`);
  }

  async json<T = Record<string, unknown>>(apiPath: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
    const res = await fetch(`${this.url}${apiPath}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return this.check<T>(res, `${method} ${apiPath}`);
  }
}

/** A picture wide enough for every stored variant (400, 800 and 1600 px). */
export async function image(name: string): Promise<File> {
  return uniquePng(`${name}.png`, 1700, 1275);
}

/** Gallery pictures put in the trash (added, then deleted) by the Admin: items for the Trash page. */
export async function trashedPictures(url: string, ...titles: string[]): Promise<void> {
  const api = await new AdminApi(url).login();
  for (const title of titles) {
    const item = await api.send<{ _id: string }>('/api/gallery', {
      title,
      category: 'Sports',
      image: await image(title),
    });
    await api.remove(`/api/gallery/${item._id}`);
  }
}

/** A small PDF whose bytes are its own (stored files are content-addressed). */
export function pdf(name: string): File {
  return pdfFile(name, name);
}

/** The Academics menu with no school to list: it opens empty and Escape closes it again. */
export async function expectEmptyAcademicsMenu(page: Page, academics: Locator): Promise<void> {
  await academics.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').count()).toBe(0);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await academics.getAttribute('aria-expanded')).toBeNull();
}

/** A file's server and browser, with the Admin's API client signed in: `({ server, browser, api } = await withAdmin(site, shared))`. */
export async function withAdmin(server: RunningServer, browser: Browser) {
  return { server, browser, api: await new AdminApi(server.url).login() };
}
