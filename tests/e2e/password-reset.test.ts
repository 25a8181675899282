// Forgotten passwords in the browser (issue 11 section 5): without SMTP_URL the login dialog says to ask the
// Admin, who resets the password from the users page; with SMTP_URL the dialog e-mails a link (to a real SMTP
// server in the test) whose page sets the new password.
import { describe, expect } from 'vitest';
import { DESKTOP, type RunningServer, startServer, openPage } from './harness.ts';
import { ADMIN, apiLogin, createUser, it, noticeShown, signIn, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { nth } from '../helpers/nth.ts';

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

describe('without e-mail', () => {
  let server: RunningServer;
  test.beforeAll(({ adminSite }) => {
    server = adminSite;
  });

  it('the dialog says to ask the Admin, and the Admin resets the password on the users page', async () => {
    const adminCookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const email = 'zawadi.reset@brightschools.ac.tz';
    await createUser(
      server.url,
      { name: 'Zawadi Reset', email, password: 'Old-password-1', role: 'Teacher' },
      adminCookie,
    );
    const { page, context } = await openPage(browser, `${server.url}/loginPage`, DESKTOP);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('Please ask the Admin to reset your password.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/add-teacher`);
    await page.getByRole('button', { name: 'Reset password of Zawadi Reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-pass-7');
    await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('Brand-new-pass-7');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await noticeShown(page, 'The password of Zawadi Reset has been reset.');
    await expect.poll(() => apiLogin(server.url, email, 'Brand-new-pass-7').then(() => 'ok')).toBe('ok');
    await context.close();
  });
});

describe('with e-mail', () => {
  let server: RunningServer;
  let smtp: TestSmtpServer;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        MAIL_TO: ADMIN.email,
        // Required with SMTP_URL: links in e-mails name only the public address (issue 35).
        PUBLIC_URL: 'http://school.example',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('e-mails a link whose page sets the new password', async () => {
    const { page, context } = await openPage(browser, `${server.url}/loginPage`, DESKTOP);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If an account uses this address', { exact: false }).waitFor();
    const mail = nth(await smtp.waitFor(1), 0);
    const body = mail.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/school\.example\/reset-password\?lang=\w+#token=[A-Za-z0-9_-]+/.exec(body)?.[0];
    expect(link, body).toBeTruthy();
    // The link names PUBLIC_URL's host; open the same path on the test server.
    const url = new URL(link!);
    await page.goto(`${server.url}${url.pathname}${url.hash}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Kibo-summit-2026');
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Kibo-summit-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await apiLogin(server.url, ADMIN.email, 'Kibo-summit-2026');
    await context.close();
  });
});
