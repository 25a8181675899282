// Shared steps of the admin-records browser tests (school details, documents, director message, partner,
// contact settings): a server with an Admin from ADMIN_EMAIL/ADMIN_PASSWORD, users made through the API,
// signing in through the 'Admin Login' dialog, the accessibility check and screenshots.
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';
import { startServer, type RunningServer } from './harness.ts';

export const ADMIN = { email: 'records-admin@school.example', password: 'records-admin-pass-1' };
export const DIRECTOR = {
  name: 'Dora Director',
  email: 'director@school.example',
  password: 'director-pass-123',
  role: 'director',
};
export const PARTNER = {
  name: 'Paul Partner',
  email: 'partner@school.example',
  password: 'partner-pass-123',
  role: 'Partner',
};

/** A server over the seeded demo site, or an empty one, with the Admin account. */
export function startRecordsServer(content: 'seeded' | 'empty' = 'seeded'): Promise<RunningServer> {
  return startServer({ content, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
}

/** expect.poll with room for a real server and browser (10 s). */
export function until<T>(fn: () => Promise<T> | T, message?: string) {
  return expect.poll(fn, { timeout: 10_000, interval: 100, message });
}

/** Signs in through the API and answers the session cookie. */
export async function apiCookie(url: string, who: { email: string; password: string } = ADMIN): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Creates a user (as the Admin, through the API). */
export async function createUser(
  url: string,
  user: { name: string; email: string; password: string; role: string },
): Promise<void> {
  const cookie = await apiCookie(url);
  const form = new FormData();
  form.set('name', user.name);
  form.set('phone', '+255 700 000 111');
  form.set('email', user.email);
  form.set('role', user.role);
  form.set('password', user.password);
  const res = await fetch(`${url}/api/users`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Opens an admin path while signed out and signs in through the 'Admin Login' dialog; lands on the path. */
export async function signIn(
  page: Page,
  url: string,
  path: string,
  who: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto(url + path);
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname.toLowerCase() === path.toLowerCase());
  await until(() => page.getByRole('dialog', { name: 'Admin Login' }).count()).toBe(0);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${label}`).toEqual([]);
}

/** Full-page screenshots at the phone and desktop widths, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await fs.mkdir('/tmp/shots', { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/admin-records-${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** A file for Playwright's setInputFiles from a web File. */
export async function inputFile(file: File): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name: file.name, mimeType: file.type, buffer: Buffer.from(await file.arrayBuffer()) };
}

/** The in-page notice (snackbar) text. */
export function notice(page: Page) {
  return page.getByTestId('notice');
}

/** Console errors other than the browser's own lines for expected 401 (signed out) and 404 answers. */
export function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/status of (401|404)\b/.test(e));
}
