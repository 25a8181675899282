// Browser tests run the real server (built pages, real database, real uploads) and drive Debian's
// Chromium through playwright-core. Each test file gets its own server over a copy of one seeded site.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { FONTS_CACHED } from '../../app/islands/wake-on-intent.ts';
import { cheapHash } from '../helpers/cheap-hash.ts';
import { freePort } from '../helpers/free-port.ts';
import { spawnServer } from '../helpers/run-node.ts';

/** Debian's full Chromium: the Lighthouse benchmark (bench/pages.ts) measures pages in it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 without the
 * browser's windowing layers, and what Playwright itself runs for headless tests. The browser tests use it:
 * it needs about a third less CPU than full Chromium for the same tests (docs/decisions/009).
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The first Admin of the seeded site (ADMIN_EMAIL/ADMIN_PASSWORD), its password stored cheaply (`cheapenPasswords`). */
export const ADMIN = { name: 'Administrator', email: 'admin@example.org', password: 'admin-pass-123' };

/** The partner strip's first logo on the shared seeded site (home.test.ts reads it). */
export const PARTNER_SCHOOL_URL = 'https://partnerschule.example/';

/** The seeded demo site that global-setup.ts made for this run; servers start on copies of it. */
export function templateDir(): string {
  return inject('e2eTemplate');
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server has written to stdout and stderr so far. */
  output(): string;
  /** The server process (bench/image-memory.ts reads its memory). */
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Generous: seeding the demo site on a busy two-core machine took over 3 minutes (load average 30-40).
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export interface ServerOptions {
  /** 'seeded' copies the seeded template; 'empty' starts with an empty database and no demo content. */
  content?: 'seeded' | 'empty';
  env?: Record<string, string>;
  /** Use this folder as it is and keep it after stop() (the global setup seeds the template so). */
  dataDir?: string;
  /** Also write what the server prints to this file (the shared servers of global-setup.ts: files read it). */
  logFile?: string;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'bright-e2e-')));
  if (ownDir && (options.content ?? 'seeded') === 'seeded') await fs.cp(templateDir(), dataDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const child = spawnServer(dataDir, port, {
    SEED_DEMO: options.content === 'empty' ? '0' : '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...options.env,
  });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const collect = (d: Buffer) => {
    output += d.toString();
    log?.write(d);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    output: () => output,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      log?.end();
      if (ownDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server over a copy of the seeded site after `sql` ran on its database: to blank a table, or to rename
 * tables away so that their API calls fail (the site's error states).
 */
export async function startAltered(sql: string): Promise<RunningServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-e2e-altered-'));
  await fs.cp(templateDir(), dir, { recursive: true });
  const db = new DatabaseSync(path.join(dir, 'site.db'));
  db.exec(sql);
  db.close();
  const running = await startServer({ dataDir: dir, env: { SEED_DEMO: '0' } });
  return {
    ...running,
    async stop() {
      await running.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

const LAUNCH_OPTIONS = { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS, headless: true };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * The site's scripts start after the page's load event (app/lib/scripts-after-load.server.ts), where
 * page.goto() returns: until the page has hydrated, its buttons do nothing. page.goto() here also waits for
 * <html data-hydrated> when the answer is one of the site's pages, as a person would wait for the page to
 * respond. (A locator wait, which also works with Playwright's clock installed and paused.)
 *
 * A lean page (docs/decisions/022) hydrates only when a visitor first reaches for a button. The tests treat it
 * the same way: page.goto() leaves it as served, and the test's first action on the page (a click, a key, a
 * fill, a hover...) wakes it and waits for hydration before it is done, so the test finds the page as after a
 * visitor's first reach (tests/e2e/lean-pages.test.ts covers the page before and during that reach). A test
 * that only reads the page costs no hydration: about 0.3 s of the browser's CPU per page load. A test that
 * reads what only the hydrated page shows calls `wakeLeanPage(page)` first.
 */
/**
 * The text a reader sees in `locator` once they have scrolled through it. Sections below the first screen
 * (`.bs-later`, content-visibility: auto) are laid out only near the screen, and innerText leaves out what is not
 * laid out, so a test that reads the whole page first lays every such section out.
 */
export async function wholeText(locator: Locator): Promise<string> {
  await locator.evaluate((root) => {
    for (const section of root.querySelectorAll<HTMLElement>('.bs-later')) section.style.contentVisibility = 'visible';
  });
  return (await locator.innerText()).replace(/\s+/g, ' ');
}

const asleep = new WeakSet<Page>();

/** Hydrates a lean page that page.goto() left as served (nothing to do on any other page). */
/**
 * Until the page has noted Roboto's files as cached: the last thing a lean page does after its load (once its
 * first screen's pictures have been drawn, wake-on-intent.ts), and what a page that is not lean does once its
 * fonts have come (root.tsx).
 */
export async function fontsCached(page: Page): Promise<void> {
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, FONTS_CACHED);
}

export async function wakeLeanPage(page: Page): Promise<void> {
  if (!asleep.has(page)) return;
  asleep.delete(page);
  await page.evaluate(() => (window as { __wakeLeanPage?: () => void }).__wakeLeanPage?.());
  // Not only hydrated: every button and field run by React (wake-on-intent.ts holds presses until then).
  await page.locator('html[data-awake]').waitFor({ state: 'attached' });
}

function waitForHydrationOnGoto(page: Page): void {
  const settle = async (response: Response | null, waitUntil: string | undefined) => {
    asleep.delete(page);
    const isPage = response?.headers()['content-type']?.startsWith('text/html');
    if (isPage && (waitUntil ?? 'load') !== 'commit') {
      const lean = await page.evaluate(() => '__wakeLeanPage' in window);
      if (lean) asleep.add(page);
      else await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  // A reload of a lean page too (a page that hydrates by itself is waited for as before: by the test).
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    const lean = await page.evaluate(() => '__wakeLeanPage' in window).catch(() => false);
    return lean ? settle(response, options?.waitUntil) : response;
  };
  wakeBeforeActions(page, page, PAGE_ACTIONS);
  wakeBeforeActions(page, page.keyboard, ['down', 'insertText', 'press', 'type']);
  wakeBeforeActions(page, page.mouse, ['click', 'dblclick', 'down', 'move', 'wheel']);
}

/** What a visitor does to a page (Locator's and Page's own methods of those names). */
const PAGE_ACTIONS = [
  'blur',
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;

/** Makes `target`'s methods of these names wake `page` first (see above). */
function wakeBeforeActions(page: Page | ((self: object) => Page), target: object, names: readonly string[]): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = async function (this: object, ...args: unknown[]) {
      await wakeLeanPage(typeof page === 'function' ? page(this) : page);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/** Locators are made by the page: their actions wake it too (patched once, on Playwright's Locator class). */
let locatorsPatched = false;
function wakeBeforeLocatorActions(page: Page): void {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const proto = Object.getPrototypeOf(page.locator('html')) as object;
  wakeBeforeActions((self) => (self as Locator).page(), proto, PAGE_ACTIONS);
}

/** The pages of this worker's test that are still open: what a failed test had on screen. */
const openPages = new Set<{ page: Page; errors: string[] }>();

/**
 * What each page still open showed when a test failed (its address, the messages and dialogs on screen, its
 * console errors), with a screenshot under /tmp/shots/failed: a failure in CI can be read without running it
 * again. The pages are forgotten afterwards (a failed test leaves them open; its browser closes them).
 */
export async function describeOpenPages(testName: string): Promise<string> {
  const lines: string[] = [];
  let n = 0;
  for (const { page, errors } of openPages) {
    n++;
    const shot = path.join('/tmp/shots/failed', `${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}-${n}.png`);
    const shown = await page
      .locator('[data-testid=notice], [role=alert], [role=dialog] h2, h1')
      .allInnerTexts()
      .catch((e: unknown) => [`(unreadable: ${String(e)})`]);
    await fs.mkdir(path.dirname(shot), { recursive: true });
    const saved = await page.screenshot({ path: shot, timeout: 5_000 }).then(
      () => shot,
      () => 'no screenshot',
    );
    lines.push(`page ${n}: ${page.url()} (${saved})`, ...shown.map((t) => `  shows: ${t.replace(/\s+/g, ' ')}`));
    lines.push(...errors.map((e) => `  console: ${e}`));
  }
  openPages.clear();
  return lines.join('\n');
}

/** Where the page keeps the texts of the notices it showed (logNotices). */
export const NOTICES_SEEN = '__noticesSeen';

/**
 * Runs in each page before its own scripts: keeps the text of every notice (snackbar) the page shows, in order.
 * A success notice closes itself after 5 s (app/components/admin/notice.tsx); a test process that a loaded CI
 * machine held up for longer looked for it after it had gone (stop 48's landing run).
 */
function logNotices(key: string): void {
  // `taken`: how many of them a test has waited for (fixtures.ts, noticeShown).
  const log = { texts: [] as string[], taken: 0 };
  const logged = new WeakMap<Element, string>();
  Object.assign(window, { [key]: log });
  new MutationObserver(() => {
    for (const shown of document.querySelectorAll('[data-testid="notice"]')) {
      const text = shown.textContent ?? '';
      if (logged.get(shown) !== text) log.texts.push(text);
      logged.set(shown, text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A fresh browser context (own cookies and storage) at the given size. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) {
    await context.addInitScript(logNotices, NOTICES_SEEN);
    wakeBeforeLocatorActions(page);
    waitForHydrationOnGoto(page);
  }
  const errors: string[] = [];
  const open = { page, errors };
  openPages.add(open);
  context.on('close', () => openPages.delete(open));
  page.on('pageerror', (e) => errors.push(String(e)));
  // The site shows its messages in the page (docs/decisions/006): a browser pop-up is an error.
  page.on('dialog', (dialog) => {
    errors.push(`browser ${dialog.type()} pop-up: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/** A fresh page (as `newPage`) that has opened `url`; `response` is the answer to that first request. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; response: Response | null }> {
  const opened = await newPage(browser, viewport, options);
  const response = await opened.page.goto(url);
  return { ...opened, response };
}

/** The end of a page's test: the page logged no error (and no browser pop-up), and its context is closed. */
export async function closePage({ errors, context }: { errors: string[]; context: BrowserContext }): Promise<void> {
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * Test accounts only: stores the accounts' passwords again at a low scrypt cost (tests/helpers/cheap-hash.ts),
 * straight in the server's SQLite file, so that each sign-in costs a millisecond of hashing instead of a
 * third of a second. The server reads the cost from the stored hash.
 */
export function cheapenPasswords(server: { dataDir: string }, users: { email: string; password: string }[]): void {
  const db = new DatabaseSync(path.join(server.dataDir, 'site.db'));
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    const update = db.prepare('UPDATE users SET passwordHash = ? WHERE email = ?');
    for (const user of users) {
      const { changes } = update.run(cheapHash(user.password), user.email.toLowerCase());
      if (changes !== 1) throw new Error(`no account ${user.email} to store a cheap password hash for`);
    }
  } finally {
    db.close();
  }
}
