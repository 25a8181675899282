// The public layout (spec section 2 "Public layout", issue 3 points 1 and 7): the header's every link and
// both menus, the footer's link columns; every public page at 390, 800, 1200, 1280, 1366 and 1440 px in
// English, German and Kiswahili without sideways scrolling and with the header in one row, nothing in it cut
// off, wrapped or overlapping, the full bar of links from 1200 px (issue 13 point 5); and the menus, the phone drawer and the login dialog by keyboard, with axe-core run while a
// menu and the drawer are open. (The footer's contact details and form: contact.test.ts.)
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, openPage, closePage, wakeLeanPage } from './harness.ts';
import { it, seriousAaViolations as seriousViolations, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { SchoolDetail } from '../../common/api-types.ts';
import { publicPaths } from './public-paths.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
let paths: string[] = [];
let schools: SchoolDetail[];

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
  paths = await publicPaths(server.url);
  schools = (await (await fetch(`${server.url}/api/brightSchoolDetails`)).json()) as SchoolDetail[];
  expect(schools.length).toBeGreaterThanOrEqual(2);
});

/** From this width the header shows its full bar of links (site.css); below it, the menu button. */
const FULL_BAR_FROM = 1200;
const WIDTHS = [390, 800, 1200, 1280, 1366, 1440];

/** What is wrong with the page's width and the header's layout at the current window size. */
function layoutProblems(fullBarFrom: number): string[] {
  const out: string[] = [];
  const vw = window.innerWidth;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > vw) out.push(`page is ${pageWidth} px wide`);
  const bar = document.querySelector<HTMLElement>('.bs-header__bar');
  if (!bar) return [...out, 'no header bar'];
  const barBox = bar.getBoundingClientRect();
  // One row: the bar keeps its height of one line of buttons (56 px, 64 px from 900 px).
  if (barBox.height > 64.5) out.push(`header is ${barBox.height} px high`);
  const nav = bar.querySelector<HTMLElement>('nav.bs-header__nav')!;
  const navShown = getComputedStyle(nav).display !== 'none';
  if (navShown !== vw >= fullBarFrom) out.push(`full bar ${navShown ? 'shown' : 'hidden'}`);
  const menuButton = bar.querySelector<HTMLElement>('.bs-header__menu-btn')!;
  if ((getComputedStyle(menuButton).display !== 'none') === navShown) out.push('menu button and full bar disagree');

  const items = [...bar.querySelectorAll<HTMLElement>('a, button')]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => ({ el, box: el.getBoundingClientRect(), name: (el.textContent || el.getAttribute('aria-label'))! }))
    .sort((a, b) => a.box.left - b.box.left);
  for (const { el, box, name } of items) {
    if (box.left < -0.5 || box.right > vw + 0.5) out.push(`"${name}" reaches ${box.left}..${box.right}`);
    if (box.top < barBox.top - 0.5 || box.bottom > barBox.bottom + 0.5) out.push(`"${name}" leaves the bar's row`);
    // Its label fits inside it (a squeezed button would let the text run out of its box).
    if (el.scrollWidth > el.clientWidth + 1) out.push(`"${name}" is cut (${el.scrollWidth} > ${el.clientWidth})`);
    // Its label on one line: each piece of text lies in boxes sharing one top.
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) out.push(`"${name}" wraps onto ${lines.size} lines`);
    }
  }
  // Runs in the page: it can use nothing imported.
  for (let i = 1; i < items.length; i++) {
    const [before, item] = [items[i - 1], items[i]];
    if (before && item && item.box.left < before.box.right - 0.5)
      out.push(`"${before.name}" and "${item.name}" overlap`);
  }
  return out;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe.each(['en', 'de', 'sw'])('every public page in %s', (lang) => {
  it(`fits ${WIDTHS.join(', ')} px: no sideways scroll, the header in one row with nothing cut, wrapped or overlapping`, async () => {
    // One page for the whole sweep: each address is loaded once and the window resized through the widths.
    const { page, context } = await newPage(browser, PHONE, { reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: nth(WIDTHS, 0), height: 900 });
      await page.goto(`${server.url}${path}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        for (const problem of await page.evaluate(layoutProblems, FULL_BAR_FROM))
          problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
const hasFocus = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

const RESOURCES = [
  ['Transports', '/resource/transports'],
  ['Library', '/resource/library'],
  ['Computer Lab', '/resource/computer-lab'],
  ['Joining Form', '/resource/JoiningForm'],
  ['Curriculum', '/resource/curriculum'],
  ['Gallery', '/gallery'],
];

describe('header', () => {
  it('has every link of the spec, the Academics menu of schools and all six Resources entries', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, DESKTOP);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Bright Schools' }).getAttribute('href')).toBe('/');
    // The bar, in its order: links and the two menu buttons.
    const bar = await mainNav(page)
      .locator('a, button')
      .evaluateAll((els) => els.map((el) => [el.tagName, el.textContent, el.getAttribute('href')]));
    expect(bar).toEqual([
      ['A', 'Home', '/'],
      ['A', 'About', '/about'],
      ['BUTTON', 'Academics', null],
      ['A', 'Gallery', '/gallery'],
      ['A', 'Blog', '/blog'],
      ['A', 'Contact', '/contact'],
      ['A', 'Partner Club Germany', '/PartnerClientView'],
      ['BUTTON', 'Resources', null],
    ]);
    expect(await mainNav(page).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    const languages = banner.getByRole('navigation', { name: 'Language' }).getByRole('link');
    expect(await languages.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['EN', '/about?lang=en'],
      ['DE', '/about?lang=de'],
      ['SW', '/about?lang=sw'],
    ]);
    expect(await banner.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/loginPage');

    // Academics: one entry per school from the server, each to its page.
    // (A CSS locator: while a menu is open, the page behind it is hidden from assistive technology.)
    const academics = page.locator('.bs-header__nav button', { hasText: 'Academics' });
    expect(await academics.getAttribute('aria-haspopup')).toBe('true');
    await academics.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await academics.getAttribute('aria-expanded')).toBe('true');
    expect(
      await menu.getByRole('menuitem').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual(schools.map((s) => [s.schoolName, `/schooldetails/${s._id}`]));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // Resources: the six entries of the spec.
    await mainNav(page).getByRole('button', { name: 'Resources' }).click();
    await menu.waitFor();
    expect(
      await menu.getByRole('menuitem').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual(RESOURCES);
    await menu.getByRole('menuitem', { name: 'Computer Lab' }).click();
    await page.waitForURL(`${server.url}/resource/computer-lab`);
    await menu.waitFor({ state: 'detached' });
    await closePage({ errors, context });
  });
});

describe('footer', () => {
  it('links About, Our Schools (with the record passed along), Menus and Resources', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/contact`, DESKTOP);
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('h2').allTextContents()).toEqual([
      'About',
      'Our Schools',
      'Menus',
      'Resources',
      'Contact Us',
    ]);
    const column = (name: string) =>
      footer
        .getByRole('region', { name, exact: true })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await column('Our Schools')).toEqual(schools.map((s) => [s.schoolName, `/schooldetails/${s._id}`]));
    expect(await column('Menus')).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Gallery', '/gallery'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Partner Club Germany', '/PartnerClientView'],
    ]);
    // (Gallery, the sixth entry of the header's Resources menu, is already under Menus.)
    expect(await column('Resources')).toEqual(RESOURCES.slice(0, 5));
    expect(await footer.getByRole('navigation', { name: 'Choose a language' }).getByRole('link').count()).toBe(3);
    expect(await footer.getByText(/^© \d{4} Bright Schools\. All rights reserved\.$/).count()).toBe(1);

    // A school's link opens its page with the record as navigation state, as the Academics menu does.
    await footer.getByRole('link', { name: nth(schools, 1).schoolName }).click();
    await page.waitForURL(`${server.url}/schooldetails/${nth(schools, 1)._id}`);
    expect(await page.evaluate(() => (history.state as { usr?: { school?: { _id: string } } }).usr?.school?._id)).toBe(
      nth(schools, 1)._id,
    );
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nth(schools, 1).schoolName);
    await closePage({ errors, context });
  });
});

describe('keyboard', () => {
  it('opens the Academics and Resources menus with Enter, Space and ArrowDown, moves with the arrows, closes with Escape', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, DESKTOP);
    const menu = page.getByRole('menu');
    const cases = [
      { name: 'Academics', key: 'Enter', items: schools.map((s) => s.schoolName) },
      { name: 'Resources', key: 'Space', items: RESOURCES.map(([label]) => label) },
      { name: 'Academics', key: 'ArrowDown', items: schools.map((s) => s.schoolName) },
      { name: 'Resources', key: 'ArrowDown', items: RESOURCES.map(([label]) => label) },
    ];
    for (const { name, key, items } of cases) {
      const button = mainNav(page).getByRole('button', { name });
      await button.focus();
      await page.keyboard.press(key);
      await menu.waitFor();
      // The first entry has the focus; the arrows move it, and wrap around.
      await expect.poll(() => focused(page), { message: `${name} ${key}` }).toBe(items[0]);
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe(items[1]);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focused(page)).toBe(items.at(-1));
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe(items[0]);
      if (key === 'Enter') {
        // Checked once, with the menu open: no serious accessibility problem, and the focus is visible.
        expect(await page.evaluate(() => document.activeElement!.matches(':focus-visible'))).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBeNull();
    }

    // Enter on an entry follows it.
    await mainNav(page).getByRole('button', { name: 'Resources' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expect.poll(() => focused(page)).toBe('Transports');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/resource/library`);
    await closePage({ errors, context });
  });

  it('opens the phone menu drawer by keyboard, keeps the focus in it, and closes it with Escape', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, PHONE);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'Home' }).waitFor();
    await expect.poll(() => hasFocus(page, '.MuiDrawer-paper')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Every link of the bar is in it, the schools too.
    for (const name of ['Home', 'About', 'Blog', 'Contact', 'Partner Club Germany', 'Transports'])
      expect(await drawer.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    // Gallery twice: a main link, and the sixth of the spec's Resources (as the header's Resources menu has it).
    expect(await drawer.getByRole('link', { name: 'Gallery', exact: true }).count()).toBe(2);
    expect(
      await drawer
        .locator('.MuiListSubheader-root:has-text("Resources") ~ a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(RESOURCES.map(([, to]) => to));
    expect(await drawer.locator('a[href^="/schooldetails/"]').count()).toBe(schools.length);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await hasFocus(page, '.MuiDrawer-paper')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(page, '.MuiDrawer-paper')).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link chosen by keyboard closes the drawer and opens its page.
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/blog`);
    await drawer.waitFor({ state: 'detached' });
    await closePage({ errors, context });
  });

  it('traps the focus in the login dialog; Escape closes it and goes back in history', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, DESKTOP);
    const historyIndex = () => page.evaluate(() => (history.state as { idx: number }).idx);
    // React Router numbers the history entries once it runs (About is a lean page: docs/decisions/022).
    await wakeLeanPage(page);
    const before = await historyIndex();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/loginPage');
    expect(await historyIndex()).toBe(before + 1);
    await expect.poll(() => hasFocus(page, '[role="dialog"]')).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await hasFocus(page, '[role="dialog"]')).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocus(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await historyIndex()).toBe(before);
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: 'Login' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await closePage({ errors, context });
  });
});
