// A formatted post written in the back office (issue 38 point 3, decision 030), on a phone (390 px) and a laptop
// (1366 px): staff use the editor's toolbar (bold, a bulleted list, a link, a picture of the gallery, a link to a
// document of the Documents page, a new picture added to the gallery from the editor) and the keyboard, save, and
// the public post page shows all of it, loading no editor code. The editor is a chunk of its own, loaded by the form.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { BlogPost } from '../../common/api-types.ts';
import { DESKTOP, PHONE, closePage, newPage, type RunningServer } from './harness.ts';
import {
  ADMIN,
  expectAccessible,
  followRequests,
  image,
  inputFile,
  it,
  notice,
  noticeShown,
  openSignedInPage,
  realErrors,
  test,
} from './fixtures.ts';

let server: RunningServer;
test.beforeAll(({ adminSite }) => {
  server = adminSite;
});

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting of Content' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

describe('a formatted post', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const) {
    it(`is written with the toolbar on a ${size} and shown formatted on its public page`, async ({ browser }) => {
      const opened = await openSignedInPage(browser, viewport, server.url, ADMIN, '/admin/blog');
      const { page } = opened;
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.getByRole('button', { name: '+ Add Blog Post' }).click();
      const title = `Sports day results (${size})`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const text = page.getByRole('textbox', { name: 'Content' });
      await text.click();
      // The editor came as its own chunk with the form.
      expect(scripts.some((url) => /rich-text-editor-[\w-]+\.js$/.test(url))).toBe(true);

      await page.keyboard.type('Our ');
      await tool(page, 'Bold').click();
      expect(await tool(page, 'Bold').getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.type('winners');
      await tool(page, 'Bold').click();
      await page.keyboard.type(' of the day, ');
      // By keyboard: a toolbar button reached and pressed with Enter gives the focus back to the text.
      await tool(page, 'Italic').focus();
      await page.keyboard.press('Enter');
      // (A person types once the caret is back in the text; a busy machine takes a moment to put it there.)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[contenteditable="true"]') != null))
        .toBe(true);
      await page.keyboard.type('fast');
      await page.keyboard.press('Control+i');
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      await tool(page, 'Bulleted list').click();
      await page.keyboard.type('Relay race');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Long jump');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Results: ');

      await tool(page, 'Link').click();
      const linkDialog = page.getByRole('dialog', { name: 'Link' });
      await linkDialog.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
      await linkDialog.getByRole('button', { name: 'Apply' }).click();
      await linkDialog.getByText('Enter a web address (https://...)', { exact: false }).waitFor();
      await linkDialog.getByRole('textbox', { name: 'Web address' }).fill('example.org/results');
      await linkDialog.getByRole('button', { name: 'Apply' }).click();
      await linkDialog.waitFor({ state: 'hidden' });
      await page.keyboard.type(' and the fees: ');

      await tool(page, 'Link to a document').click();
      const documents = page.getByRole('dialog', { name: 'Link to a document' });
      const firstDocument = documents.locator('[data-document]').first();
      const documentName = (await firstDocument.innerText()).trim();
      await firstDocument.click();
      await documents.waitFor({ state: 'hidden' });
      await page.keyboard.press('Enter');

      await tool(page, 'Picture from the gallery').click();
      const pictures = page.getByRole('dialog', { name: 'Insert a picture' });
      const picture = pictures.locator('[data-picture]').first();
      const pictureName = ((await picture.getAttribute('aria-label')) ?? '').replace(/^Insert /, '');
      await picture.click();
      await pictures.waitFor({ state: 'hidden' });

      // A second picture, new: added to the gallery from the editor, then in the text.
      await tool(page, 'Picture from the gallery').click();
      const again = page.getByRole('dialog', { name: 'Insert a picture' });
      await again.locator('[data-picture]').first().waitFor();
      await expectAccessible(page, 'the picture dialog');
      const upload = again.getByRole('region', { name: 'Or add a new picture to the gallery' });
      await upload.locator('input[type="file"]').setInputFiles(await inputFile(await image(`finish-${size}`)));
      expect(await upload.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(`finish-${size}`);
      await upload.getByRole('textbox', { name: 'Title' }).fill(`The finish line (${size})`);
      await upload.getByRole('button', { name: 'Add to the gallery and insert' }).click();
      await again.waitFor({ state: 'hidden' });
      await expectAccessible(page, 'the post editor');

      // Nothing is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/blogs'));
      await page.getByRole('button', { name: 'Publish' }).click();
      const post = (await (await saved).json()) as BlogPost;
      await noticeShown(page, 'Blog post published.');
      // The admin card's text is the plain text.
      const card = page.getByRole('listitem').filter({ hasText: title });
      expect(await card.innerText()).toContain('Our winners of the day, fast.');
      expect(await card.innerText()).not.toMatch(/<\/?[a-z]/);
      expect(realErrors(opened.errors)).toEqual([]);
      await opened.context.close();

      // A visitor: the post's page shows the formatting, and loads no editor code.
      const visitor = await newPage(browser, viewport);
      const visitorScripts: string[] = [];
      visitor.page.on('request', (r) => {
        if (r.resourceType() === 'script') visitorScripts.push(r.url());
      });
      await visitor.page.goto(`${server.url}/blog/${post._id}`);
      const body = visitor.page.locator('article [data-post-content]');
      expect(await body.locator('strong').allInnerTexts()).toEqual(['winners']);
      expect(await body.locator('em').allInnerTexts()).toEqual(['fast']);
      expect(await body.locator('ul').locator('li').allInnerTexts()).toEqual(['Relay race', 'Long jump']);
      const link = body.getByRole('link', { name: 'example.org/results' });
      expect(await link.getAttribute('href')).toBe('https://example.org/results');
      const documentLink = body.getByRole('link', { name: documentName });
      const href = (await documentLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/documents\/[0-9a-f]{24}\/download$/);
      expect((await visitor.page.request.get(server.url + href)).status()).toBe(200);
      const added = body.getByRole('img', { name: `The finish line (${size})` });
      expect(await added.getAttribute('src')).toMatch(/^\/uploads\//);
      const shown = body.getByRole('img', { name: pictureName });
      await shown.scrollIntoViewIfNeeded();
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await shown.getAttribute('src')).toMatch(/^\/uploads\//);
      const box = await shown.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(visitorScripts.filter((url) => /rich-text|tiptap|prosemirror/i.test(url))).toEqual([]);
      // The meta description is plain text.
      const description = await visitor.page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(/^Our winners of the day, fast\./);
      await closePage(visitor);
    });
  }

  it('keeps the form still while the editor loads (390 and 1366 px): a tap on Publish lands on it', async ({
    browser,
  }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openSignedInPage(browser, viewport, server.url, ADMIN, '/admin/blog');
      const { page } = opened;
      // The editor's chunk is held until the form has been drawn without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/rich-text-editor-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: '+ Add Blog Post' }).click();
      await page.getByRole('status').filter({ hasText: 'Loading the editor...' }).waitFor();
      // Where the Publish button is at every frame from now until the editor is ready (and the fields' height).
      await page.evaluate(() => {
        const tops: string[] = [];
        Object.assign(window, { publishTops: tops });
        const publish = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Publish')!;
        const frame = () => {
          const top = String(Math.round(publish.getBoundingClientRect().top));
          if (tops.at(-1) !== top) tops.push(top);
          requestAnimationFrame(frame);
        };
        frame();
      });
      release();
      await toolbar(page).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const tops = await page.evaluate(() => (window as unknown as { publishTops: string[] }).publishTops);
      expect(tops, `${viewport.width} px`).toHaveLength(1);
      await closePage(opened);
    }
  });

  it("applies the link dialog with Enter and its button without submitting the post's form", async ({ browser }) => {
    // The dialog is a portal opened inside the post's form: React passes its submit up to that form unless the
    // dialog's form stops it (app/components/dialog-form.tsx).
    const opened = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, '/admin/blog');
    const { page } = opened;
    const sent: string[] = [];
    const isPostWrite = (r: { method(): string; url(): string }) =>
      r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/blogs');
    page.on('request', (r) => {
      if (isPostWrite(r)) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const quiet = followRequests(page);
    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    const title = 'Fees for the next term';
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const text = page.getByRole('textbox', { name: 'Content' });
    await text.click();
    await page.keyboard.type('The fees are online.');
    await page.keyboard.press('Shift+Home');

    // Enter in the address field: the dialog's own action (the selected words become the link), nothing else.
    await tool(page, 'Link').click();
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    const address = linkDialog.getByRole('textbox', { name: 'Web address' });
    await address.fill('example.org/fees');
    await address.press('Enter');
    await linkDialog.waitFor({ state: 'hidden' });
    expect(await text.getByRole('link').getAttribute('href')).toBe('https://example.org/fees');
    // A wrong address keeps the dialog open with its message, by Enter and by Apply.
    await tool(page, 'Link').click();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await linkDialog.getByText('Enter a web address (https://...)', { exact: false }).waitFor();
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    expect(await linkDialog.isVisible()).toBe(true);
    await address.fill('https://example.org/fees-2027');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    expect(await text.getByRole('link').getAttribute('href')).toBe('https://example.org/fees-2027');

    // The post was neither saved nor published: no request, no notice, the form still open.
    await quiet();
    expect(sent).toEqual([]);
    expect(await notice(page).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);

    // The form's own Publish still saves the post, once, with the link.
    await page.getByRole('button', { name: 'Publish' }).click();
    await noticeShown(page, 'Blog post published.');
    expect(sent).toEqual(['POST /api/blogs']);
    const posts = (await (await fetch(`${server.url}/api/blogs?limit=100`)).json()) as
      BlogPost[] | { items: BlogPost[] };
    const post = (Array.isArray(posts) ? posts : posts.items).find((p) => p.title === title);
    expect(post?.content).toContain('href="https://example.org/fees-2027"');
    expect(realErrors(opened.errors)).toEqual([]);
    await opened.context.close();
  });
});
