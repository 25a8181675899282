// Shared steps of the admin browser tests: a server with a first Admin (ADMIN_EMAIL/ADMIN_PASSWORD), users
// of the other roles created through the API as that Admin, signing in through the 'Admin Login' dialog,
// axe-core checks and screenshots.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { cheapHash } from '../helpers/cheap-hash.ts';
import { startServer, type RunningServer } from './harness.ts';

export const ADMIN = { name: 'Administrator', email: 'admin@example.org', password: 'admin-pass-123' };

export const STAFF = {
  Author: { name: 'Asha Author', email: 'author@example.org', password: 'author-pass-1', role: 'Author' },
  Teacher: { name: 'Tumaini Teacher', email: 'teacher@example.org', password: 'teacher-pass-1', role: 'Teacher' },
  Director: { name: 'Dora Director', email: 'director@example.org', password: 'director-pass-1', role: 'director' },
  Partner: { name: 'Paul Partner', email: 'partner@example.org', password: 'partner-pass-1', role: 'Partner' },
} as const;

export async function startAdminServer(options: { content?: 'seeded' | 'empty' } = {}): Promise<RunningServer> {
  const server = await startServer({ ...options, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  cheapenPasswords(server, [ADMIN]);
  return server;
}

/**
 * Test accounts only: stores the accounts' passwords again at a low scrypt cost (tests/helpers/cheap-hash.ts),
 * straight in the server's SQLite file, so that each of the many sign-ins of the browser tests costs a
 * millisecond of hashing instead of a third of a second. The server reads the cost from the stored hash.
 */
export function cheapenPasswords(server: RunningServer, users: { email: string; password: string }[]): void {
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

/** Signs in through the API; answers the session cookie ("sid=..."). */
export async function apiLogin(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

export async function createUser(
  url: string,
  adminCookie: string,
  user: { name: string; email: string; password: string; role: string },
): Promise<string> {
  const form = new FormData();
  form.set('name', user.name);
  form.set('phone', '+255 700 000 000');
  form.set('email', user.email);
  form.set('role', user.role);
  form.set('password', user.password);
  const res = await fetch(`${url}/api/users`, { method: 'POST', headers: { cookie: adminCookie }, body: form });
  if (!res.ok) throw new Error(`creating ${user.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { _id: string })._id;
}

/** Creates the four staff accounts through the API as the Admin (their passwords then stored cheaply). */
export async function createStaff(url: string, server?: RunningServer): Promise<void> {
  const cookie = await apiLogin(url, ADMIN.email, ADMIN.password);
  for (const user of Object.values(STAFF)) await createUser(url, cookie, user);
  if (server) cheapenPasswords(server, Object.values(STAFF));
}

/** Opens /loginPage, signs in through the dialog and waits for the admin page it leads to. */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  landing = '/admin/dashboard',
): Promise<void> {
  await page.goto(`${url}/loginPage`);
  await fillLogin(page, email, password);
  await page.waitForURL(`**${landing}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** The names in the admin sidebar, in order. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}

export { seriousViolations } from './axe.ts';

export async function shot(page: Page, name: string): Promise<void> {
  await fs.mkdir('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/** A visible notice (snackbar) with this text. */
export function notice(page: Page, text: string | RegExp) {
  return page.getByTestId('notice').filter({ hasText: text });
}
