// /contact (spec sections 2, 5, 8): phones and e-mails from the school settings as tel: and mailto: links,
// 'N/A' for a missing list, 'Failed to load settings.' when they cannot be read, the business hours, and
// the contact form, whose message really arrives (it is stored for the staff). The footer's contact details,
// social links and Contact Us form, which sends too.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, startServer, openPage, closePage } from './harness.ts';
import { ADMIN, AdminApi, it, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';

let server: RunningServer;
let empty: RunningServer;
let broken: RunningServer;
let browser: Browser;

const SETTINGS = {
  phones: ['+255 754 000 111', '+255 27 275 2222'],
  emails: ['info@bright.example', 'admissions@bright.example'],
};

/** The footer's social links (spec section 5's rule): '#' means no button, https:// goes in front of the rest. */
const SOCIAL = {
  facebook: 'facebook.com/brightschools',
  instagram: '#',
  linkedin: '//linkedin.com/company/bright-schools',
  x: 'https://x.com/brightschools',
};

test.beforeAll(async ({ emptyAdminSite, emptySite, browser: shared }) => {
  [server, empty, browser] = [emptyAdminSite, emptySite, shared];
  broken = await startServer({ content: 'empty' });
  const api = await new AdminApi(server.url).login();
  await api.json('/api/schoolSettings', { ...SETTINGS, ...SOCIAL });
  // A database that lost its settings table: the settings call fails.
  const db = new DatabaseSync(path.join(broken.dataDir, 'site.db'));
  db.exec('DROP TABLE "schoolSettings"');
  db.close();
});

test.afterAll(async () => {
  await broken?.stop();
});

describe('contact page', () => {
  it('shows phones and e-mails as links, and the business hours', async () => {
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/contact`, PHONE);
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
    await closePage({ errors, context });
  });

  it('sends a message that is stored for the staff', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/contact`, DESKTOP);
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
    await closePage({ errors, context });
  });

  it('shows N/A without settings, and the error when they fail to load', async () => {
    const { page, errors, context } = await openPage(browser, `${empty.url}/contact`, PHONE);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').getByTestId('contact-phones-list').textContent()).toBe('N/A');
    expect(await page.locator('main').getByTestId('contact-emails-list').textContent()).toBe('N/A');
    await shot(page, 'contact-empty-390');

    await page.goto(`${broken.url}/contact`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').getByText('Failed to load settings.', { exact: true }).count()).toBe(2);
    await shot(page, 'contact-failed-390');
    expect(await seriousViolations(page)).toEqual([]);
    await closePage({ errors, context });
  });

  it('is in the server HTML and reads in German and Kiswahili', async () => {
    const { page, context } = await openPage(browser, `${server.url}/contact`, PHONE, { javaScriptEnabled: false });
    expect(await page.locator('main').getByTestId('contact-phones-list').getByRole('link').count()).toBe(2);
    expect(await page.locator('main').getByRole('textbox', { name: 'Full Name' }).count()).toBe(1);
    await page.goto(`${server.url}/contact?lang=de`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kontakt');
    expect(await page.locator('main').getByRole('textbox', { name: 'Vor- und Nachname' }).count()).toBe(1);
    await page.goto(`${server.url}/contact?lang=sw`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wasiliana Nasi');
    await context.close();
  });

  it('sends without JavaScript from the page and the footer, and says how it went on the same page', async () => {
    const { page, context } = await openPage(browser, `${server.url}/contact`, PHONE, { javaScriptEnabled: false });
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
    const { page, errors, context } = await openPage(browser, `${server.url}/contact`, DESKTOP);
    await page.waitForLoadState('networkidle');
    await shot(page, 'contact-1366');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await closePage({ errors, context });
  });
});

describe('footer', () => {
  it('shows the phones, e-mails and social links of the settings, and the business hours', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, DESKTOP);
    const about = page.getByRole('contentinfo').getByRole('region', { name: 'About' });
    expect(await about.getByText('Mon - Fri, 8:00 AM - 5:00 PM', { exact: true }).isVisible()).toBe(true);
    const links = (pattern: string) =>
      about
        .locator(`a[href^="${pattern}"]`)
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await links('tel:')).toEqual([
      ['+255 754 000 111', 'tel:+255754000111'],
      ['+255 27 275 2222', 'tel:+255272752222'],
    ]);
    expect(await links('mailto:')).toEqual(SETTINGS.emails.map((e) => [e, `mailto:${e}`]));
    // One number or address a line, none broken across two lines.
    const lines = await about.locator('a[href^="tel:"], a[href^="mailto:"]').evaluateAll((as) =>
      as.map((a) => {
        const text = document.createRange();
        text.selectNodeContents(a);
        return text.getClientRects().length; // one rectangle per line the text takes
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1]);
    const social = about.getByRole('group', { name: 'Follow us' }).getByRole('link');
    expect(
      await social.evaluateAll((as) =>
        as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target')]),
      ),
    ).toEqual([
      ['Facebook', 'https://facebook.com/brightschools', '_blank'],
      ['LinkedIn', 'https://linkedin.com/company/bright-schools', '_blank'],
      ['X (Twitter)', 'https://x.com/brightschools', '_blank'],
    ]);
    for (const rel of await social.evaluateAll((as) => as.map((a) => a.getAttribute('rel'))))
      expect(rel).toContain('noopener');
    await closePage({ errors, context });
  });

  it('checks the Contact Us form and sends it through POST /api/contact', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') posts.push(r.postData() ?? '');
    });
    await page.goto(`${server.url}/gallery`);
    const form = page.getByRole('contentinfo').getByRole('region', { name: 'Contact Us' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const message = form.getByRole('textbox', { name: 'Message', exact: true });
    for (const field of [name, email, message]) expect(await field.getAttribute('required')).not.toBeNull();
    // The footer form has no phone field.
    expect(await form.getByRole('textbox').count()).toBe(3);

    await form.getByRole('button', { name: 'Send' }).click();
    for (const text of ['Name is required', 'Email is required', 'Message is required'])
      expect(await form.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Zawadi Mushi');
    await email.fill('not-an-address');
    await message.fill('Do you take pupils in the middle of the year?');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByText('Invalid email address', { exact: true }).isVisible()).toBe(true);
    expect(posts).toEqual([]);

    await email.fill('zawadi.mushi@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText('Thank you! Your message has been sent.').isVisible()).toBe(true);
    expect(posts.map((p) => JSON.parse(p) as unknown)).toEqual([
      {
        name: 'Zawadi Mushi',
        email: 'zawadi.mushi@example.com',
        phone: '',
        message: 'Do you take pupils in the middle of the year?',
      },
    ]);
    expect(await name.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    // The staff see it: the Admin reads it back through the API.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const inbox = (await (await fetch(`${server.url}/api/contact`, { headers: { cookie } })).json()) as {
      name: string;
      email: string;
      message: string;
    }[];
    expect(
      inbox.filter((m) => m.email === 'zawadi.mushi@example.com').map(({ name, message }) => ({ name, message })),
    ).toEqual([{ name: 'Zawadi Mushi', message: 'Do you take pupils in the middle of the year?' }]);
    await closePage({ errors, context });
  });

  it("shows 'N/A' for phones and e-mails, and no social links, without settings", async () => {
    const { page, errors, context } = await openPage(browser, `${empty.url}/blog`, PHONE);
    const about = page.getByRole('contentinfo').getByRole('region', { name: 'About' });
    expect(await about.getByText('Phones: N/A', { exact: true }).isVisible()).toBe(true);
    expect(await about.getByText('Emails: N/A', { exact: true }).isVisible()).toBe(true);
    expect(await about.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    expect(await about.getByRole('group', { name: 'Follow us' }).count()).toBe(0);
    // No school yet: no 'Our Schools' heading over an empty column.
    expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'Our Schools' }).count()).toBe(0);
    await page.goto(`${empty.url}/blog?lang=de`);
    expect(await page.getByRole('contentinfo').getByText('Telefon: k. A.', { exact: true }).isVisible()).toBe(true);
    await closePage({ errors, context });
  });
});
