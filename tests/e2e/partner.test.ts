// /PartnerClientView (spec sections 2, 3, 8, 9): the partner profile with at most 3 gallery pictures,
// and 'No partner data available.' on a site without one.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer, openPage, closePage } from './harness.ts';
import { AdminApi, image, it, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import { openEmptyPage } from './empty-site.ts';
import type { Browser, Page } from 'playwright-core';
import type { Partner } from '../../common/api-types.ts';

let server: RunningServer;
let empty: RunningServer;
let browser: Browser;
let partner: Partner;

const PARTNER = {
  name: 'Freundeskreis Kilimanjaro e.V.',
  about: 'A club of friends in Germany who support the Bright schools.',
  location: 'Freiburg, Germany',
  startYear: '2016',
  mission: 'Raise funds for books and teachers.',
  vision: 'Every child in Moshi learns to read.',
  numberOfWorkers: '12',
  numberOfProjects: '34',
  satisfyingClients: '1250',
  contacts: 'Anna Schmidt\n+49 761 123456\nanna@freundeskreis.example',
};

test.beforeAll(async ({ emptyAdminSite, emptySite, browser: shared }) => {
  [server, empty, browser] = [emptyAdminSite, emptySite, shared];
  const api = await new AdminApi(server.url).login();
  // Four pictures sent: at most three are kept and shown.
  partner = await api.send<Partner>('/api/partners', {
    ...PARTNER,
    topImage: await image('partner-top'),
    galleryImages: [await image('p1'), await image('p2'), await image('p3'), await image('p4')],
  });
});

async function expectProfile(page: Page) {
  const main = page.locator('main');
  await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(PARTNER.name);
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  for (const value of [
    'Since 2016',
    PARTNER.about,
    PARTNER.location,
    PARTNER.mission,
    PARTNER.vision,
    'Workers',
    '12',
    'Projects',
    '34',
    'Satisfied Clients',
    '1,250',
  ]) {
    expect(text, value).toContain(value);
  }
  for (const heading of ['Vision', 'Mission', 'Contacts'])
    expect(await main.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
  // Contacts keep their line breaks.
  expect(await main.getByTestId('partner-contacts').innerText()).toBe(PARTNER.contacts);
  expect(await main.getByTestId('partner-gallery').locator('img').count()).toBe(3);
  const top = main.getByRole('img', { name: PARTNER.name, exact: true });
  expect(await top.getAttribute('loading')).toBe('eager');
  expect(await top.getAttribute('srcset')).toMatch(/1600w/);
}

describe('partner profile', () => {
  it('shows the profile with at most three pictures', async () => {
    expect(partner.galleryImages.length).toBeLessThanOrEqual(3);
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/PartnerClientView`, PHONE);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expectProfile(page);
    await shot(page, 'partner-390');
    expect(await seriousViolations(page)).toEqual([]);
    await closePage({ errors, context });
  });

  it('is reached from the header and looks right at 1366 px', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/`, DESKTOP);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Partner Club Germany' })
      .click();
    await page.waitForURL('**/PartnerClientView');
    await expectProfile(page);
    expect(await page.title()).toBe(`${PARTNER.name} | Bright Schools`);
    // The pointer still rests on the header link it clicked; its hover colour is the header's business.
    await page.mouse.move(600, 700);
    await shot(page, 'partner-1366');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await closePage({ errors, context });
  });

  it('is in the server HTML (no JavaScript needed)', async () => {
    const { page, context } = await openPage(browser, `${server.url}/PartnerClientView`, PHONE, {
      javaScriptEnabled: false,
    });
    await expectProfile(page);
    await context.close();
  });

  // Issue 38 point 6: the spec's link text is the club's brand name plus "Germany"; the profile's short name (at
  // most 20 characters) gives it, and the header keeps its one row where the full bar starts (1200 px).
  it("names the menu's partner link by the club's short name, in one header row, in every language", async () => {
    const api = await new AdminApi(server.url).login();
    const brand = 'Freundeskreis Moshi!';
    expect(brand).toHaveLength(20);
    await api.send(`/api/partners/${partner._id}`, { clubShortName: brand }, 'PUT');
    const { page, errors, context } = await openPage(browser, `${server.url}/`, { width: 1200, height: 900 });
    for (const [lang, text] of [
      ['en', `${brand} Germany`],
      ['de', `${brand} Deutschland`],
      ['sw', `${brand} Ujerumani`],
    ] as const) {
      await page.goto(`${server.url}/?lang=${lang}`);
      const link = page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: text });
      expect(await link.getAttribute('href'), lang).toBe('/PartnerClientView');
      const fit = await page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.bs-header__bar')!.getBoundingClientRect();
        const a = document.querySelector<HTMLElement>('.bs-header__nav a[href="/PartnerClientView"]')!;
        const range = document.createRange();
        range.selectNodeContents(a);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return {
          oneRow: bar.height <= 64.5,
          oneLine: lines.size === 1,
          inside: a.getBoundingClientRect().right <= window.innerWidth,
          noScroll: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      expect(fit, lang).toEqual({ oneRow: true, oneLine: true, inside: true, noScroll: true });
    }
    // Emptied, the link says "Partner Club Germany" again.
    await api.send(`/api/partners/${partner._id}`, { clubShortName: '' }, 'PUT');
    await page.goto(`${server.url}/?lang=en`);
    await page.getByRole('link', { name: 'Partner Club Germany' }).first().waitFor();
    await closePage({ errors, context });
  });

  it('says so when there is no partner', async () => {
    const url = `${empty.url}/PartnerClientView`;
    const opened = await openEmptyPage(browser, url, 'No partner data available.', 'partner-empty-390');
    await opened.page.goto(`${url}?lang=de`);
    expect(await opened.page.getByText('Keine Partnerdaten vorhanden.', { exact: true }).isVisible()).toBe(true);
    await closePage(opened);
  });
});
