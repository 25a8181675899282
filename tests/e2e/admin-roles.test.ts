// Roles in the admin area (DESIGN.md section 5, spec section 6): each of the five roles signs in through the
// dialog and sees exactly its pages in the sidebar and avatar menu; every admin page is opened: the role's
// own pages show their content (reached through the sidebar), every other page is refused in the browser (as the server refuses it),
// without one request for the page's data, and the post-login path becomes /admin/dashboard.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer, closePage } from './harness.ts';
import {
  ADMIN,
  apiLogin,
  followRequests,
  it,
  navigateInApp,
  noticeShown,
  openSignedInPage,
  sidebarLinks,
  STAFF,
  test,
} from './fixtures.ts';
import type { Browser, Request } from 'playwright-core';
import { pngFile } from '../helpers/images.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(({ staffSite, browser: shared }) => {
  [server, browser] = [staffSite, shared];
});

interface Case {
  who: { name: string; email: string; password: string };
  role: string;
  sidebar: string[];
  menu: string[];
  refused: { page: string; api: string }[];
  viewAll: number;
}

const CASES: Case[] = [
  {
    who: ADMIN,
    role: 'Admin',
    sidebar: [
      'Dashboard',
      'Header Images',
      'Blog Posts',
      'Users',
      'Gallery',
      'Partner Admin',
      'School Details',
      'Director Message',
      'Documents',
      'Settings',
      'Messages',
      'Activity',
      'Trash',
      'Change password',
    ],
    menu: ['Settings', 'Director Message', 'Change password', 'Logout'],
    refused: [],
    viewAll: 4,
  },
  {
    who: STAFF.Director,
    role: 'Director',
    sidebar: [
      'Dashboard',
      'Blog Posts',
      'Gallery',
      'School Details',
      'Director Message',
      'Messages',
      'Activity',
      'Trash',
      'Change password',
    ],
    menu: ['Director Message', 'Change password', 'Logout'],
    refused: [
      { page: '/admin/add-teacher', api: '/api/users/000000000000000000000000' },
      { page: '/admin/HeaderImageForm', api: '/api/headers/000000000000000000000000' },
    ],
    viewAll: 0,
  },
  {
    who: STAFF.Author,
    role: 'Author',
    sidebar: ['Dashboard', 'Blog Posts', 'Trash', 'Change password'],
    menu: ['Change password', 'Logout'],
    refused: [
      { page: '/admin/add-gallery', api: '/api/gallery/000000000000000000000000' },
      { page: '/admin/messages', api: '/api/contact/000000000000000000000000' },
    ],
    viewAll: 0,
  },
  {
    who: STAFF.Teacher,
    role: 'Teacher',
    sidebar: ['Dashboard', 'Blog Posts', 'Gallery', 'Trash', 'Change password'],
    menu: ['Change password', 'Logout'],
    refused: [{ page: '/admin/add-teacher', api: '/api/users/000000000000000000000000' }],
    viewAll: 0,
  },
  {
    who: STAFF.Partner,
    role: 'Partner',
    sidebar: ['Dashboard', 'Partner Menu', 'Change password'],
    menu: ['Change password', 'Logout'],
    refused: [{ page: '/admin/blog', api: '/api/blogs/000000000000000000000000' }],
    viewAll: 0,
  },
];

/** Every admin page by its sidebar name (the Partner's sidebar calls the partner page 'Partner Menu'). */
const PAGES: Record<string, { path: string; heading: string }> = {
  Dashboard: { path: '/admin/dashboard', heading: 'Dashboard' },
  'Header Images': { path: '/admin/HeaderImageForm', heading: 'Header Images' },
  'Blog Posts': { path: '/admin/blog', heading: 'Blog Posts' },
  Users: { path: '/admin/add-teacher', heading: 'User List' },
  Gallery: { path: '/admin/add-gallery', heading: 'Gallery' },
  'Partner Admin': { path: '/admin/PartnerAdmin', heading: 'Partner Admin' },
  'School Details': { path: '/admin/AdminSchoolDetails', heading: 'School Details' },
  'Director Message': { path: '/admin/DirectorMessage', heading: 'Director Message' },
  Documents: { path: '/admin/Documents', heading: 'Documents' },
  Settings: { path: '/admin/settings', heading: 'Settings' },
  Messages: { path: '/admin/messages', heading: 'Messages' },
  Activity: { path: '/admin/activity', heading: 'Activity' },
  Trash: { path: '/admin/trash', heading: 'Trash' },
  'Change password': { path: '/admin/password', heading: 'Change password' },
};

describe('each role', () => {
  for (const c of CASES) {
    it(`${c.role}: sidebar, avatar menu, dashboard links and refused pages`, async () => {
      const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, c.who);
      expect(await sidebarLinks(page)).toEqual(c.sidebar);
      if (c.role === 'Admin') {
        // The sidebar is 240 px wide on a desktop, beside the page.
        const nav = page.getByRole('navigation', { name: 'Admin navigation' });
        const sidebar = await nav.evaluate((el) => el.closest('.MuiDrawer-paper')!.getBoundingClientRect().toJSON());
        expect([sidebar.x, sidebar.width]).toEqual([0, 240]);
        expect((await page.locator('main').boundingBox())!.x).toBe(240);
      }

      await page.getByRole('button', { name: `Account menu of ${c.who.name}` }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect((await page.getByTestId('account-identity').innerText()).split(/\n+/)).toEqual([c.who.name, c.role]);
      expect((await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim())).toEqual(c.menu);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      await page.getByRole('heading', { name: 'Recent Posts' }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: /^View All/ }).count()).toBe(c.viewAll);

      // Every page: the role's own show their content; the others are refused without asking for their data.
      const allowed = new Set(c.sidebar.map((name) => (name === 'Partner Menu' ? 'Partner Admin' : name)));
      let dataRequests: string[] = [];
      const isData = (r: Request) => {
        const path = new URL(r.url()).pathname;
        return path.startsWith('/api/') && path !== '/api/auth/me';
      };
      page.on('request', (r) => {
        if (isData(r)) dataRequests.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      const dataQuiet = followRequests(page, isData);
      /** The refused page before this one, whose requests must stay none until the next count begins. */
      let refusedBefore: string | undefined;
      // The role's own pages through the sidebar (a direct load of each is security-headers.test.ts's); every
      // other page through the app's router, as an address typed in the running app reaches it (no link leads
      // there), and below one of them by a direct load of its address. Both must refuse without asking for its
      // data.
      const nav = page.getByRole('navigation', { name: 'Admin navigation' });
      for (const [name, { path, heading }] of Object.entries(PAGES)) {
        await page.evaluate(() => localStorage.removeItem('redirectAfterLogin'));
        const h1 = page.getByRole('heading', { level: 1 });
        if (allowed.has(name)) {
          const link = name === 'Partner Admin' && c.role === 'Partner' ? 'Partner Menu' : name;
          await nav.getByRole('link', { name: link, exact: true }).click();
          await page.waitForURL(`${server.url}${path}`);
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          await page.getByRole('status').filter({ hasText: 'Loading...' }).first().waitFor({ state: 'detached' });
          expect(await page.getByRole('heading', { name: 'Access denied' }).count(), name).toBe(0);
          expect(
            await page.getByRole('alert').count(),
            `${name}: ${await page.getByRole('alert').allInnerTexts()}`,
          ).toBe(0);
          refusedBefore = undefined;
        } else {
          // What the page before asked for has been answered, and nothing more for a moment (a sidebar link to
          // the page already shown reloads its data after its heading is there): only the refused page counts.
          // The router is idle first: such a reload asks who is signed in (not counted) before its data, and
          // on a busy machine that answer can take longer than the quiet moment.
          await page.waitForFunction(() => {
            const { state } = (
              window as unknown as {
                __reactRouterDataRouter: { state: { navigation: { state: string }; revalidation: string } };
              }
            ).__reactRouterDataRouter;
            return state.navigation.state === 'idle' && state.revalidation === 'idle';
          });
          await dataQuiet(300);
          if (refusedBefore) expect(dataRequests, `${c.role} on ${refusedBefore}, later`).toEqual([]);
          dataRequests = [];
          await navigateInApp(page, path);
          await page.waitForURL(`${server.url}${path}`);
          await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
          expect(await h1.count(), name).toBe(1);
          expect(await page.getByText(`Your role (${c.role}) may not use this page.`).count()).toBe(1);
          // Set by the refused page once it has rendered (an effect), so polled.
          await expect
            .poll(() => page.evaluate(() => localStorage.getItem('redirectAfterLogin')))
            .toBe('/admin/dashboard');
          expect(dataRequests, `${c.role} on ${name}`).toEqual([]);
          refusedBefore = name;
        }
      }
      // From a refused page back to the dashboard.
      if (c.refused.length > 0) {
        dataRequests = [];
        await page.evaluate(() => localStorage.removeItem('redirectAfterLogin'));
        await page.goto(`${server.url}${nth(c.refused, 0).page}`);
        await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
        expect(await page.getByText(`Your role (${c.role}) may not use this page.`).count()).toBe(1);
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('redirectAfterLogin')))
          .toBe('/admin/dashboard');
        expect(dataRequests, `${c.role} on ${nth(c.refused, 0).page} loaded by its address`).toEqual([]);
        await page.getByRole('link', { name: 'Go to the dashboard' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      }
      // The server refuses the same with 403.
      for (const refused of c.refused) {
        const res = await page.request.delete(`${server.url}${refused.api}`, { headers: { origin: server.url } });
        expect(res.status()).toBe(403);
      }
      await closePage({ errors, context });
    });
  }

  it('Teacher sees only own posts and adds a gallery picture', async () => {
    // A post of another member of staff, which the Teacher must not see (nor the seeded ones of nobody).
    const director = await apiLogin(server.url, STAFF.Director.email, STAFF.Director.password);
    const other = new FormData();
    other.set('title', 'Notes from the Director');
    other.set('content', 'Not for the Teacher.');
    const res = await fetch(`${server.url}/api/blogs`, {
      method: 'POST',
      headers: { cookie: director, origin: server.url },
      body: other,
    });
    expect(res.status).toBe(201);

    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, STAFF.Teacher);
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await page.getByText('No blog posts found.').waitFor();
    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    expect(await page.getByRole('textbox', { name: 'Author' }).inputValue()).toBe(STAFF.Teacher.name);
    await page.getByRole('textbox', { name: 'Title' }).fill('Our class garden');
    await page.getByRole('textbox', { name: 'Content' }).fill('Standard Two planted beans and maize.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await noticeShown(page, 'Blog post published.');
    const cards = page.locator('main').getByRole('listitem');
    await cards.filter({ hasText: 'Our class garden' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await page.getByText('Notes from the Director').count()).toBe(0);

    await nav.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    await page.getByRole('button', { name: '+ Add Image' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Beans sprouting');
    const picture = await pngFile('beans.png', 600, 400, '#7cb518');
    await page.getByTestId('upload-input').setInputFiles({
      name: picture.name,
      mimeType: picture.type,
      buffer: Buffer.from(await picture.arrayBuffer()),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Image added to the gallery.');
    await page.getByRole('listitem').filter({ hasText: 'Beans sprouting' }).waitFor();
    await closePage({ errors, context });
  });

  it('Author sees only own posts; Partner reaches the partner page from the phone drawer', async () => {
    const { page, context } = await openSignedInPage(browser, PHONE, server.url, STAFF.Author);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    // The seeded posts belong to nobody: an Author has none of their own yet.
    await page.getByText('No blog posts found.').waitFor();
    await context.close();

    const partner = await openSignedInPage(browser, PHONE, server.url, STAFF.Partner);
    await partner.page.getByRole('button', { name: 'Open navigation' }).click();
    const link = partner.page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Partner Menu' });
    expect(await link.getAttribute('href')).toBe('/admin/PartnerAdmin');
    await partner.context.close();
  });
});
