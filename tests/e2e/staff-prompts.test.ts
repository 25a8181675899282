// Smaller things staff hit (issue 38 point 6), in the browser at 390 and 1366 px: the first Admin, made from
// ADMIN_EMAIL without a phone, is told on the dashboard and in their account's form why a phone is needed and
// adds it; two-step set-up on a phone has a tappable otpauth:// link beside the QR code.
import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, newPage, type RunningServer } from './harness.ts';
import {
  ADMIN,
  apiLogin,
  cheapenPasswords,
  createUser,
  it,
  noticeShown,
  shot,
  signIn,
  test,
  until,
} from './fixtures.ts';

let browser: Browser;
let server: RunningServer;

const TEACHER = { name: 'Zawadi Teacher', email: 'zawadi.prompts@brightschools.ac.tz', password: 'Ngorongoro-58k' };

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
  await createUser(
    server.url,
    { ...TEACHER, role: 'Teacher' },
    await apiLogin(server.url, ADMIN.email, ADMIN.password),
  );
  cheapenPasswords(server, [TEACHER]);
});

describe('what staff are asked for', () => {
  it('the first Admin (no phone) is asked for one on the dashboard and in the form, and the prompt goes once given (390 px)', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await signIn(page, server.url, ADMIN);
    const prompt = page.getByTestId('phone-missing');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Your account has no phone number yet.');
    await shot(page, 'phone-missing-dashboard');
    await prompt.getByRole('link', { name: 'Add your phone number' }).click();
    // The account's own form opens, saying why.
    const inForm = page.getByTestId('phone-missing');
    await until(() => inForm.innerText()).toContain('Every account needs one');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    expect(await phone.inputValue()).toBe('');
    await phone.fill('+255 754 123 456');
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'User updated.');
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('phone-missing').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two-step set-up shows a tappable otpauth:// link beside the QR code (1366 and 390 px)', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, size);
      await signIn(page, server.url, TEACHER);
      await page.goto(`${server.url}/admin/password`);
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      await qr.waitFor();
      const link = page.getByRole('link', { name: 'Open in your authenticator app' });
      expect(await link.isVisible()).toBe(true);
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^otpauth:\/\/totp\//);
      expect(href).toBe(await qr.getAttribute('data-otpauth'));
      // Big enough to tap on a phone.
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(16);
      await shot(page, `two-step-link-${size.width}`);
      await context.close();
    }
  });
});
