// One map from an error code to a message that names the field's label (issue 36 point 3, docs/decisions/026):
// every admin form, a list page's, a single record's or the documents queue's, says a field's problem in the
// page's language with that field's label, beside the field (its description), with the focus on the first bad
// field; the server's field errors land the same way. English pages keep the spec's sentences (the other admin
// browser tests).
import { describe, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, type RunningServer } from './harness.ts';
import { ADMIN, it, openSignedInPage, test, until } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

/** The texts an input is described by (its helper text). */
const description = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('field messages in the page language', () => {
  it('names the label in German on the school form: required, a whole number; the first bad field has the focus', async () => {
    const { page, context } = await openSignedInPage(
      browser,
      DESKTOP,
      server.url,
      ADMIN,
      '/admin/AdminSchoolDetails?lang=de',
    );
    await page.getByRole('button', { name: '+ Schulangaben hinzufügen' }).click();
    const form = page.locator('main form');
    const teachers = form.getByRole('spinbutton', { name: 'Lehrkräfte' });
    await teachers.fill('1.5');
    await form.getByRole('button', { name: 'Speichern' }).click();
    const name = form.getByRole('combobox', { name: /^Schulname/ });
    await until(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await description(name)).toBe('Schulname ist erforderlich');
    expect(await description(teachers)).toBe('Lehrkräfte muss eine ganze Zahl sein.');
    expect(await focusedId(page)).toBe(await name.getAttribute('id'));
    await context.close();
  });

  it('names the label in Kiswahili on the gallery form, and says the form’s own sentence for the picture', async () => {
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/add-gallery?lang=sw');
    await page.getByRole('button', { name: '+ Ongeza Picha' }).click();
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Hifadhi' }).click();
    const title = form.getByRole('textbox', { name: /^Kichwa/ });
    await until(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(await description(title)).toBe('Kichwa: sehemu hii inahitajika');
    expect(await form.getByRole('alert').allInnerTexts()).toContain('Tafadhali chagua picha.');
    await context.close();
  });

  it('puts the server’s field error beside its field in German (an e-mail address already taken)', async () => {
    const { page, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/add-teacher?lang=de');
    await page.getByRole('button', { name: '+ Benutzer hinzufügen' }).click();
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Zweite Adresse');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+255 700 000 009');
    const email = form.getByRole('textbox', { name: /^E-Mail/ });
    await email.fill(ADMIN.email);
    await form.getByLabel(/^Passwort/).fill('second-pass-1');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await until(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await description(email)).toBe('Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.');
    expect(await focusedId(page)).toBe(await email.getAttribute('id'));
    await context.close();
  });
});
