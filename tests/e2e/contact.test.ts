// /contact (spec sections 2, 5, 8): phones and e-mails from the school settings as tel: and mailto: links,
// 'N/A' for a missing list, 'Failed to load settings.' when they cannot be read, the business hours, and
// the contact form, whose message really arrives (it is stored for the staff).
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';
import { AdminApi, seriousViolations, shot, startAdminServer } from './public-fixtures.ts';

let server: RunningServer;
let empty: RunningServer;
let broken: RunningServer;
let browser: Browser;

const SETTINGS = {
  phones: ['+255 754 000 111', '+255 27 275 2222'],
  emails: ['info@bright.example', 'admissions@bright.example'],
};

beforeAll(async () => {
  // One server at a time: two starting at once could be handed the same free port.
  [server, browser] = await Promise.all([startAdminServer(), launchBrowser()]);
  empty = await startServer({ content: 'empty' });
  broken = await startServer({ content: 'empty' });
  const api = await new AdminApi(server.url).login();
  await api.json('/api/schoolSettings', { ...SETTINGS, instagram: '', linkedin: '', facebook: '', x: '' });
  // A database that lost its settings table: the settings call fails.
  const db = new DatabaseSync(path.join(broken.dataDir, 'site.db'));
  db.exec('DROP TABLE "schoolSettings"');
  db.close();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), empty?.stop(), broken?.stop()]);
});

describe('contact page', () => {
  it('shows phones and e-mails as links, and the business hours', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    const res = await page.goto(`${server.url}/contact`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    const phones = main.getByTestId('contact-phones-list').getByRole('link');
    expect(await phones.allTextContents()).toEqual(SETTINGS.phones);
    expect(await phones.first().getAttribute('href')).toBe('tel:+255754000111');
    const emails = main.getByTestId('contact-emails-list').getByRole('link');
    expect(await emails.allTextContents()).toEqual(SETTINGS.emails);
    expect(await emails.nth(1).getAttribute('href')).toBe('mailto:admissions@bright.example');
    expect(await main.getByTestId('business-hours').textContent()).toBe('Mon - Fri, 8:00 AM - 5:00 PM');
    // The form: full name, email, phone (optional), message.
    for (const label of ['Full Name', 'Email', 'Phone (optional)', 'Message']) {
      expect(await main.getByLabel(label, { exact: false }).count(), label).toBeGreaterThan(0);
    }
    expect(await main.getByRole('textbox', { name: 'Full Name' }).getAttribute('required')).not.toBeNull();
    expect(await main.getByRole('textbox', { name: 'Phone (optional)' }).getAttribute('required')).toBeNull();
    await shot(page, 'contact-390');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a message that is stored for the staff', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/contact`);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main');
    // Required fields are checked first.
    await main.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => main.getByText('Name is required').isVisible()).toBe(true);

    await main.getByRole('textbox', { name: 'Full Name' }).fill('Neema Mollel');
    await main.getByRole('textbox', { name: 'Email' }).fill('neema@example.com');
    await main.getByRole('textbox', { name: 'Phone (optional)' }).fill('+255 700 123 456');
    await main.getByRole('textbox', { name: 'Message' }).fill('Is there a place in Standard One next year?');
    await main.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => main.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    expect(await main.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    await shot(page, 'contact-sent-1366');

    const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { readOnly: true });
    const rows = db.prepare('SELECT name, email, phone, message FROM "contactMessages"').all();
    db.close();
    expect(rows).toEqual([
      {
        name: 'Neema Mollel',
        email: 'neema@example.com',
        phone: '+255 700 123 456',
        message: 'Is there a place in Standard One next year?',
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows N/A without settings, and the error when they fail to load', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    await page.goto(`${empty.url}/contact`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').getByTestId('contact-phones-list').textContent()).toBe('N/A');
    expect(await page.locator('main').getByTestId('contact-emails-list').textContent()).toBe('N/A');
    await shot(page, 'contact-empty-390');

    await page.goto(`${broken.url}/contact`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').getByText('Failed to load settings.', { exact: true }).count()).toBe(2);
    await shot(page, 'contact-failed-390');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the server HTML and reads in German and Kiswahili', async () => {
    const { page, context } = await newPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    expect(await page.locator('main').getByTestId('contact-phones-list').getByRole('link').count()).toBe(2);
    expect(await page.locator('main').getByRole('textbox', { name: 'Full Name' }).count()).toBe(1);
    await page.goto(`${server.url}/contact?lang=de`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kontakt');
    expect(await page.locator('main').getByRole('textbox', { name: 'Vollständiger Name' }).count()).toBe(1);
    await page.goto(`${server.url}/contact?lang=sw`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wasiliana Nasi');
    await context.close();
  });

  it('sends without JavaScript from the page and the footer, and says how it went on the same page', async () => {
    const { page, context } = await newPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    const main = page.locator('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Baraka Shirima');
    await main.getByRole('textbox', { name: 'Email' }).fill('baraka@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Sent from a phone without JavaScript.');
    await main.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/contactSent=page/);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await main.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    // Only the form that was sent says so.
    expect(await page.locator('footer').getByText('Thank you! Your message has been sent.').count()).toBe(0);

    // The footer form on another page comes back to that page; a message left out is a failure, said there.
    await page.goto(`${server.url}/about`);
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: 'Name' }).fill('Baraka Shirima');
    await footer.getByRole('textbox', { name: 'Email' }).fill('baraka@example.com');
    await footer.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/contactSent=footer-failed/);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await footer.getByText('Your message could not be sent. Please try again.').isVisible()).toBe(true);
    await footer.getByRole('textbox', { name: 'Name' }).fill('Baraka Shirima');
    await footer.getByRole('textbox', { name: 'Email' }).fill('baraka@example.com');
    await footer.getByRole('textbox', { name: 'Message' }).fill('And once more from the footer.');
    await footer.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/contactSent=footer(?!-)/);
    expect(await footer.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    await context.close();

    const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { readOnly: true });
    const rows = db
      .prepare('SELECT message FROM "contactMessages" WHERE email = ? ORDER BY "createdAt"')
      .all('baraka@example.com');
    db.close();
    expect(rows).toEqual([
      { message: 'Sent from a phone without JavaScript.' },
      { message: 'And once more from the footer.' },
    ]);
  });

  it('looks right at 1366 px', async () => {
    const { page, errors, context } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/contact`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'contact-1366');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
