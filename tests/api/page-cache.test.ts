// The rendered page cache against strangers (issue 35): a query parameter no page reads changes neither what is
// rendered nor what is kept, a cold page asked for many times at once renders once, and a parameter a page does
// read still gives its own page. Mounts the built pages (`npm test` builds them first) on a test app.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { describe, expect } from 'vitest';
import { RENDER_CONCURRENCY, mountPages, type PageStats } from '../../server/pages.ts';
import { apiTest } from '../helpers/test-app.ts';

const it = apiTest();
let pages: PageStats;

/** The page at `address`: its status and HTML, and how many renders it took. */
async function visit(t: { request(path: string, init?: RequestInit): Promise<Response> }, address: string) {
  const before = pages.renders;
  const res = await t.request(address);
  return { status: res.status, html: await res.text(), renders: pages.renders - before };
}

describe('page cache keys', () => {
  it.beforeAll(async ({ t }) => {
    pages = await mountPages(t.app, t.deps);
  });

  it('/?r=1 and /?r=2 are one render, and the page shows neither', async ({ t }) => {
    const first = await visit(t, '/?r=1');
    expect(first.status).toBe(200);
    expect(first.renders).toBe(1);
    const second = await visit(t, '/?r=2');
    expect(second.renders).toBe(0);
    expect(second.html).toBe(first.html);
    expect(first.html).not.toMatch(/r=1/);
    // A parameter in another spelling of the same thing: no page parameter at all.
    expect((await visit(t, '/?contactSent=nothing&page=7')).renders).toBe(0);
    expect((await visit(t, '/')).renders).toBe(0);
    // Nor does the spelling of a page's own address (routes match in any case): it is rendered as declared.
    const partner = await visit(t, '/PartnerClientView');
    expect(partner.renders).toBe(1);
    expect((await visit(t, '/partnerclientview/')).renders).toBe(0);
    expect((await visit(t, '/PARTNERclientVIEW?r=1')).html).toBe(partner.html);
    // HEAD is answered from the same page.
    const before = pages.renders;
    expect((await t.request('/?r=3', { method: 'HEAD' })).status).toBe(200);
    expect(pages.renders).toBe(before);
  });

  it('ten requests at once for a cold page render it once', async ({ t }) => {
    const before = pages.renders;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.request(`/about?n=${i}`)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    expect(pages.renders - before).toBe(1);
  });

  it('a parameter a page reads still gives its own page, in any spelling of the same value', async ({ t }) => {
    const all = await visit(t, '/gallery');
    const sports = await visit(t, '/gallery?category=Sports');
    expect(sports.renders).toBe(1);
    expect(sports.html).not.toBe(all.html);
    expect((await visit(t, '/gallery?category=sports&r=9')).renders).toBe(0);
    // The language, from the address.
    const german = await visit(t, '/about?lang=de');
    expect(german.renders).toBe(1);
    expect(german.html).toMatch(/<html[^>]* lang="de"/);
    // How a plain contact form post went: the footer's form says so on the page it came back to.
    const sent = await visit(t, '/about?contactSent=footer');
    expect(sent.renders).toBe(1);
    expect(sent.html).not.toBe((await visit(t, '/about')).html);
  });

  it("a page's data reads what its page reads, with React Router's own parameters", async ({ t }) => {
    const data = (query: string) => visit(t, `/gallery.data?_routes=routes%2Fpublic%2Fgallery${query}`);
    const all = await data('');
    const sports = await data('&category=Sports');
    expect([all.status, sports.status]).toEqual([200, 200]);
    expect(sports.html).not.toBe(all.html);
    expect((await data('&category=sports&r=1')).renders).toBe(0);
    // Route discovery: each question its own answer, even asked at once; asked of another build, a 204.
    const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
    const [blog, gallery] = await Promise.all(
      ['/blog', '/gallery'].map((page) =>
        t
          .request(`/__manifest?paths=${encodeURIComponent(page)}&version=${build.assets.version}`)
          .then((r) => r.text()),
      ),
    );
    expect((await t.request('/__manifest?paths=%2Fblog&version=old')).status).toBe(204);
    expect(blog).toContain('routes/public/blog');
    expect(gallery).toContain('routes/public/gallery');
    expect(blog).not.toContain('routes/public/gallery');
  });

  it('many cold pages at once: only a few render at a time, every one is answered', async ({ t }) => {
    const addresses = [...Array.from({ length: 8 }, (_, i) => `/blog?page=${i + 2}`), '/contact', '/PartnerClientView'];
    const answers = await Promise.all(addresses.map((address) => t.request(address)));
    expect(answers.map((res) => res.status)).toEqual(Array(addresses.length).fill(200));
    expect(pages.peakAtOnce).toBeGreaterThan(1);
    expect(pages.peakAtOnce).toBeLessThanOrEqual(RENDER_CONCURRENCY);
    expect(pages.keptBytes).toBeGreaterThan(0);
  });
});
