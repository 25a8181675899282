// The about page (spec section 2 "About", section 9): hero, about text, the vision, mission, core values
// (Integrity, Transparency, Care), objective and goal cards, the 2017-2023 timeline, and the parent
// testimonials strip (40 s loop, pause button, still under reduced motion), also without JavaScript.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, openPage } from './harness.ts';
import { it, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';

let server: RunningServer;
let browser: Browser;

/** axe-core violations (WCAG 2.x A/AA) of impact serious or critical, as "rule: target" lines. */

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
});

/** Each element's `attribute` and the text of its h3, in order. */
function headedItems(page: Page, selector: string, attribute: string) {
  return page
    .locator(selector)
    .evaluateAll(
      (items, name) => items.map((item) => [item.getAttribute(name), item.querySelector('h3')!.textContent]),
      attribute,
    );
}

async function checkContent(page: Page) {
  expect(await page.locator('main h1').textContent()).toBe('About Bright Schools');
  expect(await page.getByRole('heading', { level: 2, name: 'Who We Are' }).count()).toBe(1);
  expect(await headedItems(page, '[data-pillar]', 'data-pillar')).toEqual([
    ['vision', 'Our Vision'],
    ['mission', 'Our Mission'],
    ['values', 'Our Core Values'],
    ['objective', 'Our Objective'],
    ['goal', 'Our Goal'],
  ]);
  expect(await page.locator('[data-pillar="values"] dt').allTextContents()).toEqual([
    'Integrity',
    'Transparency',
    'Care',
  ]);
  expect(await headedItems(page, '[data-timeline] > li', 'data-year')).toEqual([
    ['2017', 'Founding'],
    ['2018', 'Construction'],
    ['2019', 'Opening'],
    ['2023', 'First Graduates'],
  ]);
  // The years are visible text, in order, once the section is on screen (issue 40: sections below the first
  // screen are laid out when they come near it, and their innerText is empty until then).
  await page.locator('[data-timeline]').scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await page.locator('[data-timeline]').innerText()).match(/20\d\d/g))
    .toEqual(['2017', '2018', '2019', '2023']);
  // Five testimonials, each once for assistive technology (the moving copy is hidden).
  const strip = page.getByRole('region', { name: 'Parent testimonials' });
  expect(await strip.getByRole('listitem').count()).toBe(5);
  expect(await strip.locator('[data-testimonial] blockquote').first().textContent()).toMatch(
    /reads to the whole family/,
  );
}

describe('about page', () => {
  it('shows the hero, about text, the five cards, the timeline and the testimonials', async () => {
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/about`, DESKTOP);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toMatch(/^About Us \| /);
    await checkContent(page);
    // Headings in order: one h1, then h2 sections.
    const headings = await page
      .locator('main')
      .locator('h1, h2')
      .evaluateAll((hs) => hs.map((h) => `${h.tagName}:${h.textContent}`));
    expect(headings).toEqual([
      'H1:About Bright Schools',
      'H2:Who We Are',
      'H2:What Guides Us',
      'H2:Our Journey',
      'H2:What Parents Say',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, 'about-1366');
    await context.close();
  });

  it('scrolls the testimonials in a 40 s loop with hover pause and a pause button', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/about`, PHONE);
    const strip = page.getByRole('region', { name: 'Parent testimonials' });
    const pause = strip.getByRole('button', { name: 'Pause' });
    await pause.waitFor();
    const track = strip.locator('[data-marquee-track]');
    const style = (prop: 'animationDuration' | 'animationPlayState' | 'animationName') =>
      track.evaluate((el, p) => getComputedStyle(el)[p], prop);
    expect(await style('animationDuration')).toBe('40s');
    expect(await style('animationPlayState')).toBe('running');
    // It really moves.
    const x0 = await track.evaluate((el) => el.getBoundingClientRect().left);
    await expect.poll(() => track.evaluate((el) => el.getBoundingClientRect().left)).toBeLessThan(x0);

    await track.locator('..').hover();
    expect(await style('animationPlayState')).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await style('animationPlayState')).toBe('running');
    await pause.click();
    await page.mouse.move(0, 0);
    expect(await style('animationPlayState')).toBe('paused');
    expect(await strip.getByRole('button', { name: 'Play' }).getAttribute('aria-controls')).toBe(
      await track.getAttribute('id'),
    );
    await strip.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    expect(await style('animationPlayState')).toBe('running');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await strip.getByRole('button', { name: 'Pause' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    // The copy is hidden from assistive technology, and nothing in it can be reached by keyboard.
    expect(await strip.locator('[data-marquee-copy]').getAttribute('aria-hidden')).toBe('true');
    expect(
      await strip
        .locator('[data-marquee-copy]')
        .evaluate((el) => el.querySelectorAll('a, button, input, [tabindex]:not([tabindex="-1"])').length),
    ).toBe(0);
    expect(errors).toEqual([]);
    await shot(page, 'about-390');
    await context.close();
  });

  it('keeps the testimonials still under prefers-reduced-motion, all of them readable', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/about`);
    await page.waitForLoadState('networkidle');
    const strip = page.getByRole('region', { name: 'Parent testimonials' });
    const track = strip.locator('[data-marquee-track]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await strip.locator('[data-marquee-copy]').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    // Wrapped onto lines: every card is inside the page width.
    const boxes = await strip
      .locator('[data-testimonial]')
      .evaluateAll((cards) =>
        cards.filter((c) => c.getBoundingClientRect().width > 0).map((c) => c.getBoundingClientRect().right),
      );
    expect(boxes).toHaveLength(5);
    for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
    expect(await strip.getByRole('button', { name: 'Pause' }).isVisible()).toBe(false);
    await context.close();
  });

  it('is complete without JavaScript', async () => {
    const { page, context } = await openPage(browser, `${server.url}/about`, PHONE, { javaScriptEnabled: false });
    await checkContent(page);
    expect(
      await page.getByText('To be a leading place of early and primary education', { exact: false }).isVisible(),
    ).toBe(true);
    const img = page.locator('main img').first();
    expect(await img.getAttribute('alt')).toBe('A Bright school building below Mount Kilimanjaro');
    await context.close();
  });

  it('speaks German and Kiswahili', async () => {
    const { page, context } = await openPage(browser, `${server.url}/about?lang=de`, PHONE, {
      javaScriptEnabled: false,
    });
    expect(await page.locator('main h1').textContent()).toBe('Über die Bright-Schulen');
    expect(await page.locator('[data-pillar="values"] dt').allTextContents()).toEqual([
      'Integrität',
      'Transparenz',
      'Fürsorge',
    ]);
    await page.goto(`${server.url}/about?lang=sw`);
    expect(await page.locator('main h1').textContent()).toBe('Kuhusu Shule za Bright');
    expect(await page.locator('[data-timeline] h3').first().textContent()).toBe('Kuanzishwa');
    await context.close();
  });
});
