// Content in three languages in the admin (issue 15 point 2, docs/decisions/021): a blog post written in English
// gets its German and Kiswahili texts in the form's language tabs, saved with the same Save and shown again after
// a reload; an edit of the English original marks both translations Outdated, in the tabs and in the list's
// language marks; a translation without its required title shows the message in its own tab; the tabs work by
// keyboard; the original's text stands beside each translated field at 1366 px and above it at 390 px; the
// server's messages of a language land in its tab; typing in a tab counts as an unsaved change.
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { BlogPost } from '../../common/api-types.ts';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
import {
  ADMIN,
  AdminApi,
  apiLogin,
  expectAccessible,
  it,
  noticeShown,
  openSignedInPage,
  realErrors,
  test,
  until,
} from './fixtures.ts';

let server: RunningServer;
let browser: import('playwright-core').Browser;
test.beforeAll(({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Languages' });
const tab = (page: Page, language: string) => tabs(page).getByRole('tab', { name: new RegExp(`^${language}\\b`) });
/** The panel shown (the others are hidden, so not in the accessibility tree). */
const panel = (page: Page) => page.getByRole('tabpanel');
/** A post card's language marks: each language's state, e.g. { en: 'original', de: 'outdated', sw: 'missing' }. */
async function marks(card: Locator): Promise<Record<string, string | null>> {
  const spans = card.getByTestId('language-marks').locator('[data-lang]');
  const states: Record<string, string | null> = {};
  for (const span of await spans.all())
    states[(await span.getAttribute('data-lang'))!] = await span.getAttribute('data-state');
  return states;
}
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

describe('translation tabs of a blog post', () => {
  it('writes, reloads, marks outdated and checks each language (1366 px, keyboard)', async () => {
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/blog');
    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    await page.getByRole('heading', { name: 'Create Blog Post' }).waitFor();
    // A new post's original is the interface's language; the other two are missing, said in each tab's name.
    expect(await tabs(page).getByRole('tab').allInnerTexts()).toHaveLength(3);
    expect(await tab(page, 'English').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'English').textContent()).toContain('Original');
    expect(await tab(page, 'Deutsch').textContent()).toContain('Missing');
    expect(await tab(page, 'Kiswahili').textContent()).toContain('Missing');
    expect(await page.getByRole('combobox', { name: 'Original language' }).inputValue()).toBe('en');

    const title = 'Sports day at Bright Primary';
    const content = 'Our pupils ran, jumped and sang all afternoon.';
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill(content);

    // Keyboard: the selected tab is in the Tab order; the arrow keys move between tabs and Enter opens one.
    await tab(page, 'English').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('Enter');
    expect(await tab(page, 'Deutsch').getAttribute('aria-selected')).toBe('true');
    // The original's text stands beside the field it is translated in (1366 px).
    const original = panel(page).getByTestId('original-text').first();
    expect(await original.innerText()).toContain(title);
    const germanTitle = panel(page).getByRole('textbox', { name: 'Title' });
    const [left, right] = [await original.boundingBox(), await germanTitle.boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);

    // A German text without its required title: the message is in the German tab, which is shown and marked.
    await panel(page).getByRole('textbox', { name: 'Content' }).fill('Unsere Kinder liefen und sangen.');
    await tab(page, 'English').click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await until(() => tab(page, 'Deutsch').getAttribute('aria-selected')).toBe('true');
    await panel(page).getByText('Title is required', { exact: true }).waitFor();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Check the fields');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'translations.de.title',
    );
    await germanTitle.fill('Sportfest an der Bright Primary');
    expect(await tab(page, 'Deutsch').textContent()).not.toContain('Check the fields');
    // Typed and not saved: the tab says so, not 'Up to date'.
    expect(await tab(page, 'Deutsch').textContent()).toContain('Not saved yet');

    await tab(page, 'Kiswahili').click();
    await panel(page).getByRole('textbox', { name: 'Title' }).fill('Siku ya michezo Bright Primary');
    await panel(page).getByRole('textbox', { name: 'Content' }).fill('Wanafunzi wetu walikimbia na kuimba.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await noticeShown(page, 'Blog post published.');
    await until(() => marks(card(page, title))).toEqual({ en: 'original', de: 'current', sw: 'current' });

    // After a reload the texts come back from the server, each tab up to date.
    await page.reload();
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Up to date');
    await tab(page, 'Deutsch').click();
    expect(await panel(page).getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Sportfest an der Bright Primary',
    );
    await expectAccessible(page, 'blog form, German tab');
    await tab(page, 'Kiswahili').click();
    expect(await panel(page).getByRole('textbox', { name: 'Content' }).innerText()).toBe(
      'Wanafunzi wetu walikimbia na kuimba.',
    );

    // The English original changes: both translations are outdated, in the list and in the tabs.
    await tab(page, 'English').click();
    await page.getByRole('textbox', { name: 'Content' }).fill(`${content} Then the parents ran too.`);
    await page.getByRole('button', { name: 'Update' }).click();
    await noticeShown(page, 'Blog post updated.');
    await until(() => marks(card(page, title))).toEqual({ en: 'original', de: 'outdated', sw: 'outdated' });
    expect(await card(page, title).getByTestId('language-marks').innerText()).toMatch(/EN[\s\S]*DE[\s\S]*SW/);
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Outdated');
    expect(await tab(page, 'Kiswahili').textContent()).toContain('Outdated');

    // The server's own check of a language (its answer `translations.de.title: required`) lands in the German
    // tab: the title typed there is blanked on its way out, so that only the server sees the bad text.
    await tab(page, 'Deutsch').click();
    await panel(page).getByRole('textbox', { name: 'Title' }).fill('Sportfest 2026');
    await tab(page, 'English').click();
    await page.route(`**/api/blogs/*`, (route) =>
      route.request().method() === 'PUT'
        ? route.continue({ postData: route.request().postData()!.replace('"title":"Sportfest 2026"', '"title":" "') })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await until(() => tab(page, 'Deutsch').getAttribute('aria-selected')).toBe('true');
    await panel(page).getByText('Title is required', { exact: true }).waitFor();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Check the fields');
    await page.unroute(`**/api/blogs/*`);
    await panel(page).getByRole('textbox', { name: 'Title' }).fill('Sportfest an der Bright Primary');

    // Removing a translation asks first; it is deleted with the Save.
    await tab(page, 'Kiswahili').click();
    await panel(page)
      .getByText(/The original changed after this translation was saved/)
      .waitFor();
    await panel(page).getByRole('button', { name: 'Remove the Kiswahili translation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await until(() => tab(page, 'Kiswahili').textContent()).toContain('Missing');
    await page.getByRole('button', { name: 'Update' }).click();
    // (The notice of the same words may still be up from the last save.)
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await until(() => marks(card(page, title))).toEqual({ en: 'original', de: 'outdated', sw: 'missing' });

    // A German text still right after the English change: 'Still correct' and Save make it up to date.
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await tab(page, 'Deutsch').click();
    await panel(page).getByRole('button', { name: 'Still correct' }).click();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Not saved yet');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await until(() => marks(card(page, title))).toEqual({ en: 'original', de: 'current', sw: 'missing' });
    // (The one 400 is the server's answer to the blanked German title above.)
    expect(realErrors(errors).filter((e) => !e.includes('400'))).toEqual([]);
    await context.close();
  });

  it('stacks the original above each field and shows the marks at 390 px', async () => {
    const cookie = await apiLogin(server.url, ADMIN.email, ADMIN.password);
    const body = new FormData();
    body.set('title', 'Neue Bücher in der Bibliothek');
    body.set('content', 'Die Bibliothek hat zweihundert neue Bücher.');
    body.set('originalLang', 'de');
    body.set('translations', JSON.stringify({ en: { title: 'New library books', content: 'Two hundred new books.' } }));
    const res = await fetch(`${server.url}/api/blogs`, { method: 'POST', headers: { cookie }, body });
    expect(res.status).toBe(201);
    const post = (await res.json()) as BlogPost;

    const { page, context, errors } = await openSignedInPage(browser, PHONE, server.url, ADMIN, '/admin/blog');
    await until(() => marks(card(page, post.title))).toEqual({ de: 'original', en: 'current', sw: 'missing' });
    await card(page, post.title)
      .getByRole('button', { name: `Edit ${post.title}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    // The stored original language; the tabs start with it.
    expect(await page.getByRole('combobox', { name: 'Original language' }).inputValue()).toBe('de');
    expect((await tabs(page).getByRole('tab').allInnerTexts())[0]).toContain('Deutsch');
    // All three tabs, with their states, fit the phone's width: none behind a scroll arrow.
    for (const box of await Promise.all((await tabs(page).getByRole('tab').all()).map((t) => t.boundingBox())))
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await tab(page, 'English').click();
    const original = panel(page).getByTestId('original-text').first();
    expect(await original.innerText()).toContain('Neue Bücher in der Bibliothek');
    const [above, field] = [
      await original.boundingBox(),
      await panel(page).getByRole('textbox', { name: 'Title' }).boundingBox(),
    ];
    expect(field!.y).toBeGreaterThanOrEqual(above!.y + above!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Text typed in a translation tab is an unsaved change: leaving asks first.
    await panel(page).getByRole('textbox', { name: 'Content' }).fill('Two hundred new books arrived.');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await panel(page).getByRole('textbox', { name: 'Content' }).innerText()).toBe(
      'Two hundred new books arrived.',
    );
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("marks every list's languages at 390 px and edits the director's message in German", async () => {
    const { page, context, errors } = await openSignedInPage(
      browser,
      PHONE,
      server.url,
      ADMIN,
      '/admin/HeaderImageForm',
    );
    // The demo content has German and Kiswahili texts of its headers and schools, none of its gallery.
    const first = async (testId?: string) => {
      const item = testId ? page.getByTestId(testId).first() : page.locator('main').getByRole('listitem').first();
      await item.waitFor();
      return marks(item);
    };
    expect(await first()).toEqual({ en: 'original', de: 'current', sw: 'current' });
    await page.goto(`${server.url}/admin/add-gallery`);
    expect(await first()).toEqual({ en: 'original', de: 'missing', sw: 'missing' });
    await page.goto(`${server.url}/admin/AdminSchoolDetails`);
    expect(await first('school-card')).toEqual({ en: 'original', de: 'current', sw: 'current' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${server.url}/admin/DirectorMessage`);
    await page.getByRole('button', { name: 'Edit director message' }).click();
    expect(await tab(page, 'Deutsch').textContent()).toContain('Up to date');
    await tab(page, 'Deutsch').click();
    const message = panel(page).getByRole('textbox', { name: 'Message' });
    await message.fill('Willkommen im neuen Schuljahr!');
    await page.locator('main form').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit director message' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Edit director message' }).click();
    await tab(page, 'Deutsch').click();
    expect(await panel(page).getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
      'Willkommen im neuen Schuljahr!',
    );
    // The message itself was not changed: its Kiswahili text stays up to date (the browser sends the message's
    // line breaks as CRLF, which the server's digest counts as the same text).
    expect(await tab(page, 'Kiswahili').textContent()).toContain('Up to date');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
  it('starts a formatted post’s translation from its original, pictures, lists and links kept', async () => {
    const title = 'Fees and the new term';
    await (
      await new AdminApi(server.url).login()
    ).send('/api/blogs', {
      title,
      content: '<p>Read <strong>this</strong>.</p><ul><li>Term starts in January</li></ul>',
    });
    const { page, context, errors } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/blog');
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    await tab(page, 'Deutsch').click();
    await panel(page).getByRole('button', { name: 'Start from the original (keeps its pictures and links)' }).click();
    const german = panel(page).locator('[contenteditable="true"]');
    await until(() => german.locator('li').count()).toBe(1);
    expect(await german.locator('strong').innerText()).toBe('this');
    expect(await german.locator('li').innerText()).toBe('Term starts in January');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
