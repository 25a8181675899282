// Known content for the browser tests of the public pages (gallery, schools, partner, documents, contact):
// a server on an empty database with an Admin from ADMIN_EMAIL/ADMIN_PASSWORD, filled through the real API.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfFile, uniquePng } from '../helpers/images.ts';
import { seriousViolations as axeViolations, WCAG_AA } from './axe.ts';
import { startServer, type RunningServer } from './harness.ts';

export const ADMIN = { email: 'head@school.example', password: 'e2e-admin-password-1' };

/** An empty site (no demo content) with one Admin account. */
export function startAdminServer(): Promise<RunningServer> {
  return startServer({ content: 'empty', env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
}

export type Fields = Record<string, string | number | File | File[]>;

/** A signed-in Admin talking to the API of a running server. */
export class AdminApi {
  private cookie = '';
  private readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  async login(): Promise<this> {
    const res = await fetch(`${this.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return this;
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
    const text = await res.text();
    expect(res.status, `${method} ${apiPath}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }

  async json<T = Record<string, unknown>>(apiPath: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
    const res = await fetch(`${this.url}${apiPath}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.status, `${method} ${apiPath}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }
}

/** A picture wide enough for every stored variant (400, 800 and 1600 px). */
export async function image(name: string): Promise<File> {
  return uniquePng(`${name}.png`, 1700, 1275);
}

/** A small PDF whose bytes are its own (stored files are content-addressed). */
export function pdf(name: string): File {
  return pdfFile(name, name);
}

/** Serious or critical WCAG 2.2 AA violations (axe-core) on the page as it is now. */
export const seriousViolations = (page: Page) => axeViolations(page, WCAG_AA);

/** Screenshot for a person to look at (not compared automatically). */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await fs.mkdir('/tmp/shots', { recursive: true });
  // Let transitions (dialog fade-in) finish first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join('/tmp/shots', `${name}.png`), fullPage });
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
