// The admin dashboard's content (spec section 2): on an empty site 'No recent schools available' and zero
// totals; with schools the four totals cards are the sums over every school-detail record and the Recent
// Schools table lists the newest 4; Recent Users, Recent Posts and Recent Gallery list the newest 4, newest
// first; after a change (a post deleted in the blog admin, a school's counts edited) the dashboard shows it.
import { describe, expect } from 'vitest';
import { DESKTOP, type RunningServer, closePage } from './harness.ts';
import { ADMIN, apiLogin, createStaff, it, noticeShown, openSignedInPage, STAFF, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { uniquePng } from '../helpers/images.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(async ({ emptyAdminSite, browser: shared }) => {
  [server, browser] = [emptyAdminSite, shared];
});

type Fields = Record<string, string | number | File>;

async function send(cookie: string, path: string, fields: Fields, method: 'POST' | 'PUT' = 'POST') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value instanceof File ? value : String(value));
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.url },
    body: form,
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  // Records are ordered by createdAt (milliseconds): keep consecutive ones apart.
  await new Promise((r) => setTimeout(r, 5));
  return JSON.parse(text) as { _id: string };
}

const SCHOOLS = [
  { schoolName: 'Bright Day Care & Nursery', students: 120, teachers: 9, workers: 4, awards: 2 },
  { schoolName: 'Bright Pre & Primary School', students: 640, teachers: 31, workers: 12, awards: 7 },
  { schoolName: 'Bright Future Pre & Primary School', students: 415, teachers: 22, workers: 8, awards: 3 },
  { schoolName: 'Bright Day Care & Kindergarten', students: 98, teachers: 7, workers: 3, awards: 0 },
  { schoolName: 'Bright Secondary School', students: 380, teachers: 26, workers: 10, awards: 5 },
];

function school(s: (typeof SCHOOLS)[number]): Fields {
  return { ...s, location: 'Arusha', openingYear: 2005, headName: 'Grace Mollel' };
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The names listed in a Recent ... section, top to bottom. */
async function recent(page: Page, title: string): Promise<string[]> {
  const items = await section(page, title).getByRole('listitem').allInnerTexts();
  return items.map((text) => nth(text.split('\n'), 0).trim());
}

async function totals(page: Page): Promise<number[]> {
  const values: number[] = [];
  for (const label of ['Total Students', 'Teachers', 'Workers', 'Awards']) {
    values.push(Number((await page.getByTestId(`total-${label}`).innerText()).replace(/,/g, '')));
  }
  return values;
}

const sums = (schools: typeof SCHOOLS) =>
  (['students', 'teachers', 'workers', 'awards'] as const).map((k) => schools.reduce((t, s) => t + s[k], 0));

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading...' }).first().waitFor({ state: 'detached' });
}

describe('dashboard content', () => {
  it('empty site, then the sums and the newest 4 of each list, then a change', async () => {
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN);
    await settled(page);
    await section(page, 'Recent Schools').getByText('No recent schools available').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await totals(page)).toEqual([0, 0, 0, 0]);
    expect(await section(page, 'Recent Posts').innerText()).toContain('Nothing here yet.');
    expect(await section(page, 'Recent Gallery').innerText()).toContain('Nothing here yet.');
    expect(await recent(page, 'Recent Users')).toEqual([ADMIN.name]);

    // Content through the API: 5 schools, 4 more users, 5 posts, 5 gallery pictures.
    const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const schoolIds: string[] = [];
    for (const s of SCHOOLS) schoolIds.push((await send(cookie, '/api/brightSchoolDetails', school(s)))._id);
    await createStaff(server);
    const posts = ['First post', 'Second post', 'Third post', 'Fourth post', 'Fifth post'];
    for (const title of posts) await send(cookie, '/api/blogs', { title, content: `${title} of the term.` });
    const pictures = ['Picture one', 'Picture two', 'Picture three', 'Picture four', 'Picture five'];
    for (const title of pictures)
      await send(cookie, '/api/gallery', { title, category: 'Sports', image: await uniquePng(`${title}.png`) });

    await page.reload();
    await settled(page);
    expect(await totals(page)).toEqual(sums(SCHOOLS));
    expect(await totals(page)).toEqual([1653, 95, 37, 17]);
    // Numbers read as numbers in the page's language.
    expect(await page.getByTestId('total-Total Students').innerText()).toBe('1,653');
    expect(await recent(page, 'Recent Posts')).toEqual(['Fifth post', 'Fourth post', 'Third post', 'Second post']);
    expect(await recent(page, 'Recent Gallery')).toEqual([
      'Picture five',
      'Picture four',
      'Picture three',
      'Picture two',
    ]);
    const staff = Object.values(STAFF).map((u) => u.name);
    expect(await recent(page, 'Recent Users')).toEqual(staff.reverse());
    const table = page.getByRole('table');
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => nth(r.split('\t'), 0).trim())).toEqual(
      SCHOOLS.slice(1)
        .map((s) => s.schoolName)
        .reverse(),
    );
    const secondary = table.getByRole('row', { name: /Bright Secondary School/ });
    expect((await secondary.innerText()).split('\t').map((s) => s.trim())).toEqual([
      'Bright Secondary School',
      '380',
      '26',
      '10',
      '5',
    ]);

    // A change: the newest post deleted through the blog admin, one school's counts edited.
    await send(
      cookie,
      `/api/brightSchoolDetails/${schoolIds[4]}`,
      school({ ...nth(SCHOOLS, 4), students: 1380, awards: 6 }),
      'PUT',
    );
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await page.getByRole('button', { name: 'Delete Fifth post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Blog post deleted.');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await settled(page);
    expect(await recent(page, 'Recent Posts')).toEqual(['Fourth post', 'Third post', 'Second post', 'First post']);
    expect(await totals(page)).toEqual([2653, 95, 37, 18]);
    expect(await secondary.innerText()).toMatch(/^Bright Secondary School\s+1,380\s+26\s+10\s+6$/);
    await closePage({ errors, context });
  });
});
