// The admin's own language (issue 38): the public pages' language switch (the `lang` cookie) no longer changes
// the back office, and the admin's switch (the `admin_lang` cookie) no longer changes the public pages. The admin
// starts in the browser's language; the public pages kept for every visitor never depend on the admin's choice.
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
import { ADMIN, apiLogin, it, openSignedInPage, realErrors, test } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
/** The page's html lang attribute as the server sends it. */
const servedLang = async (path: string, headers: Record<string, string>) =>
  /<html lang="(\w+)"/.exec(await (await fetch(`${server.url}${path}`, { headers })).text())?.[1];

describe("the admin's own language", () => {
  it('stays English after the public page was switched to Kiswahili, and its own switch keeps the public one', async () => {
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/about');
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'SW' }).click();
    await page.waitForURL(/\/about\?lang=sw$/);
    await h1(page).waitFor();
    expect(await htmlLang(page)).toBe('sw');

    // The back office, as a teacher returning to it: in the browser's language (English), not the site's.
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Admin navigation' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await h1(page).textContent()).toBe('Dashboard');

    // The admin's own switch: German, for the admin alone, kept on the next admin pages.
    const adminSwitch = page.getByRole('navigation', { name: 'Admin language', exact: true });
    await adminSwitch.getByRole('link', { name: 'DE' }).click();
    await page.waitForURL(/\/admin\/dashboard\?lang=de$/);
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    await page
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Blogbeiträge' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Blogbeiträge' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Blogbeiträge' }).waitFor();
    expect(await htmlLang(page)).toBe('de');

    // The public pages kept Kiswahili.
    await page.goto(`${server.url}/about`);
    expect(await htmlLang(page)).toBe('sw');
    expect(await page.getByRole('navigation', { name: 'Lugha', exact: true }).count()).toBe(1);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ lang: 'sw', admin_lang: 'de' });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('is switched from the phone menu at 390 px, and leaves the public pages as they were', async () => {
    const { page, context, errors } = await openSignedInPage(browser, PHONE, server.url, ADMIN, '/blog?lang=de');
    expect(await htmlLang(page)).toBe('de');
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: 'Admin language' }).getByRole('link', { name: 'SW' }).click();
    await page.waitForURL(/\/admin\/dashboard\?lang=sw$/);
    await page.getByRole('heading', { level: 1, name: 'Dashibodi' }).waitFor();
    expect(await htmlLang(page)).toBe('sw');
    await page.goto(`${server.url}/blog`);
    expect(await htmlLang(page)).toBe('de');
    expect(await h1(page).textContent()).toBe('Unser Blog');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("never splits nor changes a public page kept for every visitor, and the server reads each area's cookie", async () => {
    const session = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    // A public page asked for first with the admin's choice only: English for it and for the next visitor.
    expect(await servedLang('/contact', { cookie: 'admin_lang=de' })).toBe('en');
    expect(await servedLang('/contact', {})).toBe('en');
    expect(await servedLang('/contact', { cookie: 'lang=sw; admin_lang=de' })).toBe('sw');
    // The admin's page reads only the admin's choice, then the browser's language.
    expect(await servedLang('/admin/dashboard', { cookie: `${session}; lang=sw` })).toBe('en');
    expect(await servedLang('/admin/dashboard', { cookie: `${session}; lang=sw`, 'accept-language': 'de' })).toBe('de');
    expect(await servedLang('/admin/dashboard', { cookie: `${session}; lang=de; admin_lang=sw` })).toBe('sw');
    // Each switch remembers its own area's choice.
    const publicSwitch = await fetch(`${server.url}/contact?lang=de`);
    expect(publicSwitch.headers.get('set-cookie')).toMatch(/^lang=de; Path=\//);
    const adminSwitch = await fetch(`${server.url}/admin/dashboard?lang=de`, { headers: { cookie: session } });
    expect(adminSwitch.headers.get('set-cookie')).toMatch(/^admin_lang=de; Path=\//);
  });
});
