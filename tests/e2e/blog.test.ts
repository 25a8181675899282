// The blog (spec section 2 "Blog", sections 3, 8 and 9; DESIGN.md 6.3): cards 8 per page with page links
// that work without JavaScript, the 80-character excerpts, the local like heart, the Read More dialog with a
// link to the post's own page, /blog/:id rendered on the server with article previews and 404 for unknown
// ids, and 'Failed to fetch blogs.' in red.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, startAltered, openPage, closePage } from './harness.ts';
import { it, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import type { BlogPost } from '../../common/api-types.ts';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let empty: RunningServer;
let browser: Browser;
let posts: BlogPost[];

const PAGE_SIZE = 8;
const excerpt = (content: string) => Array.from(content).slice(0, 80).join('') + '...';
const paragraphs = (content: string) =>
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const cards = (page: Page) => page.locator('[data-blog-grid] article');
const cardTitles = (page: Page) => page.locator('[data-blog-grid] [data-post-title]').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

/** axe-core violations (WCAG 2.x A/AA) of impact serious or critical, as "rule: target" lines. */

test.beforeAll(async ({ site, emptySite, browser: shared }) => {
  [server, empty, browser] = [site, emptySite, shared];
  posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as BlogPost[];
  // Paging needs more than one page of posts.
  expect(posts.length).toBeGreaterThan(PAGE_SIZE);
});

describe('blog list', () => {
  it('shows 8 cards a page with title, excerpt, author and date, and pages through ?page=N', async () => {
    const pages = Math.ceil(posts.length / PAGE_SIZE);
    const { page, errors, context, response: res } = await openPage(browser, `${server.url}/blog`, DESKTOP);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toMatch(/^Blog \| /);
    expect(await page.locator('h1').textContent()).toBe('Our Blog');
    expect(await cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((p) => p.title));

    const shown = await cards(page).evaluateAll((list) =>
      list.map((a) => ({
        excerpt: a.querySelector('[data-excerpt]')!.textContent,
        author: a.querySelector('[data-author]')!.textContent,
        date: a.querySelector('[data-date]')!.textContent,
      })),
    );
    expect(shown).toEqual(
      posts.slice(0, PAGE_SIZE).map((p) => ({
        excerpt: excerpt(p.content),
        author: p.postedBy || p.author || 'Admin',
        date: p.date || 'Unknown',
      })),
    );
    for (const card of shown) expect(Array.from(card.excerpt!).length).toBeLessThanOrEqual(83);

    // The page links: one per page, the current one marked.
    const links = pager(page).locator('[data-page-link]');
    expect(await links.count()).toBe(pages);
    expect(await links.first().getAttribute('aria-current')).toBe('page');
    expect(await links.nth(1).getAttribute('href')).toBe('/blog?page=2');
    expect(await page.getByText(`Page 1 of ${pages}`, { exact: true }).isVisible()).toBe(true);

    await links.nth(1).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await expect.poll(() => cardTitles(page)).toEqual(posts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.title));
    expect(await pager(page).locator('[data-page-link="2"]').getAttribute('aria-current')).toBe('page');
    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(() => cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((p) => p.title));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, 'blog-1366');
    await context.close();
  });

  it('pages without JavaScript, and keeps a page number in range', async () => {
    const { page, context } = await openPage(browser, `${server.url}/blog`, PHONE, { javaScriptEnabled: false });
    expect(await cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((p) => p.title));
    // Read More leads to the post's own page when there is no script to open the dialog.
    expect(await cards(page).first().locator('[data-read-more]').getAttribute('href')).toBe(
      `/blog/${nth(posts, 0)._id}`,
    );
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    expect(await cardTitles(page)).toEqual(posts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.title));
    expect(await cards(page).first().locator('img').getAttribute('alt')).toBe(nth(posts, PAGE_SIZE).title);
    // Each page of the list is its own canonical address, in every language.
    const head = (selector: string) => page.locator(`head link[${selector}]`).getAttribute('href');
    expect(await head('rel="canonical"')).toBe(`${server.url}/blog?page=2`);
    expect(await head('hreflang="de"')).toBe(`${server.url}/blog?page=2&lang=de`);

    const last = Math.ceil(posts.length / PAGE_SIZE);
    await page.goto(`${server.url}/blog?page=999`);
    expect(await cardTitles(page)).toEqual(posts.slice((last - 1) * PAGE_SIZE).map((p) => p.title));
    await page.goto(`${server.url}/blog?page=nonsense`);
    expect(await cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((p) => p.title));
    await context.close();
  });

  it('toggles the like heart in memory only', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    await page.goto(`${server.url}/blog`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'blog-390');
    const like = cards(page)
      .nth(1)
      .getByRole('button', { name: `Like: ${nth(posts, 1).title}` });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.locator('[data-icon="filled"]').count()).toBe(1);
    // Only that card is liked.
    expect(await cards(page).first().getByRole('button', { pressed: true }).count()).toBe(0);
    expect(writes).toEqual([]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(
      await cards(page)
        .nth(1)
        .getByRole('button', { name: `Like: ${nth(posts, 1).title}` })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await context.close();
  });

  it('opens Read More in a dialog with the whole post and a link to its own page', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/blog`, PHONE);
    await page.waitForLoadState('networkidle');
    const post = nth(posts, 2);
    const readMore = cards(page).nth(2).locator('[data-read-more]');
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: post.title });
    await dialog.waitFor();
    // The address reads the post's own page while the dialog is open (Back closes it: tests/e2e/phones.test.ts).
    expect(page.url()).toBe(`${server.url}/blog/${post._id}`);
    expect(await dialog.locator('[data-post-content] p').allInnerTexts()).toEqual(paragraphs(post.content));
    expect(await dialog.locator('[data-byline]').textContent()).toContain(post.postedBy);
    if (post.image) expect(await dialog.locator('img').getAttribute('alt')).toBe(post.title);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'blog-dialog-390', false);

    // Escape closes it and gives focus back to Read More.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await readMore.evaluate((el) => el === document.activeElement)).toBe(true);

    // The close button closes it too.
    await readMore.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Pressed again at once after Escape on a slow phone, while the Back that closing started is still under
    // way, it opens again (React got that Back and the new entry in one render: the dialog stayed shut, and
    // Read More did nothing until the page was loaded again).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await readMore.click();
    await dialog.waitFor();
    for (let round = 0; round < 3; round++) {
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await readMore.click();
      await dialog.waitFor({ timeout: 10_000 });
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // One Escape is one step back to the list: no entry of the post was left behind.
    await expect.poll(() => page.url()).toBe(`${server.url}/blog`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // And its link opens the post's own page.
    await readMore.click();
    await dialog.getByRole('link', { name: 'Open this post on its own page' }).click();
    await page.waitForURL(`${server.url}/blog/${post._id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(post.title);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await closePage({ errors, context });
  });

  it("shows 'Failed to fetch blogs.' in red when the posts cannot be read (and the home carousel stays empty)", async () => {
    const broken = await startAltered('ALTER TABLE blogs RENAME TO blogsGone;');
    try {
      const { page, errors, context } = await openPage(browser, `${broken.url}/blog`, PHONE);
      const error = page.getByText('Failed to fetch blogs.', { exact: true });
      expect(await error.isVisible()).toBe(true);
      expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(211, 47, 47)');
      expect(await cards(page).count()).toBe(0);

      await page.goto(`${broken.url}/`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-section="blog"] article').count()).toBe(0);
      await expect.poll(() => errors).toContain('Failed to fetch blogs');
      await context.close();
    } finally {
      await broken.stop();
    }
  });

  it('says so when there are no posts yet', async () => {
    const { page, errors, context } = await openPage(browser, `${empty.url}/blog`, PHONE);
    expect(await page.getByText('No blog posts yet.', { exact: true }).isVisible()).toBe(true);
    expect(await pager(page).count()).toBe(0);
    expect(await page.getByText('Failed to fetch blogs.').count()).toBe(0);
    await closePage({ errors, context });
  });
});

describe('one post at /blog/:id', () => {
  it('is rendered on the server with title, picture, author, date and paragraphs, and previews as an article', async () => {
    const post = posts.find((p) => p.image) ?? nth(posts, 0);
    const {
      page,
      context,
      response: res,
    } = await openPage(browser, `${server.url}/blog/${post._id}`, PHONE, { javaScriptEnabled: false });
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(post.title);
    expect(await page.title()).toBe(`${post.title} | Bright Schools`);
    const byline = (await page.locator('article [data-byline]').textContent())!;
    expect(byline).toContain(post.postedBy);
    expect(byline).toContain(post.date);
    expect(await page.locator('article [data-post-content] p').allInnerTexts()).toEqual(paragraphs(post.content));
    const img = page.locator('article img');
    expect(await img.getAttribute('alt')).toBe(post.title);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    expect(await meta('property="og:type"')).toBe('article');
    expect(await meta('property="og:title"')).toBe(`${post.title} | Bright Schools`);
    expect(await meta('name="description"')).toBe(excerpt(post.content));
    const ogImage = (await meta('property="og:image"'))!;
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    const stored = post.imageVariants!.sources.map((s) => s.url);
    expect(stored.some((url) => ogImage.endsWith(url))).toBe(true);
    expect((await fetch(ogImage)).status).toBe(200);
    expect(await meta('property="article:published_time"')).toBe(post.createdAt);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/blog/${post._id}$`),
    );
    await shot(page, 'blog-post-390');
    await context.close();
  });

  it('reloads as a deep link without errors and has a way back to the blog', async () => {
    const post = nth(posts, posts.length - 1);
    const { page, errors, context } = await openPage(browser, `${server.url}/blog/${post._id}`, DESKTOP);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').textContent()).toBe(post.title);
    const like = page.getByRole('button', { name: `Like: ${post.title}` });
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${server.url}/blog`);
    expect(errors).toEqual([]);
    await shot(page, 'blog-post-1366');
    await context.close();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-a-post']) {
      const res = await fetch(`${server.url}/blog/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain('Page not found');
    }
    const {
      page,
      context,
      response: res,
    } = await openPage(browser, `${server.url}/blog/0123456789abcdef01234567`, PHONE);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await context.close();
  });
});
