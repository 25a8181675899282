// The language switch (issue 3, point 5): EN / DE / SW in the header and in the phone menu; the choice is
// rendered by the server, survives navigation and reload, and sets <html lang>.
import { describe, expect } from 'vitest';
import { PHONE, type RunningServer, openPage, closePage } from './harness.ts';
import { it, test } from './fixtures.ts';
import type { Browser, Locator, Page } from 'playwright-core';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
});

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name, exact: true });
/** The link to the language `code` in the switch named `switchName` (in `scope`). */
const languageLink = (scope: Page | Locator, switchName: string, code: string) =>
  scope.getByRole('navigation', { name: switchName, exact: true }).getByRole('link', { name: code });

describe('language switch', () => {
  it('switches the header to German and Kiswahili, and the choice survives navigation and reload', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/blog`);
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Blog');

    // The current language is marked for assistive technology.
    const switcher = page.getByRole('navigation', { name: 'Language', exact: true });
    expect(await switcher.getByRole('link', { name: 'EN' }).getAttribute('aria-current')).toBe('true');
    await switcher.getByRole('link', { name: 'DE' }).click();
    await page.waitForURL(`${server.url}/blog?lang=de`);
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unser Blog');
    expect(await languageLink(page, 'Sprache', 'DE').getAttribute('aria-current')).toBe('true');

    // A plain link without ?lang keeps German (the server remembers the choice), also after a reload.
    await mainNav(page, 'Hauptnavigation').getByRole('link', { name: 'Über uns' }).click();
    await page.waitForURL(`${server.url}/about`);
    expect(await htmlLang(page)).toBe('de');
    await page.reload();
    expect(await htmlLang(page)).toBe('de');
    expect(await mainNav(page, 'Hauptnavigation').getByRole('link', { name: 'Kontakt' }).count()).toBe(1);

    // Kiswahili, then back to English.
    await languageLink(page, 'Sprache', 'SW').click();
    await page.waitForURL(/lang=sw$/);
    expect(await htmlLang(page)).toBe('sw');
    expect(await mainNav(page, 'Menyu kuu').getByRole('link', { name: 'Mwanzo' }).count()).toBe(1);
    await page.goto(`${server.url}/contact`);
    expect(await htmlLang(page)).toBe('sw');
    await languageLink(page, 'Lugha', 'EN').click();
    await page.waitForURL(/lang=en$/);
    expect(await htmlLang(page)).toBe('en');
    await page.goto(`${server.url}/`);
    expect(await htmlLang(page)).toBe('en');
    expect(await mainNav(page, 'Main navigation').getByRole('link', { name: 'Home' }).count()).toBe(1);
    await closePage({ errors, context });
  });

  it('works from the phone menu', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/gallery`, PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await languageLink(page.getByRole('dialog'), 'Language', 'SW').click();
    await page.waitForURL(/lang=sw$/);
    expect(await htmlLang(page)).toBe('sw');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Picha Zetu');
    await closePage({ errors, context });
  });

  it('works without JavaScript on a phone, from the footer', async () => {
    const { page, context } = await openPage(browser, `${server.url}/gallery`, PHONE, { javaScriptEnabled: false });
    expect(await htmlLang(page)).toBe('en');
    const footerSwitch = page.getByRole('navigation', { name: 'Choose a language', exact: true });
    expect(await footerSwitch.isVisible()).toBe(true);
    await footerSwitch.getByRole('link', { name: 'DE' }).click();
    await page.waitForURL(/lang=de$/);
    expect(await htmlLang(page)).toBe('de');
    expect(await languageLink(page, 'Sprache wählen', 'DE').getAttribute('aria-current')).toBe('true');
    await page.goto(`${server.url}/blog`);
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unser Blog');
    await context.close();
  });
});
