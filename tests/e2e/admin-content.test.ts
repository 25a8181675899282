// Blog posts, gallery and header images through the admin interface: create, edit and delete, then the
// change on the public page that shows it (/blog and the home carousel, /gallery, the home hero); the spec's
// validation and failure messages; a 10 MB phone photo uploaded with a progress bar.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, openPage, closePage } from './harness.ts';
import { ADMIN, it, noticeShown, openSignedIn, test } from './fixtures.ts';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;
let photo: Buffer;
test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
});

async function open(page: Page, link: string, heading: string) {
  await openSignedIn(page, server.url, ADMIN);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const text = (page: Page, value: string) => page.getByText(value, { exact: true });

/**
 * Where a visitor sees a blog post: a visible card heading with its title on /blog and in the home page's
 * 'Recent Blog Posts' carousel (what is on screen, not the page's loader data).
 */
async function postShown(visitor: Page, title: string): Promise<{ blog: boolean; home: boolean }> {
  const card = (root: Locator) =>
    root
      .getByRole('heading', { name: title, exact: true })
      .filter({ visible: true })
      .count()
      .then((n) => n > 0);
  await visitor.goto(`${server.url}/blog`);
  const blog = await card(visitor.getByRole('main'));
  await visitor.goto(`${server.url}/`);
  const carousel = visitor.locator('[data-section="blog"]');
  await carousel.scrollIntoViewIfNeeded();
  return { blog, home: await card(carousel) };
}

/** The home hero: a slide for the header image whose <img alt=title> has loaded once its dot is pressed. */
async function heroShows(visitor: Page, title: string): Promise<boolean> {
  await visitor.goto(`${server.url}/`);
  const hero = visitor.locator('section[aria-roledescription="carousel"][data-slide-index]');
  await hero.waitFor();
  const slide = hero.locator('[data-slide]').filter({ has: visitor.locator(`[data-hero-title="${title}"]`) });
  if ((await slide.count()) === 0) {
    expect(await visitor.locator(`img[alt="${title}"]`).count()).toBe(0);
    return false;
  }
  const index = Number(await slide.getAttribute('data-slide'));
  await hero.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }).click();
  await expect.poll(() => slide.getAttribute('data-active')).toBe('true');
  const img = slide.locator(`img[alt="${title}"]`);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return img.isVisible();
}

/** /gallery under a category filter: a loaded <img> with the title as its alt text, or none. */
async function galleryShows(visitor: Page, category: string, title: string): Promise<boolean> {
  await visitor.goto(`${server.url}/gallery`);
  const filter = visitor
    .getByRole('navigation', { name: 'Filter by category' })
    .getByRole('link', { name: category, exact: true });
  await filter.click();
  await visitor.waitForURL(`**/gallery?category=${encodeURIComponent(category)}`);
  // The filter is marked in the same render that shows its pictures.
  await expect.poll(() => filter.getAttribute('aria-current')).toBe('true');
  await visitor.getByRole('main').getByRole('img').first().waitFor();
  const img = visitor.getByRole('main').locator(`img[alt="${title}"]`);
  if ((await img.count()) === 0) return false;
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return img.isVisible();
}

/**
 * Signed in as the Admin: the list's GET fails and its message shows, 'Try again' loads it, then a DELETE
 * that fails shows its notice.
 */
async function failListThenDelete(
  page: Page,
  api: string,
  link: string,
  loadError: string,
  deleteError: string | RegExp,
): Promise<void> {
  const failing = (method: string) => (route: Route) =>
    route.request().method() === method ? route.fulfill({ status: 500, body: '' }) : route.continue();
  await openSignedIn(page, server.url, ADMIN);
  // The list itself, whatever its query (the blog list asks for ?view=staff).
  const list = (url: URL) => url.pathname === api;
  await page.route(list, failing('GET'));
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: link }).click();
  await page.getByText(loadError).waitFor();
  await page.unroute(list);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('listitem').first().waitFor();
  await page.route(`**${api}/*`, failing('DELETE'));
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await noticeShown(page, deleteError);
}

describe('blog admin', () => {
  it('creates, edits and deletes a post, seen on /blog and in the home carousel', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await open(page, 'Blog Posts', 'Blog Posts');
    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    await page.getByRole('heading', { name: 'Create Blog Post' }).waitFor();
    // Author: read-only, the signed-in user.
    const author = page.getByRole('textbox', { name: 'Author' });
    expect(await author.inputValue()).toBe(ADMIN.name);
    expect(await author.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Publish' }).click();
    await text(page, 'Title is required').waitFor();
    await text(page, 'Content is required').waitFor();

    await page.getByRole('textbox', { name: 'Title' }).fill('Tree planting with Standard Four');
    const content = 'On Friday our Standard Four pupils planted forty mango and avocado trees around the school field.';
    await page.getByRole('textbox', { name: 'Content' }).fill(content);
    await page.getByTestId('upload-input').setInputFiles({ name: 'trees.jpg', mimeType: 'image/jpeg', buffer: photo });
    // One submit at a time: a double click sends one post.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/blogs')) posts += 1;
    });
    await page.getByRole('button', { name: 'Publish' }).dblclick();
    await noticeShown(page, 'Blog post published.');
    expect(posts).toBe(1);
    const card = page.getByRole('listitem').filter({ hasText: 'Tree planting with Standard Four' });
    await card.waitFor();
    // Card text: the first 80 characters and '...'.
    expect(await card.innerText()).toContain(`${content.slice(0, 80)}...`);
    expect(await card.innerText()).toContain(`By ${ADMIN.name}`);

    // The local like heart flips; it is named with the post's title, as on the public cards (issue 13.14).
    const like = card.getByRole('button', { name: 'Like: Tree planting with Standard Four', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const names = await page
      .getByRole('button', { name: /^Like/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names.every((name) => name !== 'Like' && name!.startsWith('Like: '))).toBe(true);

    const visitor = await newPage(browser, DESKTOP);
    expect(await postShown(visitor.page, 'Tree planting with Standard Four')).toEqual({ blog: true, home: true });

    await card.getByRole('button', { name: 'Edit Tree planting with Standard Four' }).click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Tree planting day');
    await page.getByRole('button', { name: 'Update' }).click();
    await noticeShown(page, 'Blog post updated.');
    const edited = page.getByRole('listitem').filter({ hasText: 'Tree planting day' });
    await edited.waitFor();
    expect(await postShown(visitor.page, 'Tree planting day')).toEqual({ blog: true, home: true });
    expect(await postShown(visitor.page, 'Tree planting with Standard Four')).toEqual({ blog: false, home: false });

    await edited.getByRole('button', { name: 'Delete Tree planting day' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Are you sure you want to delete this blog post?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Blog post deleted.');
    await edited.waitFor({ state: 'detached' });
    expect(await postShown(visitor.page, 'Tree planting day')).toEqual({ blog: false, home: false });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await closePage({ errors, context });
  });

  it('shows the spec messages when the server fails', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await failListThenDelete(page, '/api/blogs', 'Blog Posts', 'Error loading blogs', 'Error deleting blog');

    await page.getByRole('button', { name: '+ Add Blog Post' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('A title');
    await page.getByRole('textbox', { name: 'Content' }).fill('Some content');
    const answers: [number, string, string][] = [
      [200, 'text/html', '<html>oops</html>'],
      [500, 'application/json', JSON.stringify({ error: 'The disk is full.', message: 'The disk is full.' })],
      [502, 'text/plain', 'Bad gateway'],
    ];
    const expected = ['Server returned an invalid response.', 'The disk is full.', 'Failed to save blog post'];
    for (let i = 0; i < answers.length; i++) {
      const [status, contentType, body] = nth(answers, i);
      await page.route('**/api/blogs', (route) => route.fulfill({ status, contentType, body }));
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('alert').filter({ hasText: expected[i] }).waitFor();
      await page.unroute('**/api/blogs');
    }
    await context.close();
  });
});

describe('gallery admin', () => {
  it('uploads a 10 MB phone photo with a progress bar; edits, finds and deletes it; /gallery shows it resized', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await open(page, 'Gallery', 'Gallery');
    await page.getByRole('button', { name: '+ Add Image' }).click();
    await page.getByRole('heading', { name: 'Add Gallery Image' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('All');
    await page.getByRole('button', { name: 'Save' }).click();
    await text(page, 'Title is required').waitFor();
    await text(page, 'Please select an image.').waitFor();

    // A noisy 4000x3000 camera JPEG of about 10 MB.
    const big = await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 91 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10_000_000);
    await page.getByRole('textbox', { name: 'Title' }).fill('Rainy morning assembly');
    await page.getByTestId('upload-input').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: big });
    const size = (await page.getByTestId('upload-size').innerText()).match(/^\((\d+(?:\.\d)?) MB\)$/);
    expect(Number(size?.[1])).toBeGreaterThanOrEqual(9.5);
    await page.getByRole('img', { name: 'Preview of IMG_2041.jpg' }).waitFor();

    // A slow phone connection, so the bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 5 * 1024 * 1024,
    });
    const seen = new Set<number>();
    await page.getByRole('button', { name: 'Save' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    // Sampled without waiting: a getAttribute() on a bar that has just gone would wait for one to come back.
    for (;;) {
      const values = await bar.evaluateAll((bars) => bars.map((el) => el.getAttribute('aria-valuenow')));
      if (values.length === 0) break;
      for (const value of values) if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect([...seen].some((v) => v > 0 && v < 100)).toBe(true);
    // The 10 MB photo is converted after it arrived: on a busy machine that takes a while. Any other notice
    // (an error) shows in the failure.
    await noticeShown(page, 'Image added to the gallery.', 90_000);
    const card = page.getByRole('listitem').filter({ hasText: 'Rainy morning assembly' });
    await card.waitFor();

    const gallery = await openPage(browser, `${server.url}/gallery`, PHONE);
    const img = gallery.page.locator('img[alt="Rainy morning assembly"]').first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const shown = await img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, src: el.currentSrc }));
    expect(shown.width).toBeLessThanOrEqual(1600);
    const bytes = (await (await fetch(shown.src)).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(big.length / 4);
    // Saved under 'All': not among the Sports pictures yet.
    expect(await galleryShows(gallery.page, 'Sports', 'Rainy morning assembly')).toBe(false);

    // Edit: category Sports; the search finds it by category; /gallery shows it under Sports.
    await card.getByRole('button', { name: 'Edit Rainy morning assembly' }).click();
    await page.getByRole('heading', { name: 'Edit Gallery Image' }).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Sports');
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Gallery image updated.');
    await page.getByRole('searchbox', { name: 'Search by title or category' }).fill('sports');
    await expect.poll(() => card.innerText()).toContain('Sports');
    expect(await galleryShows(gallery.page, 'Sports', 'Rainy morning assembly')).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by title or category' }).fill('no such picture');
    await page.getByText('No images found.').waitFor();
    await page.getByRole('searchbox', { name: 'Search by title or category' }).fill('Rainy morning');

    await card.getByRole('button', { name: 'Delete Rainy morning assembly' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Gallery image deleted.');
    await card.waitFor({ state: 'detached' });
    expect(await galleryShows(gallery.page, 'Sports', 'Rainy morning assembly')).toBe(false);
    await gallery.page.goto(`${server.url}/gallery`);
    expect(await gallery.page.locator('img[alt="Rainy morning assembly"]').count()).toBe(0);
    expect(gallery.errors).toEqual([]);
    await gallery.context.close();

    // A refused save reads 'Error saving gallery image'.
    await page.route('**/api/gallery', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: '+ Add Image' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Never saved');
    await page.getByTestId('upload-input').setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error saving gallery image' }).waitFor();
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
    // A 10 MB upload on a throttled link and its resizing take their time on a busy two-core machine.
  }, 240_000);
});

describe('header images admin', () => {
  it('adds, edits and deletes a hero image, seen in the home hero', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await open(page, 'Header Images', 'Header Images');
    await page.getByRole('button', { name: '+ Add Header Image' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await text(page, 'Please provide a title.').waitFor();
    await text(page, 'Please select an image.').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Pupils at the gate');
    await page.getByTestId('upload-input').setInputFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Header image added.');
    const card = page.getByRole('listitem').filter({ hasText: 'Pupils at the gate' });
    await card.waitFor();
    const visitor = await newPage(browser, DESKTOP);
    expect(await heroShows(visitor.page, 'Pupils at the gate')).toBe(true);

    // Editing keeps the stored image: no 'Please select an image.'.
    await card.getByRole('button', { name: 'Edit Pupils at the gate' }).click();
    await page.getByRole('heading', { name: 'Edit Header Image' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Pupils at the school gate');
    await page.getByRole('button', { name: 'Save' }).click();
    await noticeShown(page, 'Header image updated.');
    const edited = page.getByRole('listitem').filter({ hasText: 'Pupils at the school gate' });
    await edited.waitFor();
    expect(await heroShows(visitor.page, 'Pupils at the school gate')).toBe(true);
    expect(await heroShows(visitor.page, 'Pupils at the gate')).toBe(false);

    await page.getByRole('searchbox', { name: 'Search by title' }).fill('school gate');
    await expect.poll(() => page.getByRole('list', { name: 'Header Images' }).getByRole('listitem').count()).toBe(1);

    await edited.getByRole('button', { name: 'Delete Pupils at the school gate' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Are you sure you want to delete this header image?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Header image deleted.');
    await page.getByText('No header images found.').waitFor();
    expect(await heroShows(visitor.page, 'Pupils at the school gate')).toBe(false);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await closePage({ errors, context });
  });

  it('shows the spec messages when the server fails', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await failListThenDelete(page, '/api/headers', 'Header Images', 'Failed to fetch header images', /^Delete failed$/);

    await page.getByRole('button', { name: '+ Add Header Image' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Some title');
    await page.getByTestId('upload-input').setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.route('**/api/headers', (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'This file type is not allowed.', message: 'This file type is not allowed.' }),
      }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'This file type is not allowed.' }).waitFor();
    await page.unroute('**/api/headers');
    await page.route('**/api/headers', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong.' }).waitFor();
    await context.close();
  });
});
