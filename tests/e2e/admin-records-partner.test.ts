// Partner admin (/admin/PartnerAdmin; spec sections 2, 4, 5, 6, 8): a Partner sees the page (and not the
// settings), edits the profile with every required field and at most 3 gallery images (extra ones cut off
// with a note, stored ones kept through existingGalleryImages), and /PartnerClientView follows; POST when there
// is no profile (the page then opens in edit mode); the inline failures.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
// The file's set-up and accounts, then the steps its tests take on the admin pages.
import { ADMIN, createStaff, it, STAFF, test } from './fixtures.ts';
import { expectAccessible, inputFile, noticeShown, openSignedInPage, realErrors, until } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { Partner } from '../../common/api-types.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectErrorAlert, failRequests } from './failing-api.ts';

let seeded: RunningServer;
let empty: RunningServer;
let browser: Browser;

test.beforeAll(async ({ adminSite, emptyAdminSite, browser: shared }) => {
  [seeded, empty, browser] = [adminSite, emptyAdminSite, shared];
  await createStaff(seeded, [STAFF.Partner]);
});

const PATH = '/admin/PartnerAdmin';

async function partnerOf(url: string): Promise<Partner> {
  const list = (await (await fetch(`${url}/api/partners`)).json()) as Partner[];
  return list[0]!;
}

/** A form field by its label (a required field's label ends with ' *'). */
function field(page: Page, label: string) {
  return page
    .locator('main form')
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const LABELS = [
  'Name',
  'Start year',
  'Location',
  'About',
  'Mission',
  'Vision',
  'Number of workers',
  'Number of projects',
  'Satisfied clients',
  'Contacts',
];

describe('partner admin', () => {
  it('a Partner edits the profile and its gallery; /PartnerClientView follows; settings are refused', async () => {
    const before = await partnerOf(seeded.url);
    expect(before.galleryImages).toHaveLength(3);
    const { page, errors, context } = await openSignedInPage(browser, DESKTOP, seeded.url, STAFF.Partner, PATH);
    await page.getByRole('heading', { level: 1, name: 'Partner Admin' }).waitFor();
    await until(() => page.getByTestId('partner-name').textContent()).toBe(before.name);
    // The Partner's sidebar: Dashboard and Partner Menu only (spec section 6).
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    expect((await nav.getByRole('link').allTextContents()).filter((t) => t !== 'Change password')).toEqual([
      'Dashboard',
      'Partner Menu',
    ]);
    await expectAccessible(page, 'partner read-only', 'partner-view');

    await page.getByRole('button', { name: 'Edit partner profile' }).click();
    const form = page.locator('main form');
    await form.waitFor();
    expect(await field(page, 'Name').inputValue()).toBe(before.name);

    // Every field is required (spec section 5); the start year must be a real year.
    await fill(page, Object.fromEntries(LABELS.map((label) => [label, ''])));
    await form.getByRole('button', { name: 'Save' }).click();
    const required = [
      'Name is required',
      'About is required',
      'Location is required',
      'Start year is required',
      'Mission is required',
      'Vision is required',
      'Number of workers is required',
      'Number of projects is required',
      'Satisfied clients is required',
      'Contacts are required',
    ];
    for (const message of required)
      await until(() => form.getByText(message, { exact: true }).count(), message).toBe(1);
    await fill(page, { 'Start year': '1492' });
    await form.getByRole('button', { name: 'Save' }).click();
    await until(() => form.getByText('Enter a valid year', { exact: true }).count()).toBe(1);
    // A name longer than the field takes is cut at its limit, and the field says why.
    const shortName = field(page, "Club's short name (menu)");
    await shortName.fill('Freundeskreis Bright Schools');
    expect(await shortName.inputValue()).toBe('Freundeskreis Bright');
    await until(() => form.getByText('At most 20 characters allowed.', { exact: true }).count()).toBe(1);
    await shortName.press('Backspace');
    await until(() => form.getByText('At most 20 characters allowed.', { exact: true }).count()).toBe(0);
    // Clear: back to the saved profile.
    await form.getByRole('button', { name: 'Clear' }).click();
    expect(await field(page, 'Name').inputValue()).toBe(before.name);
    expect(await field(page, 'Start year').inputValue()).toBe(String(before.startYear));

    // The gallery is full: remove the second image, then choose three; only one fits, the note names the rest.
    const tiles = form.getByTestId('gallery-tile');
    expect(await tiles.count()).toBe(3);
    expect(await form.getByRole('button', { name: 'Add images' }).isDisabled()).toBe(true);
    expect(await form.getByText('The gallery is full. Remove an image to add another.').count()).toBe(1);
    await form.getByRole('button', { name: 'Remove gallery image 2' }).click();
    expect(await tiles.count()).toBe(2);
    await form
      .getByTestId('gallery-input')
      .setInputFiles([
        await inputFile(await uniquePng('visit-a.png', 640, 480)),
        await inputFile(await uniquePng('visit-b.png', 640, 480)),
        await inputFile(await uniquePng('visit-c.png', 640, 480)),
      ]);
    expect(await tiles.count()).toBe(3);
    await until(() =>
      form
        .getByRole('alert')
        .filter({ hasText: 'Only 3 gallery images are kept. Left out: visit-b.png, visit-c.png.' })
        .count(),
    ).toBe(1);
    // The top image's field comes first; the partner strip's two logos follow it.
    await form
      .getByTestId('upload-input')
      .first()
      .setInputFiles(await inputFile(await uniquePng('top.png', 1600, 500)));
    await fill(page, {
      Name: 'Freundeskreis Bright Test e.V.',
      'Number of workers': '31',
      Contacts: 'Phone: +49 761 000 0000\nE-mail: test@partner.example',
    });
    await expectAccessible(page, 'partner edit mode', 'partner-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Partner profile saved.');
    await until(() => page.getByTestId('partner-name').textContent()).toBe('Freundeskreis Bright Test e.V.');

    const after = await partnerOf(seeded.url);
    expect(after.galleryImages).toHaveLength(3);
    expect(after.galleryImages[0]!.url).toBe(before.galleryImages[0]!.url);
    expect(after.galleryImages[1]!.url).toBe(before.galleryImages[2]!.url);
    expect(after.galleryImages.map((g) => g.url)).not.toContain(before.galleryImages[1]!.url);
    expect(after.topImage).not.toBe(before.topImage);

    await page.goto(`${seeded.url}/PartnerClientView`);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Freundeskreis Bright Test e.V.');
    expect(text).toContain('test@partner.example');
    expect(text).toContain('31');
    expect(await page.getByTestId('partner-gallery').locator('img').count()).toBe(3);

    // The settings page is not the Partner's.
    await page.goto(`${seeded.url}/admin/settings`);
    await until(() => page.getByRole('heading', { name: 'Access denied' }).count()).toBe(1);
    expect(await page.getByText('Your role (Partner) may not use this page.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit contact settings' }).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("says 'Failed to save partner' and 'Failed to fetch partners' in red", async () => {
    const { page, context } = await openSignedInPage(browser, PHONE, seeded.url, ADMIN, PATH);
    await page.getByRole('button', { name: 'Edit partner profile' }).click();
    const form = page.locator('main form');
    await failRequests(page, '**/api/partners/*', 'PUT', { error: 'Database is down' });
    await fill(page, { Vision: 'Not saved.' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectErrorAlert(form, 'Failed to save partner');
    await page.unroute('**/api/partners/*');
    // Cancel discards the typed text and shows the saved profile.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await until(() => page.getByTestId('partner-name').count()).toBe(1);
    expect(await page.locator('main').innerText()).not.toContain('Not saved.');

    await failRequests(page, '**/api/partners', 'GET', { error: 'Database is down' });
    await page.reload();
    await expectErrorAlert(page, 'Failed to fetch partners');
    await page.unroute('**/api/partners');
    await context.close();
  });

  it('opens in edit mode when there is no profile yet, and creates it with at most 3 gallery images', async () => {
    const { page, errors, context } = await openSignedInPage(browser, PHONE, empty.url, ADMIN, PATH);
    const form = page.locator('main form');
    await form.waitFor();
    expect(await page.getByText('There is no partner profile yet. Fill in the form and save it.').count()).toBe(1);
    await fill(page, {
      Name: 'Partnerschule Lindenhof',
      'Start year': '2019',
      Location: 'Freiburg, Germany',
      About: 'A primary school in Freiburg.',
      Mission: 'Learning together.',
      Vision: 'Friends on two continents.',
      'Number of workers': '12',
      'Number of projects': '4',
      'Satisfied clients': '300',
      Contacts: 'info@lindenhof.example',
    });
    await form
      .getByTestId('gallery-input')
      .setInputFiles(
        await Promise.all(
          ['one', 'two', 'three', 'four'].map(async (n) => inputFile(await uniquePng(`${n}.png`, 400, 300))),
        ),
      );
    expect(await form.getByTestId('gallery-tile').count()).toBe(3);
    await until(() => form.getByRole('alert').filter({ hasText: 'Left out: four.png.' }).count()).toBe(1);
    await expectAccessible(page, 'partner, no profile yet');
    await form.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Partner profile saved.');
    await until(() => page.getByTestId('partner-name').textContent()).toBe('Partnerschule Lindenhof');
    expect((await partnerOf(empty.url)).galleryImages).toHaveLength(3);
    await page.goto(`${empty.url}/PartnerClientView`);
    expect(await page.locator('main').innerText()).toContain('Partnerschule Lindenhof');
    expect(await page.getByTestId('partner-gallery').locator('img').count()).toBe(3);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
