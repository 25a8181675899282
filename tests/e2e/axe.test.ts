// The accessibility check itself (axe.ts), against the real axe-core in the real browser: it reports what
// breaks a serious or critical rule, in a page that already has axe-core and in a new document, and it keeps
// to the rules of the tags it is given; the rules it skips (those that can only find minor or moderate problems)
// change none of its findings. Every other browser test relies on it finding nothing.
import { expect } from 'vitest';
import { DESKTOP, openPage } from './harness.ts';
import { it, seriousViolations, test } from './fixtures.ts';
import { WCAG_AA } from './axe.ts';

test('finds broken elements, again after a new page loads, and none on the home page', async ({ site, browser }) => {
  const { page, context } = await openPage(browser, `${site.url}/about`, DESKTOP);
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  const breakPage = () =>
    page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<button id="no-name"></button><img id="no-alt" src="/favicon.ico">');
    });
  await breakPage();
  const found = await seriousViolations(page, WCAG_AA);
  expect(found.some((line) => line.startsWith('button-name (critical): #no-name'))).toBe(true);
  expect(found.some((line) => line.startsWith('image-alt (critical): #no-alt'))).toBe(true);

  // A new document has no axe-core yet: the check puts it in again.
  await page.goto(`${site.url}/`);
  expect(await seriousViolations(page)).toEqual([]);
  await breakPage();
  expect((await seriousViolations(page)).length).toBeGreaterThanOrEqual(2);
  await context.close();
});

it('runs only the rules of the tags given', async ({ site, browser }) => {
  const { page, context } = await openPage(browser, `${site.url}/about`, DESKTOP);
  // Text too faint to read breaks color-contrast (serious), a WCAG 2 AA rule, not an A one.
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<p id="faint" style="color:#eee;background:#fff">faint text</p>'),
  );
  expect(await seriousViolations(page, ['wcag2a'])).toEqual([]);
  const aa = await seriousViolations(page, ['wcag2aa']);
  expect(aa.some((line) => line.startsWith('color-contrast (serious): #faint'))).toBe(true);
  await context.close();
});

it("skips only rules that cannot find anything serious: the same findings as axe's default rules", async ({
  site,
  browser,
}) => {
  const { page, context } = await openPage(browser, `${site.url}/about`, DESKTOP);
  // Critical (no name, no alt), serious (contrast) and moderate or minor findings (a heading level skipped, an
  // empty heading, text outside every landmark).
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<button id="no-name"></button><img id="no-alt" src="/favicon.ico"><h6 id="deep">Deep</h6><h3 id="empty"></h3>' +
          '<p id="faint" style="color:#eee;background:#fff">faint text</p>',
      );
    document.body.insertAdjacentHTML('afterbegin', '<p id="outside">Outside every landmark</p>');
  });
  const found = await seriousViolations(page);
  // axe's default set of rules, every finding, in the format of seriousViolations.
  const all = (await page.evaluate(() =>
    (window as unknown as { axe: { run(c: Document, o: object): Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as { violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
  expect(all.violations.some((v) => v.impact === 'moderate' || v.impact === 'minor')).toBe(true);
  const serious = all.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()),
    );
  expect(serious.length).toBeGreaterThanOrEqual(3);
  expect(found).toEqual(serious);
  await context.close();
});
