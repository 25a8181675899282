// Two-step sign-in in the browser (issue 11 section 5): with the Admin's requirement on, a Director signs in,
// sets up the authenticator from the dialog (the test reads the key shown and computes the codes as an app
// would, tests/helpers/totp.ts), keeps the recovery codes, and then signs in with a code or a recovery code.
// A Teacher turns it on from the password page, and the Admin resets it from the users page.
import { describe, expect } from 'vitest';
import { DESKTOP, newPage, type RunningServer } from './harness.ts';
import { ADMIN, apiLogin, cheapenPasswords, createUser, it, noticeShown, signIn, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { codeFor, steadyStep } from '../helpers/totp.ts';

let browser: Browser;
let server: RunningServer;
let adminCookie: string;

const DIRECTOR = { name: 'Neema Director', email: 'neema.twostep@brightschools.ac.tz', password: 'Kilimanjaro-42x' };
const TEACHER = { name: 'Baraka Teacher', email: 'baraka.twostep@brightschools.ac.tz', password: 'Serengeti-77q' };

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
  adminCookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
  for (const user of [DIRECTOR, TEACHER])
    await createUser(server.url, { ...user, role: user === DIRECTOR ? 'director' : 'Teacher' }, adminCookie);
  cheapenPasswords(server, [DIRECTOR, TEACHER]);
});

async function setRequired(required: boolean): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/two-step/requirement`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ required }),
  });
  expect(res.status).toBe(200);
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/loginPage`);
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

describe('two-step sign-in', () => {
  it('a Director required to use it sets it up in the login dialog, then signs in with a code or a recovery code', async () => {
    await setRequired(true);
    try {
      const { page, context, errors } = await newPage(browser, DESKTOP);
      const dialog = await passwordStep(page, DIRECTOR.email, DIRECTOR.password);
      await dialog.getByText('Two-step sign-in is required for your account.', { exact: false }).waitFor();
      const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
      await qr.waitFor();
      expect(await qr.getAttribute('data-otpauth')).toMatch(/^otpauth:\/\/totp\/Bright%20Schools:/);
      expect((await qr.boundingBox())?.width).toBeGreaterThan(100);
      const secret = (await dialog.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await qr.getAttribute('data-otpauth')).toContain(`secret=${secret}`);

      const step = await steadyStep();
      await dialog.getByRole('textbox', { name: 'Code' }).fill(codeFor(secret, step));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const codes = dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      const recovery = (await codes.allInnerTexts()).map((c) => c.trim());
      for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Not signed in until the codes were seen.
      expect(page.url()).toContain('/loginPage');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/admin/dashboard');
      await context.close();

      // Next time: a wrong code shows its message, a right code signs in.
      const second = await newPage(browser, DESKTOP);
      const again = await passwordStep(second.page, DIRECTOR.email, DIRECTOR.password);
      await again.getByText('Enter the 6-digit code from your authenticator app', { exact: false }).waitFor();
      expect(await again.getByRole('img', { name: 'QR code for your authenticator app' }).count()).toBe(0);
      const wrong = String((Number(codeFor(secret, step + 1)) + 500_000) % 1_000_000).padStart(6, '0');
      await again.getByRole('textbox', { name: 'Code' }).fill(wrong);
      await again.getByRole('button', { name: 'Verify' }).click();
      await again.getByText('The code is not correct.').waitFor();
      await again.getByRole('textbox', { name: 'Code' }).fill(codeFor(secret, step + 1));
      await again.getByRole('button', { name: 'Verify' }).click();
      await second.page.waitForURL('**/admin/dashboard');
      await second.context.close();

      // Without the phone: a recovery code, once.
      const third = await newPage(browser, DESKTOP);
      const lost = await passwordStep(third.page, DIRECTOR.email, DIRECTOR.password);
      await lost.getByRole('textbox', { name: 'Code' }).fill(recovery[0]!);
      await lost.getByRole('button', { name: 'Verify' }).click();
      await third.page.waitForURL('**/admin/dashboard');
      // The password page says it is on, with nine codes left, and that it cannot be turned off.
      await third.page.goto(`${server.url}/admin/password`);
      await third.page.getByText('Two-step sign-in is on. Recovery codes left: 9.').waitFor();
      await third.page.getByText('Two-step sign-in is required for your role', { exact: false }).waitFor();
      expect(await third.page.getByRole('button', { name: 'Turn off two-step sign-in' }).count()).toBe(0);
      await third.context.close();
      // The wrong code's 401 answer is logged by the browser; nothing else may be.
      expect([...errors, ...second.errors, ...third.errors].filter((e) => !e.includes('401'))).toEqual([]);
    } finally {
      await setRequired(false);
    }
  });

  it('a Teacher turns it on from the password page; the Admin resets it from the users page', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signIn(page, server.url, TEACHER);
    await page.goto(`${server.url}/admin/password`);
    await page.getByText('Two-step sign-in is off.').waitFor();
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
    await page.getByRole('textbox', { name: 'Code' }).fill(codeFor(secret, await steadyStep()));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('Two-step sign-in is on. Recovery codes left: 10.').waitFor();
    expect(await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count()).toBe(10);
    await context.close();
    // The password alone no longer signs in.
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEACHER.email, password: TEACHER.password }),
    });
    expect(await res.json()).toMatchObject({ twoStep: 'code' });
    expect(res.headers.get('set-cookie')).toBeNull();

    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, server.url, ADMIN);
    await admin.page.goto(`${server.url}/admin/add-teacher`);
    await admin.page.getByRole('button', { name: `Reset two-step sign-in of ${TEACHER.name}` }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await noticeShown(admin.page, `Two-step sign-in of ${TEACHER.name} has been reset.`);
    await admin.context.close();
    await expect.poll(() => apiLogin(server.url, TEACHER.email, TEACHER.password).then(() => 'ok')).toBe('ok');
    expect([...errors, ...admin.errors]).toEqual([]);
  });
});
