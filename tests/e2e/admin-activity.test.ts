// The Activity page (/admin/activity; issue 14 point 5, docs/decisions/019) at a desktop and a phone width: a
// change made by the Director is found by person, kind of record and day; another person's filter shows the
// empty state; a refused filter shows the server's reason; more than one page of entries is paged through. The
// Director sees the page too, with only the kinds of record the Director may change and only their own posts.
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ACTIVITY_PAGE_SIZE } from '../../common/constants.ts';
import { schoolDateTime } from '../../common/school-time.ts';
import {
  ADMIN,
  AdminApi,
  apiLogin,
  createStaff,
  expectAccessible,
  it,
  openSignedInPage,
  sidebarLinks,
  STAFF,
  test,
  until,
} from './fixtures.ts';
import { closePage, DESKTOP, PHONE, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
const DIRECTOR_POST = 'Notes from the Director';

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
  await createStaff(server, [STAFF.Director, STAFF.Teacher]);
  // The Director's change to find, then enough of the Admin's for a second page of the log.
  const form = new FormData();
  form.set('title', DIRECTOR_POST);
  form.set('content', 'A word for the new term.');
  const cookie = await apiLogin(server.url, STAFF.Director.email, STAFF.Director.password);
  const res = await fetch(`${server.url}/api/blogs`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(201);
  const admin = await new AdminApi(server.url).login();
  for (let i = 1; i <= ACTIVITY_PAGE_SIZE; i++) await admin.send('/api/blogs', { title: `Notice ${i}`, content: 'x' });
});

const PATH = '/admin/activity';
/** The entries shown at this width (the table's rows on wide screens, the list's items on phones). */
const entries = (page: Page) => page.locator('[data-testid="activity-entry"]:visible');

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the Activity page at the %s width', (label, viewport) => {
  it("finds the Director's change by person, kind and day; pages; empty and error states", async () => {
    const opened = await openSignedInPage(browser, viewport, server.url, ADMIN, PATH);
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await until(() => entries(page).count()).toBe(ACTIVITY_PAGE_SIZE);
    await page
      .getByText(/^Activity, page 1 of \d+ \(\d+ entries\)$/)
      .filter({ visible: true })
      .waitFor();
    await expectAccessible(page, `activity page (${label})`, `activity-${label}`);

    // ---- pages: Next leads to page 2, Previous back
    const pages = page.getByRole('navigation', { name: 'Pages of the activity' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await pages.getByText(/^Page 2 of \d+$/).waitFor();
    await until(() => page.url()).toContain('page=2');
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await pages.getByText(/^Page 1 of \d+$/).waitFor();

    // ---- the filters: person, kind of record, today in East Africa Time
    const today = schoolDateTime().date;
    await choose(page, 'Person', STAFF.Director.name);
    await choose(page, 'Kind of record', 'Blog Posts');
    await page.getByLabel('From (day)').fill(today);
    await page.getByLabel('To (day)').fill(today);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await until(() => entries(page).count()).toBe(1);
    const entry = (await entries(page).innerText()).replace(/\s+/g, ' ');
    for (const text of [STAFF.Director.name, '127.0.0.1', 'Created', 'Blog Posts', `Created "${DIRECTOR_POST}"`])
      expect(entry).toContain(text);
    expect(new URL(page.url()).searchParams.get('type')).toBe('blogs');
    expect(await pages.count()).toBe(0);
    await expectAccessible(page, `activity filtered (${label})`);

    // ---- another person: the empty state; Clear shows everything again
    await choose(page, 'Person', STAFF.Teacher.name);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('No activity matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await until(() => entries(page).count()).toBe(ACTIVITY_PAGE_SIZE);

    // ---- a filter the server refuses: its reason, shown with Try again
    await page.goto(`${server.url}${PATH}?from=someday`);
    await page.getByRole('alert').filter({ hasText: 'A day must be written as 2026-12-01.' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();

    opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !/status of 400\b/.test(e)));
    await closePage(opened);
  });
});

it('shows the Director the kinds of record the Director may change, and only their own posts', async () => {
  const opened = await openSignedInPage(browser, DESKTOP, server.url, STAFF.Director, PATH);
  const { page } = opened;
  expect(await sidebarLinks(page)).toContain('Activity');
  await until(() => entries(page).count()).toBe(1);
  expect(await entries(page).innerText()).toContain(DIRECTOR_POST);
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  const kinds = await page.getByRole('option').allInnerTexts();
  expect(kinds).toEqual(['All kinds', 'Blog Posts', 'Gallery', 'School Details', 'Director Message', 'Messages']);
  await page.keyboard.press('Escape');
  await closePage(opened);
});

it('is not in the sidebar of an Author or Teacher, and refuses them', async () => {
  const opened = await openSignedInPage(browser, DESKTOP, server.url, STAFF.Teacher);
  expect(await sidebarLinks(opened.page)).not.toContain('Activity');
  await opened.page.goto(`${server.url}${PATH}`);
  await opened.page
    .getByText(/access denied/i)
    .first()
    .waitFor();
  expect((await fetch(`${server.url}/api/activity`, { headers: { cookie: await teacherCookie() } })).status).toBe(403);
  await closePage(opened);
});

const teacherCookie = () => apiLogin(server.url, STAFF.Teacher.email, STAFF.Teacher.password);
